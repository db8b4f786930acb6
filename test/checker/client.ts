/** The real app, started in-process (only `buildApp`/`loadConfig` are used from `src/`), and the data set it serves. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type DataSet, loadDataSet, type RawAnchor } from './dataset.ts';

const LIMITS = {
  REST_RATE_LIMIT: '1000000000',
  MCP_RATE_LIMIT: '1000000000',
  DOCS_RATE_LIMIT: '1000000000',
  CARD_RATE_LIMIT: '1000000000',
};

export interface Service {
  readonly app: FastifyInstance;
  readonly data: DataSet;
  get(url: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export async function startService(): Promise<Service> {
  const app = await buildApp({ config: loadConfig(LIMITS), logger: false });
  await app.ready();
  const raw = await app.inject('/data/anchors.json');
  if (raw.statusCode !== 200) throw new Error(`/data/anchors.json answered ${raw.statusCode}`);
  const data = loadDataSet(JSON.parse(raw.body) as { version?: string; anchors: RawAnchor[] });
  return {
    app,
    data,
    async get(url) {
      const r = await app.inject(url);
      return { status: r.statusCode, body: r.body };
    },
    close: () => app.close(),
  };
}
