import { loadMcpConfig } from './config';

describe('MCP configuration', () => {
  it('runs locally with defaults: port 3100, the MCP URL tokens are minted for, the local authorization server', () => {
    expect(loadMcpConfig({})).toMatchObject({
      HTTP_PORT: 3100,
      HTTP_HOST: '127.0.0.1',
      MCP_URL: 'http://127.0.0.1:3100/mcp',
      OAUTH_ISSUER: 'http://127.0.0.1:3000/oauth',
      MCP_ALLOWED_ORIGINS: [],
      AUTH_CACHE_TTL_MS: 5_000,
      RATE_LIMIT_PER_MINUTE: 100,
    });
  });

  it('reads allowed origins and refuses anything that is not an origin, or a cache longer than 5 s', () => {
    expect(loadMcpConfig({ MCP_ALLOWED_ORIGINS: 'https://app.example.com, http://localhost:6274' }).MCP_ALLOWED_ORIGINS).toEqual([
      'https://app.example.com',
      'http://localhost:6274',
    ]);
    expect(() => loadMcpConfig({ MCP_ALLOWED_ORIGINS: 'https://app.example.com/path' })).toThrow(/MCP_ALLOWED_ORIGINS/);
    expect(() => loadMcpConfig({ AUTH_CACHE_TTL_MS: '60000' })).toThrow(/AUTH_CACHE_TTL_MS/);
    expect(() => loadMcpConfig({ MCP_URL: 'not a url' })).toThrow(/MCP_URL/);
  });
});
