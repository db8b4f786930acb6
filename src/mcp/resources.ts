import { readFileSync } from 'node:fs';
import type { Annotations } from '@modelcontextprotocol/server';
import { anchorDataset, DATASET_LICENSE, type Dataset, datasetCsv } from '../anchors/dataset.ts';
import { DATA_DAY } from '../anchors/duration.ts';

/**
 * Resource addresses use a scheme of our own rather than https: the contents are the same on every
 * host and over stdio (which has no origin), so one name identifies them wherever they were read.
 */
const SCHEME = 'tangible-wealth://';

/** One resource: what `resources/list` and the server card say about it, and how its text is made. */
export interface ResourceDefinition {
  readonly name: string;
  readonly uri: string;
  readonly title: string;
  readonly description: string;
  readonly mimeType: string;
  readonly annotations: Annotations;
  /** The whole content; only the data set depends on anything (the operator's attribution). */
  readonly text: (dataset: Dataset) => string;
}

/**
 * The two pages of docs/ an agent may need, read once at start-up. They ship in the package
 * (package.json `files`), and `../../docs/` is the same folder from src/mcp/ and from dist/mcp/.
 */
function doc(name: string): string {
  return readFileSync(new URL(`../../docs/${name}`, import.meta.url), 'utf8');
}
const PROSE = doc('prose.md');
const EXAMPLES = doc('examples.md');

export const RESOURCES: readonly ResourceDefinition[] = [
  {
    name: 'anchors-json',
    uri: `${SCHEME}data/anchors.json`,
    title: 'Scale anchors (JSON)',
    description: `Every real-world figure the scale sentences compare results with (durations, heights, counts, sums of money), each with its unit, wording and source. Version ${DATA_DAY}, ${DATASET_LICENSE.name}.`,
    mimeType: 'application/json',
    annotations: { audience: ['assistant'], priority: 0.5 },
    text: (dataset) => JSON.stringify(dataset),
  },
  {
    name: 'anchors-csv',
    uri: `${SCHEME}data/anchors.csv`,
    title: 'Scale anchors (CSV)',
    description: `The same anchors as CSV (RFC 4180, a header row); version and licence are in ${SCHEME}data/anchors.json.`,
    mimeType: 'text/csv',
    annotations: { audience: ['user'], priority: 0.3 },
    text: datasetCsv,
  },
  {
    name: 'prose-rules',
    uri: `${SCHEME}docs/prose.md`,
    title: 'Result prose: the rules applied',
    description:
      'How money values are read and how phrase, sentence and scale are worded and rounded: why they are quoted as they are.',
    mimeType: 'text/markdown',
    annotations: { audience: ['assistant'], priority: 0.7 },
    text: () => PROSE,
  },
  {
    name: 'examples',
    uri: `${SCHEME}docs/examples.md`,
    title: 'Examples gallery',
    description: 'Real requests to every operation and what the service answers to them.',
    mimeType: 'text/markdown',
    annotations: { audience: ['user', 'assistant'], priority: 0.4 },
    text: () => EXAMPLES,
  },
];

/** Each resource's text by URI, made once for an attribution: nothing changes while the process runs. */
export function resourceTexts(attribution: string): ReadonlyMap<string, string> {
  const dataset = anchorDataset(attribution);
  return new Map(RESOURCES.map((resource) => [resource.uri, resource.text(dataset)]));
}
