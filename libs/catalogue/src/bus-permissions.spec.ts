import { BuyerSubjects, mayAssertPrincipal } from '@netline/contracts';
import { BUS_USERS, busPermissions, busSends } from './bus-permissions';

describe('bus permissions: buyer sign-in', () => {
  it("gives credit's read of customers across merchants to identity alone", () => {
    for (const appEnv of ['sandbox', 'production'] as const) {
      const senders = BUS_USERS.filter((user) => busSends(user, appEnv).includes(BuyerSubjects.customersByEmail));
      expect(senders).toEqual(['identity']);
      const identity = busPermissions(appEnv).find((entry) => entry.user === 'identity')!;
      expect(identity.publish.allow).toEqual(expect.arrayContaining([BuyerSubjects.customersByEmail, `*.${BuyerSubjects.customersByEmail}`]));
    }
    // An internal subject: nobody may vouch for a principal on it.
    expect(mayAssertPrincipal('identity', BuyerSubjects.customersByEmail)).toBe(false);
  });

  it('lets only the gateway ask identity for portal sign-in (links, redeem)', () => {
    for (const subject of [BuyerSubjects.requestSignInLink, BuyerSubjects.redeemSignInLink]) {
      expect(BUS_USERS.filter((user) => busSends(user, 'production').includes(subject))).toEqual(['gateway']);
    }
  });

  it("lets the gateway and the MCP endpoint verify a buyer API token and ask its address's reach; only the gateway mints, lists and revokes", () => {
    for (const subject of [BuyerSubjects.verifyApiToken, BuyerSubjects.reach]) {
      expect(BUS_USERS.filter((user) => busSends(user, 'production').includes(subject))).toEqual(['gateway', 'mcp']);
    }
    for (const subject of [BuyerSubjects.createApiToken, BuyerSubjects.listApiTokens, BuyerSubjects.revokeApiToken]) {
      expect(BUS_USERS.filter((user) => busSends(user, 'production').includes(subject))).toEqual(['gateway']);
    }
  });
});
