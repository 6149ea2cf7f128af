import { randomBytes } from 'node:crypto';
import { newLinkToken, tokenDigest } from '../accounts/account-tokens';
import { bindingDigest, isLinkToken, linkRefusal } from './buyer-links';

/** The rules of a buyer sign-in link's token and browser binding (docs/security.md, "Buyer sign-in"). */
describe('buyer sign-in links', () => {
  const now = new Date('2030-03-04T10:00:00.000Z');
  const binding = randomBytes(32).toString('base64url');
  const link = (changes: Partial<{ usedAt: Date | null; expiresAt: Date; bindingDigest: string }> = {}) => ({
    usedAt: null,
    expiresAt: new Date(now.getTime() + 15 * 60_000),
    bindingDigest: bindingDigest(binding),
    ...changes,
  });

  it('takes tokens and bindings of 256 random bits only, and stores neither', () => {
    const token = newLinkToken();
    expect(isLinkToken(token)).toBe(true);
    expect(isLinkToken(binding)).toBe(true);
    for (const wrong of ['', 'short', `${token}x`, token.replace(/.$/, '='), 42, null]) expect(isLinkToken(wrong)).toBe(false);
    expect(tokenDigest(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenDigest(token)).not.toContain(token);
    expect(bindingDigest(binding)).toMatch(/^[0-9a-f]{64}$/);
    expect(bindingDigest(binding)).not.toBe(bindingDigest(randomBytes(32).toString('base64url')));
  });

  it('signs in with an unused, unexpired link from the browser that asked for it', () => {
    expect(linkRefusal(link(), now, binding)).toBeNull();
    // Up to the last millisecond of its 15 minutes.
    expect(linkRefusal(link(), new Date(now.getTime() + 15 * 60_000 - 1), binding)).toBeNull();
  });

  it('refuses a used link, an expired one and another browser', () => {
    expect(linkRefusal(link({ usedAt: now }), now, binding)).toBe('used');
    expect(linkRefusal(link(), new Date(now.getTime() + 15 * 60_000), binding)).toBe('expired');
    expect(linkRefusal(link(), now, randomBytes(32).toString('base64url'))).toBe('other_browser');
    // The digest itself (what identity stores, what the gateway sent at the request) is no binding.
    expect(linkRefusal(link(), now, bindingDigest(binding))).toBe('other_browser');
    expect(linkRefusal(link(), now, '')).toBe('other_browser');
  });

  it('names the first reason in a fixed order: used, then expired, then the browser', () => {
    const spent = link({ usedAt: now, expiresAt: new Date(now.getTime() - 1) });
    expect(linkRefusal(spent, now, 'x')).toBe('used');
    expect(linkRefusal(link({ expiresAt: now }), now, 'x')).toBe('expired');
  });
});
