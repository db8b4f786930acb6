/**
 * A URL's query as the REST routes read one: each name once as a string, a repeated name as an
 * array (which every parameter refuses), so a link's parameters mean what they would to the API.
 */
export function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of search) {
    const before = query[name];
    query[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return query;
}
