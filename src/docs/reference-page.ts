import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Scalar's self-contained browser bundle (`@scalar/api-reference`'s dist/browser/standalone.js),
 * kept in vendor/scalar/ with its version and checksum (scripts/vendor-scalar.ts brings a new one):
 * the package itself would install 106 MB of build-time dependencies to serve this one file. No CDN.
 * The same relative path works from src/docs/ in a clone and from dist/docs/ in the installed package.
 */
const VENDOR = new URL('../../vendor/scalar/', import.meta.url);
export const SCALAR_FILE = fileURLToPath(new URL('standalone.js', VENDOR));
export const SCALAR_SOURCE = JSON.parse(readFileSync(new URL('source.json', VENDOR), 'utf8')) as {
  version: string;
  sha256: string;
};
export const SCALAR_VERSION = SCALAR_SOURCE.version;

/** The bundle's path carries its version, so it can be cached for good. */
export const SCALAR_SCRIPT_PATH = `/reference/scalar-api-reference-${SCALAR_VERSION}.js`;
export const INIT_SCRIPT_PATH = '/reference/init.js';

/**
 * Scalar settings. Nothing may leave this server: no font CDN, no telemetry, no hosted agent, no
 * request proxy (try-it calls the API directly, which allows any origin).
 */
export const SCALAR_OPTIONS = {
  url: '/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
  defaultOpenAllTags: true,
  orderSchemaPropertiesBy: 'preserve',
  orderRequiredPropertiesFirst: true,
  documentDownloadType: 'direct',
  hideModels: false,
  theme: 'default',
} as const;

/**
 * Starts Scalar; kept out of the page so the page's CSP can forbid inline scripts. Without
 * PUBLIC_URL the document's server is `/`, which Scalar would print as `origin//v1/…`: the page
 * names its own origin instead, the same server.
 */
export function initScript(publicUrl: string | undefined): string {
  const options = JSON.stringify(SCALAR_OPTIONS);
  if (publicUrl) return `Scalar.createApiReference('#app', ${options});\n`;
  return `Scalar.createApiReference('#app', { ...${options}, servers: [{ url: window.location.origin, description: 'This server' }] });\n`;
}

/**
 * The page CSP: scripts and connections only to this origin (plus PUBLIC_URL, which the document's
 * server points at); Scalar injects its styles inline.
 */
export function contentSecurityPolicy(publicUrl: string | undefined): string {
  const connect = ["'self'", ...(publicUrl ? [publicUrl] : [])].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const NAV_LINKS: readonly [string, string][] = [
  ['/compare', 'Compare'],
  ['/openapi.json', 'OpenAPI'],
  ['/openapi.yaml', 'YAML'],
  ['/llms.txt', 'llms.txt'],
];

// Scalar offsets its sticky sidebar by --scalar-custom-header-height. The header stays one line at any
// width (its links scroll sideways on a narrow phone rather than wrap), and code blocks scroll inside
// the page instead of making it wider than the screen.
const NAV_STYLE = `
:root { --scalar-custom-header-height: 2.75rem; }
body { margin: 0; }
.tw-nav { position: sticky; top: 0; z-index: 10; height: 2.75rem; box-sizing: border-box;
  display: flex; align-items: center; gap: 1.25rem; padding: 0 3rem 0 1rem;
  overflow-x: auto; white-space: nowrap; scrollbar-width: none;
  font: 14px/1.2 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  background: #111827; color: #f9fafb; }
.tw-nav strong { font-weight: 600; margin-right: auto; }
.tw-nav strong, .tw-nav a { flex: none; }
.tw-nav a { color: #e5e7eb; text-decoration: none; }
.tw-nav a:hover, .tw-nav a:focus { color: #fff; text-decoration: underline; }
#app pre { max-width: 100%; overflow-x: auto; }
@media (max-width: 40rem) {
  .tw-nav { gap: 0.9rem; padding: 0 0.75rem; font-size: 13px; }
  .tw-nav .tw-long { display: none; }
  /* Scalar's hover buttons beside headings (Copy link) may stick out past the edge: never widen the page. */
  #app { overflow-x: clip; }
}
`;

/** The interactive reference at `/`: a small header with links, then Scalar pointed at /openapi.json. */
export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tangible Wealth API reference</title>
<meta name="description" content="Interactive reference of the Tangible Wealth API: a sum of money as human-scale, quotable facts.">
<link rel="icon" href="data:,">
<style>${NAV_STYLE}</style>
</head>
<body>
<nav class="tw-nav" aria-label="Tangible Wealth">
<strong>Tangible Wealth<span class="tw-long"> API</span></strong>
${NAV_LINKS.map(([href, text]) => `<a href="${href}">${text}</a>`).join('\n')}
</nav>
<div id="app"></div>
<noscript><p>The interactive reference needs JavaScript. The API is described in <a href="/openapi.json">openapi.json</a> and <a href="/llms.txt">llms.txt</a>.</p></noscript>
<script src="${SCALAR_SCRIPT_PATH}"></script>
<script src="${INIT_SCRIPT_PATH}"></script>
</body>
</html>
`;
