import { MCP_PATH } from '../http/paths.ts';

/**
 * Paths a crawler should leave alone: the API endpoints answer computed JSON that belongs in no
 * index, and every fetch spends the rate limits of real users; health and metrics are for operators.
 */
const DISALLOWED = ['/v1/', MCP_PATH, '/healthz', '/readyz', '/metrics'];

/**
 * `/robots.txt` (RFC 9309). Everything else is allowed: the reference, llms.txt, the OpenAPI
 * document, the data set and the comparison page with its card images and embeds, which link
 * previews fetch. The longest match wins, so `Allow: /` does not reopen the paths above.
 */
export const ROBOTS_TXT = `# Tangible Wealth: the documentation, the data set and the comparison page may be crawled;
# the API endpoints may not (crawling them would only spend the rate limits).
User-agent: *
${DISALLOWED.map((path) => `Disallow: ${path}`).join('\n')}
Allow: /
`;
