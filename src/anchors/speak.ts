// The one place claims (claim.ts) become `scale` sentences in a language other than English, from
// that language's catalogue and its anchor wordings (src/languages/<lang>/catalogue.json, anchors.json): the same
// claims english.ts says in English, the same figures re-spelled digit for digit in the locale.
import { type Args, has, say, selector } from '../i18n/catalogue.ts';
import { readLanguageFile } from '../i18n/files.ts';
import type { Lang } from '../i18n/languages.ts';
import { localShown } from '../i18n/shown.ts';
import { figureArgs, figureIn, moneyIn, wholeOf } from '../i18n/text.ts';
import { formatCount, plainShown } from '../money/format.ts';
import type { AnchorClaim, Claim, Hedge, Multiplier } from './claim.ts';
import { multiplierFigure, multiplierWords } from './english.ts';
import type { PreparedAnchor } from './types.ts';

/** How a language names an anchor: as "That is {is}", after "half of / N times" ({of}), and "for every …". */
export interface Wording {
  readonly is: string;
  readonly of: string;
  readonly every?: string;
  /** The catalogue key of the noun its own figure counts, where the language names it otherwise (`noun.members`). */
  readonly noun?: string;
  /**
   * The words the anchor's own figure follows, where a language sets it inside the wording (Japanese:
   * the date after the event, `初の動力飛行（1903年12月17日）から現在までの時間`; the total after the
   * group, `カナダの住民（約4180万人）1人あたり`): each form starts with them. Absent: after the whole form.
   */
  readonly figureAfter?: string;
}

const WORDINGS = new Map<Lang, Readonly<Record<string, Wording>>>();

/** A language's wordings of every anchor, by id (read once). */
export function wordingsOf(lang: Lang): Readonly<Record<string, Wording>> {
  let wordings = WORDINGS.get(lang);
  if (!wordings) {
    wordings = readLanguageFile<Readonly<Record<string, Wording>>>('anchors', lang) ?? {};
    WORDINGS.set(lang, wordings);
  }
  return wordings;
}

/** What the sentence needs beyond the claim: the anchor, the counted thing's catalogue prefix, the wealth as printed. */
export interface SpeakContext {
  readonly anchor?: PreparedAnchor;
  /** `item.house` or `money.usd_100_bill`: the catalogue keys of what is counted start with it. */
  readonly item?: string;
  /** The wealth as the sentence prints it, in the language. */
  readonly wealth?: string;
}

const PHRASES = new Map<string, { is: string; of: string; every: string }>();

/** The anchor's forms with its own figure in parentheses, built once per language. */
function phrases(anchor: PreparedAnchor, lang: Lang) {
  const id = `${lang}\u0000${anchor.id}`;
  let said = PHRASES.get(id);
  if (!said) {
    const wording = wordingsOf(lang)[anchor.id];
    if (!wording) throw new Error(`no ${lang} wording for the anchor ${anchor.id}`);
    const shown = localShown(anchor.shown, lang, wording.noun);
    // `{wording} ({shown})`, or as the language writes a figure beside words (Japanese: full-width
    // parentheses, after the words `figureAfter` names and before the `rest` of the form).
    const beside = (words: string) => {
      if (!has(lang, 'anchor.withFigure')) return `${words} (${shown})`;
      const after = wording.figureAfter ?? words;
      if (!words.startsWith(after))
        throw new Error(`${lang} ${anchor.id}: "${words}" does not start with "${after}"`);
      return say(lang, 'anchor.withFigure', { wording: after, shown, rest: words.slice(after.length) });
    };
    said = { is: beside(wording.is), of: beside(wording.of), every: beside(wording.every ?? wording.is) };
    PHRASES.set(id, said);
  }
  return said;
}

/**
 * A multiplier in the locale (`2,4`, `3.300`, `2,74 Millionen`), with the number plural rules read;
 * one said with a scale word is the ratio rounded to three digits, and says so where the sentence
 * does not already (`rund 141 Millionen Mal`, docs/style-sheets.md): the languages' words read exact.
 */
function multiplier(m: Multiplier, lang: Lang, about: boolean) {
  const figure = multiplierFigure(m);
  const worded = m.scale > 0 && m.power !== true && !about;
  const shown = worded ? { ...figure.shown, approximate: true as const } : figure.shown;
  const args = figureArgs(figureIn({ ...figure, shown }, lang, 'count'));
  return { ...args, times: args.figure, Times: args.Figure };
}

const yes = (flag: boolean | undefined) => (flag ? 'yes' : 'no');

/** The tenth of a percent below which a share says only that (English: "less than 0.1%"). */
const A_TENTH = { text: '0.1', shown: plainShown(1, 1) };

const HEDGE_KEYS = {
  plain: 'plain',
  about: 'about',
  nearly: 'nearly',
  'a-little-more-than': 'littleMore',
} as const;

