import type { DurationAnchor } from '../duration.ts';
import type { GrowthAnchor } from '../growth.ts';
import type { HeightAnchor } from '../height.ts';
import type { ItemsAnchor } from '../items.ts';

/**
 * A language's own anchor. `replaces` names a shared anchor of the same expression that a reader of the
 * language does not picture, left out of the language's tables for this one (issue 33, "anchors a local
 * reader pictures": a euro coin's thickness, not a US quarter's). A local anchor with a shared anchor's
 * very figure takes its place without naming it (perspective.ts lastOfEqual).
 */
export type Local<A> = A & { readonly replaces?: string };

/** A language's own anchors, in the shapes of the shared tables (issue 28: "anchors a local reader knows"). */
export interface LocalAnchors {
  readonly duration: readonly Local<DurationAnchor>[];
  readonly height: readonly Local<HeightAnchor>[];
  readonly items: readonly Local<ItemsAnchor>[];
  readonly growth: readonly Local<GrowthAnchor>[];
}
