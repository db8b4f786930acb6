// Spanish, one folder (src/languages/README.md): catalogue.json, anchors.json and page.json are
// read by path; the data below is typed where it is read.
export { localAnchors } from './local-anchors.ts';
export { labels, moneyWords, notation, spainNotation } from './money-words.ts';
export { numbers } from './numbers.ts';
export { style } from './style.ts';
