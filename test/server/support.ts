// What the server-process tests send alike.

/** A stateless MCP `tools/call` body on revision 2026-07-28, naming `client` in its metadata. */
export function toolsCallBody(client: string): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: {
      name: 'number_of_items',
      arguments: { wealth: '1T', typeOfItem: 'house' },
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientInfo': { name: client, version: '1.0.0' },
        'io.modelcontextprotocol/clientCapabilities': {},
      },
    },
  });
}