function anchorSentence(claim: AnchorClaim, context: SpeakContext, lang: Lang): string {
  const forms = phrases(context.anchor as PreparedAnchor, lang);
  const hedge: Hedge = claim.hedge;
  // The anchor's expression (`duration`, `height`, `items`, `growth`): German says `so lang wie`, `so
  // viel wie` by it, Japanese says what a growth compares (`この増加額は`, not `これは`).
  const expression = (context.anchor as PreparedAnchor).id.split('.')[0] as string;
  if (context.item) {
    const nouns = nounForms(lang, context.item);
    const every = forms.every;
    switch (hedge.kind) {
      case 'fraction':
        return say(lang, 'every.fraction', { ...nouns, which: selector(hedge.which), every, expression });
      case 'times': {
        const m = multiplier(hedge.multiplier, lang, hedge.about);
        const items = say(lang, `${context.item}.count`, { ...m, heading: 'no' });
        return say(lang, 'every.times', { items, about: yes(hedge.about), every, expression });
      }
      default:
        return say(lang, `every.${HEDGE_KEYS[hedge.kind]}`, { ...nouns, every, expression });
    }
  }
  const args: Args = { anchor: forms.is, anchorOf: forms.of, expression };
  switch (hedge.kind) {
    case 'fraction':
      return say(lang, 'scale.fraction', { ...args, which: selector(hedge.which) });
    case 'times': {
      const m = multiplier(hedge.multiplier, lang, hedge.about);
      if (multiplierWords(hedge.multiplier) === '2' && !hedge.about) return say(lang, 'scale.twice', args);
      return say(lang, 'scale.times', { ...args, ...m, about: yes(hedge.about) });
    }
    default:
      return say(lang, `scale.${HEDGE_KEYS[hedge.kind]}`, args);
  }
}

/**
 * The forms of the counted thing a sentence may use: `one` (`one house`, `ein Haus`) always; `noun`
 * (`house`) and `a` (`a house`) where the language's catalogue has them (English: "One house takes",
 * "about half a house").
 */
function nounForms(lang: Lang, item: string): Args {
  const forms: Record<string, string> = { one: say(lang, `${item}.one`) };
  for (const form of ['noun', 'a'])
    if (has(lang, `${item}.${form}`)) forms[form] = say(lang, `${item}.${form}`);
  return forms;
}

/** The item's (or piece of money's) verb with "one" of it: `ein Haus kaufen`. */
const actionOf = (lang: Lang, item: string) =>
  say(lang, `${item}.action`, { what: say(lang, `${item}.one`) });

/** A claim as a `scale` sentence in `lang` (not English: english.ts says those). */
export function speak(claim: Claim, context: SpeakContext, lang: Lang): string {
  switch (claim.kind) {
    case 'anchor':
      return anchorSentence(claim, context, lang);
    case 'start': {
      const start = context.wealth as string;
      const hedge = claim.hedge;
      switch (hedge.kind) {
        case 'adds-fraction':
          return say(lang, 'start.addsFraction', { which: selector(hedge.which), start });
        case 'adds-percent': {
          // Below a tenth of a percent the claim says only that (English: "less than 0.1%").
          const english = hedge.lessThan ? A_TENTH : multiplierFigure(hedge.percent);
          return say(lang, 'start.addsPercent', {
            percent: figureIn(english, lang).text,
            whole: wholeOf(english.text),
            lessThan: yes(hedge.lessThan),
            start,
          });
        }
        case 'multiplies':
          return say(lang, 'start.multiplies', { by: String(hedge.by), hedge: selector(hedge.hedge), start });
        case 'times': {
          const m = multiplier(hedge.multiplier, lang, hedge.about);
          return say(lang, 'start.times', { ...m, about: yes(hedge.about), start });
        }
      }
      break;
    }
    case 'share': {
      const item = context.item as string;
      const forms = { ...nounForms(lang, item), wealth: context.wealth as string };
      // What a share is of, where a language names it per item (German `Ein Jahresgehalt von 65.000
      // Dollar`, `Die Tilgung eines Studienkredits`, else `Der Preis für ein Haus`).
      const costOf = () =>
        has(lang, `${item}.cost`) ? say(lang, `${item}.cost`) : say(lang, 'share.cost', forms);
      const base: Args = has(lang, 'share.cost') ? { ...forms, cost: costOf() } : forms;
      if (claim.all) return say(lang, 'share.all', base);
      if (claim.belowPower !== undefined)
        return say(lang, 'share.tiny', { ...base, power: String(claim.belowPower) });
      if (claim.almostAll) return say(lang, 'share.almostAll', base);
      const english = multiplierFigure(claim.percent);
      return say(lang, 'share.percent', {
        ...base,
        percent: figureIn(english, lang).text,
        whole: wholeOf(english.text),
        lessThan: yes(claim.lessThan),
      });
    }
    case 'needed': {
      const action = actionOf(lang, context.item as string);
      if (claim.form === 'more') {
        const { shortfall } = claim;
        return say(lang, 'needed.more', {
          shortfall: moneyIn(shortfall, shortfall.currency, lang),
          action,
        });
      }
      const figure = figureIn(
        claim.form === 'fortunes'
          ? { text: formatCount(claim.count), shown: plainShown(claim.count, 0) }
          : claim.times,
        lang,
        'count',
      );
      return say(lang, `needed.${claim.form}`, { ...figureArgs(figure), times: figure.text, action });
    }
  }
  throw new Error('a claim of no known kind');
}
