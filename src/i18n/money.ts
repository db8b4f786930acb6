// PLACEHOLDER until the numbers helper's branch lands.
import type { Currency } from '../money/currencies.ts';
import { formatMoney } from '../money/format.ts';
import type { Money } from '../money/parse.ts';
import type { Lang } from './languages.ts';
import { type LocalFigure, localFigure } from './numbers.ts';

export function localMoney(money: Money, currency: Currency, lang: Lang): string {
  const english = formatMoney(money, currency).slice(currency.prefix.length);
  return `${localFigure(english, lang).text} ${currency.prefix.trim()}`;
}

export function localMoneyFigure(prefix: string, english: string, lang: Lang): LocalFigure {
  const figure = localFigure(english, lang);
  return { ...figure, text: `${figure.text} ${prefix.trim()}` };
}
