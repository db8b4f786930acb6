// The languages an answer can be given in (issue 28, docs/languages.md). English is the default and
// the reference: its text is byte-identical to the answers before languages existed.

/** The supported tags, in the order they are listed to a caller. */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR', 'it', 'ja', 'en-IN'] as const;

export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANG: Lang = 'en';

/** What each tag means, in its own language (the page's switch lists these). */
export const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  it: 'Italiano',
  ja: '日本語',
  'en-IN': 'English (India)',
};

/** The CLDR locale numbers, dates and plural rules are taken from. */
export const LOCALES: Readonly<Record<Lang, string>> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  'pt-BR': 'pt-BR',
  it: 'it-IT',
  ja: 'ja-JP',
  'en-IN': 'en-IN',
};

const BY_LOWER = new Map<string, Lang>(LANGUAGES.map((tag) => [tag.toLowerCase(), tag]));

/** A BCP 47 tag is at most this long here: anything longer is refused before it is read. */
const MAX_TAG_LENGTH = 35;
const TAG = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/;

/**
 * The supported language a BCP 47 tag asks for: matched case-insensitively, then by the lookup of
 * RFC 4647 §3.4 (subtags dropped from the end: `de-AT` → `de`, `en-GB` → `en`; `pt-PT` → `pt` finds
 * nothing: Brazilian Portuguese is not offered as Portuguese in general). Undefined when none.
 */
export function matchLang(tag: string): Lang | undefined {
  if (tag.length > MAX_TAG_LENGTH || !TAG.test(tag)) return undefined;
  let rest = tag.toLowerCase();
  for (;;) {
    const found = BY_LOWER.get(rest);
    if (found) return found;
    const cut = rest.lastIndexOf('-');
    if (cut < 0) return undefined;
    rest = rest.slice(0, cut);
    // A single-letter subtag (`x-…`, `u-…`) never ends a lookup (RFC 4647 §3.4).
    if (rest.length >= 2 && rest[rest.length - 2] === '-') rest = rest.slice(0, -2);
  }
}

/**
 * Whose notation money is read in (docs/languages.md "How each language reads money"): the language's,
 * or `es-ES`, Spanish as Spain writes it, in which Spanish answers read back as printed.
 */
export type Reading = Lang | 'es-ES';

/** A region subtag: two letters or three digits (BCP 47 §2.2.4). */
const REGION = /^(?:[a-z]{2}|\d{3})$/;

/**
 * The reading a `lang` tag asks for, once it matched `lang`: `es-ES` (any case, with a script or
 * variants around it) for Spain's notation; every other tag its language's.
 */
export function readingOf(tag: unknown, lang: Lang): Reading {
  if (lang !== 'es' || typeof tag !== 'string') return lang;
  for (const subtag of tag.trim().toLowerCase().split('-').slice(1)) {
    if (subtag.length === 1) break;
    if (REGION.test(subtag)) return subtag === 'es' ? 'es-ES' : lang;
  }
  return lang;
}

export type LangRead = { ok: true; lang: Lang } | { ok: false; message: string };

/** The refusal of an unsupported tag, listing the supported ones. */
export const LANG_REFUSAL = `Lang Unsupported: use one of ${LANGUAGES.join(', ')}`;

/** The `lang` parameter: absent → English; a supported tag → its language; anything else refused. */
export function readLang(raw: unknown): LangRead {
  if (raw === undefined || raw === null || raw === '') return { ok: true, lang: DEFAULT_LANG };
  if (typeof raw !== 'string') return { ok: false, message: LANG_REFUSAL };
  const lang = matchLang(raw.trim());
  return lang ? { ok: true, lang } : { ok: false, message: LANG_REFUSAL };
}

/** A weight as RFC 9110 §12.4.2 writes one: 0 to 1, at most three decimals (`0.5`, `1.000`). */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The weight of one range of an Accept-Language header: 1 without a `q`, undefined where the `q` is no
 * qvalue (`q=2`, `q=0.00001`, `q=abc`): such a range is ignored rather than guessed at.
 */
function weightOf(params: readonly string[]): number | undefined {
  for (const param of params) {
    const [name = '', value = ''] = param.split('=').map((p) => p.trim());
    if (name.toLowerCase() !== 'q') continue;
    return QVALUE.test(value) ? Number(value) : undefined;
  }
  return 1;
}

/**
 * The best supported language of an Accept-Language header (RFC 9110 §12.5.4): by quality, then by
 * order; `*`, unsupported ranges and ranges whose weight is no qvalue (outside 0–1, more than three
 * decimals) are skipped; English when nothing matches. Bounded: at most 32 ranges of the header are
 * read.
 */
export function negotiateLang(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  const ranges = header
    .slice(0, 1024)
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      return { range: range.trim(), q: weightOf(params), index };
    })
    .filter(
      (r): r is { range: string; q: number; index: number } =>
        r.q !== undefined && r.q > 0 && r.range !== '*',
    )
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { range } of ranges) {
    const lang = matchLang(range);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}
