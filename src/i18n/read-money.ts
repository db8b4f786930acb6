// PLACEHOLDER until the numbers helper's branch lands: English rules for every language.
import type { Currency } from '../money/currencies.ts';
import { type MoneyResult, parseMoneyText } from '../money/parse.ts';
import type { Lang } from './languages.ts';

export function parseLocalMoney(raw: string, inherited: Currency, _lang: Lang): MoneyResult {
  return parseMoneyText(raw, inherited);
}
