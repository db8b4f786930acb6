import { createConfig, lintFromString } from '@redocly/openapi-core';
import { type RulesetDefinition, Spectral } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { buildOpenApi } from '../../src/docs/openapi.ts';

type Json = Record<string, unknown>;

/** The document varies with the settings (servers, links, contact, examples): lint each variant. */
const VARIANTS: Record<string, Record<string, string>> = {
  'default settings': {},
  'PUBLIC_URL set': { PUBLIC_URL: 'https://wealth.example' },
};

let redoclyConfig: Awaited<ReturnType<typeof createConfig>>;
const spectral = new Spectral();

beforeAll(async () => {
  redoclyConfig = await createConfig({ extends: ['recommended'] });
  // What a `.spectral.yaml` with `extends: spectral:oas` runs. (The cast: spectral-rulesets is typed
  // against its own copy of spectral-core's types.)
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
});

/** Every problem Redocly's `recommended` ruleset reports (errors and warnings), one line each. */
async function redocly(document: Json): Promise<string[]> {
  const problems = await lintFromString({
    source: JSON.stringify(document, null, 2),
    absoluteRef: '/openapi.json',
    config: redoclyConfig,
  });
  return problems.map(
    (p) => `redocly ${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`,
  );
}

const SPECTRAL_SEVERITIES = ['error', 'warning', 'info', 'hint'];

/** Every finding of Spectral's `oas` ruleset, whatever its severity, one line each. */
async function spectralFindings(document: Json): Promise<string[]> {
  const results = await spectral.run(JSON.stringify(document, null, 2));
  return results.map(
    (r) =>
      `spectral ${SPECTRAL_SEVERITIES[r.severity] ?? r.severity} ${r.code} at ${r.path.join('.')}: ${r.message}`,
  );
}

const report = (problems: string[]) => `\n  ${problems.join('\n  ')}\n`;

describe('the OpenAPI document passes the ecosystem linters with no error and no warning', () => {
  for (const [variant, env] of Object.entries(VARIANTS)) {
    it(`Redocly recommended, ${variant}`, async () => {
      const problems = await redocly(buildOpenApi(loadConfig(env)));
      expect(problems, report(problems)).toEqual([]);
    });

    it(`Spectral oas, ${variant}`, async () => {
      const problems = await spectralFindings(buildOpenApi(loadConfig(env)));
      expect(problems, report(problems)).toEqual([]);
    });
  }

  it('the linters do report a broken document (so the checks above can fail)', async () => {
    const broken = buildOpenApi(loadConfig({})) as Json & { info: Json; components: { parameters: Json } };
    delete broken.security;
    delete broken.info.contact;
    (broken.components.parameters.rate as Json).example = '0.05';
    const fromRedocly = await redocly(broken);
    const fromSpectral = await spectralFindings(broken);
    expect(fromRedocly.some((p) => p.includes('security-defined'))).toBe(true);
    expect(fromRedocly.some((p) => p.includes('no-invalid-parameter-examples'))).toBe(true);
    expect(fromSpectral.some((p) => p.includes('info-contact'))).toBe(true);
    expect(fromSpectral.some((p) => p.includes('oas3-valid-media-example'))).toBe(true);
  });
});
