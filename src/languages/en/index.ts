// English, one folder (src/languages/README.md): the reference language. Its catalogue.json is the
// reference every other catalogue must match, its anchors.json and page.json the texts the others
// translate; its sums keep the published style (src/money/format.ts), so it has no style.ts.
export { numbers } from './numbers.ts';
