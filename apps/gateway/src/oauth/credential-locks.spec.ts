import { clientIdOf, presentedCredential } from './credential-locks';

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

describe('the credential a token request presents', () => {
  it('names the client of a client_credentials request from HTTP Basic (form-encoded parts) or the form', () => {
    const form = new URLSearchParams({ grant_type: 'client_credentials', resource: 'http://127.0.0.1:3100/mcp' }).toString();
    expect(clientIdOf(form, basic('ci_abc', 'cs_secret'))).toBe('ci_abc');
    expect(clientIdOf(form, basic('ci%3Aodd+id', 'x'))).toBe('ci:odd id');
    expect(clientIdOf(`${form}&client_id=ci_form&client_secret=cs`, undefined)).toBe('ci_form');
    // Basic wins, as the provider reads it.
    expect(clientIdOf(`${form}&client_id=ci_form`, basic('ci_basic', 'cs'))).toBe('ci_basic');
  });

  it('names no client for other grants, a missing or overlong id, or undecodable Basic', () => {
    expect(clientIdOf('grant_type=refresh_token&client_id=ci_abc', undefined)).toBeNull();
    expect(clientIdOf('grant_type=client_credentials', undefined)).toBeNull();
    expect(clientIdOf(`grant_type=client_credentials&client_id=${'a'.repeat(201)}`, undefined)).toBeNull();
    expect(clientIdOf('grant_type=client_credentials', basic('%E0%A4%A', 'x'))).toBeNull();
    expect(clientIdOf({ grant_type: 'client_credentials' }, basic('ci_abc', 'x'))).toBeNull();
  });

  it('locks codes and refresh tokens, never client credentials', () => {
    expect(presentedCredential('grant_type=authorization_code&code=abc')).toBe('abc');
    expect(presentedCredential('grant_type=refresh_token&refresh_token=rt')).toBe('rt');
    expect(presentedCredential('grant_type=client_credentials&client_id=ci_abc')).toBeNull();
  });
});
