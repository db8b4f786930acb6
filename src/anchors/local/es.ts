// Anchors a reader of this language knows, used only in answers in it (docs/languages.md).
import type { LocalAnchors } from './types.ts';

export const localAnchors: LocalAnchors = { duration: [], height: [], items: [], growth: [] };
