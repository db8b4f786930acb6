import type { DurationAnchor } from '../duration.ts';
import type { GrowthAnchor } from '../growth.ts';
import type { HeightAnchor } from '../height.ts';
import type { ItemsAnchor } from '../items.ts';

/** A language's own anchors, in the shapes of the shared tables (issue 28: "anchors a local reader knows"). */
export interface LocalAnchors {
  readonly duration: readonly DurationAnchor[];
  readonly height: readonly HeightAnchor[];
  readonly items: readonly ItemsAnchor[];
  readonly growth: readonly GrowthAnchor[];
}
