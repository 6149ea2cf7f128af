import { createAccessKeySchema, redirectUriProblem } from './dashboard';

describe('redirect URIs of web-app MCP keys', () => {
  it('accepts exact https URLs and http on a loopback host', () => {
    for (const uri of [
      'https://assistant.example/oauth/callback',
      'https://a.example:8443/cb?x=1',
      'http://127.0.0.1:6274/callback',
      'http://localhost/cb',
      'http://[::1]:9000/cb',
    ]) {
      expect({ uri, problem: redirectUriProblem(uri) }).toEqual({ uri, problem: null });
    }
  });

  it('refuses plain http elsewhere, other schemes, fragments, credentials and relative addresses', () => {
    expect(redirectUriProblem('http://assistant.example/cb')).toMatch(/must be an https URL/);
    expect(redirectUriProblem('javascript:alert(1)')).toMatch(/must be an https URL/);
    expect(redirectUriProblem('https://assistant.example/cb#frag')).toMatch(/fragment/);
    expect(redirectUriProblem('https://user:pw@assistant.example/cb')).toMatch(/credentials/);
    expect(redirectUriProblem('/callback')).toMatch(/not an absolute URL/);
  });

  it('names the bad entry in the create schema', () => {
    const result = createAccessKeySchema.safeParse({
      kind: 'mcp',
      auth_type: 'web_app',
      scopes: ['merchant:read'],
      redirect_uris: ['https://ok.example/cb', 'http://bad.example/cb'],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['redirect_uris.1']);
  });
});
