// Every language's folder, one per language as date-fns keeps its locales (src/languages/README.md).
// Registering a language is one line here, and its tag in src/i18n/languages.ts (LANGUAGES) and
// src/i18n/scale-words.ts (NumberLang, INTL_LOCALE); its JSON files are found by the folder's name.
// Nothing in src/languages imports anything outside it: the code that reads these folders types them
// where it reads them (src/i18n: scale-words.ts, styles/index.ts, read-money.ts, money.ts;
// src/anchors/local/index.ts).
import * as de from './de/index.ts';
import * as en from './en/index.ts';
import * as enIN from './en-IN/index.ts';
import * as es from './es/index.ts';
import * as fr from './fr/index.ts';
import * as it from './it/index.ts';
import * as ja from './ja/index.ts';
import * as ptBR from './pt-BR/index.ts';

/** Each language's folder, by tag, in the order of src/i18n/languages.ts `LANGUAGES`. */
export const LANGUAGE_FOLDERS = { en, de, fr, es, 'pt-BR': ptBR, it, ja, 'en-IN': enIN };
