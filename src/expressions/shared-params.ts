import { LANGUAGES, type Lang, readLang } from '../i18n/languages.ts';
import { moneyParam, type ParamDef } from './params.ts';

/** The money parameters every expression or the comparison starts with. */
export const WEALTH = moneyParam(
  'wealth',
  'Wealth',
  'The wealth to express: a number such as 1000000, 1,000,000, 1.000.000 or 1M (K, M, B, T, Q), optionally prefixed by a currency symbol or ISO code ($, €, £, CHF …; URL-encode non-ASCII symbols). At least 1, at most 1e24. This notation means the same sum under every `lang`; a `lang` adds its own spellings (1,5 Mrd. €, 2700 millones, 10 lakh, 1億円), and refuses as Ambiguous a lone comma or dot before exactly three digits that its writers read as another amount (1,500 under de: write 1500 or 1,5).',
  '1B',
);

export const WEALTH_YOURS = moneyParam(
  'wealthYours',
  'Your Wealth',
  'Your wealth, in the same notation as `wealth`.',
  '100K',
);

export const WEALTH_THEIRS = moneyParam(
  'wealthTheirs',
  'Their Wealth',
  'Their wealth, in the same notation as `wealth`.',
  '1T',
);

/**
 * The language of the answer's text (docs/languages.md): a BCP 47 tag, matched by lookup (`de-AT` →
 * `de`); English when absent. It adds the language's own money notation to the API's, whose meaning it
 * never changes.
 */
export const LANG: ParamDef<Lang, 'lang'> = {
  name: 'lang',
  label: 'Lang',
  description: `The language of the text (BCP 47; ${LANGUAGES.join(', ')}; English when absent). Money values in the API's notation mean the same sum under every language; lang adds the language's own money notation (see wealth); es-ES reads Spanish amounts as Spain writes them (9,037 trillones, 184.700 millones), which plain es refuses as Ambiguous because Mexico writes them for other sums. Figures are the same in every language.`,
  example: 'en',
  optional: true,
  shape: { kind: 'enum', values: LANGUAGES },
  read(raw) {
    // Given twice (`lang=de&lang=fr`): refused as every repeated parameter is, rather than one guessed.
    if (Array.isArray(raw)) return { ok: false, category: 'Invalid' };
    const read = readLang(raw);
    return read.ok
      ? { ok: true, value: read.lang }
      : { ok: false, category: read.message.slice('Lang '.length) };
  },
};
