import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { IDENTITY_MIGRATIONS } from '../migrations';
import { OAuthRecordsRepository } from '../oauth-records/oauth-records.repository';

/** The authorization server's store against real PostgreSQL: the adapter contract and the cascades. */
describe('OAuthRecordsRepository', () => {
  const database = `netline_it${randomBytes(4).toString('hex')}_identity`;
  const admin = new Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  let source: DataSource;
  let records: OAuthRecordsRepository;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    source = new DataSource({ type: 'postgres', url: `postgres://postgres@127.0.0.1:5432/${database}`, migrations: [...IDENTITY_MIGRATIONS] });
    await source.initialize();
    await source.runMigrations();
    records = new OAuthRecordsRepository(source);
  });
  afterAll(async () => {
    await source?.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  const grant = (id: string, accountId: string, clientId: string) =>
    records.upsert('Grant', id, { jti: id, accountId, clientId, resources: { 'http://mcp/mcp': 'merchant:read' } }, 3600);
  const refresh = (id: string, grantId: string, accountId: string, clientId: string) =>
    records.upsert('RefreshToken', id, { jti: id, grantId, accountId, clientId }, 3600);

  it('finds, updates, consumes (marking the payload) and destroys, and reads expired rows as absent', async () => {
    await grant('g1', 'usr_1', 'ci_1');
    await refresh('rt1', 'g1', 'usr_1', 'ci_1');
    expect(await records.find('RefreshToken', 'rt1')).toMatchObject({ grantId: 'g1' });
    expect(await records.find('RefreshToken', 'rt1')).not.toHaveProperty('consumed');
    await records.consume('RefreshToken', 'rt1');
    expect(await records.find('RefreshToken', 'rt1')).toMatchObject({ consumed: expect.any(Number) });
    await records.upsert('Interaction', 'i1', { uid: 'u1', jti: 'i1' }, 3600);
    expect(await records.findByUid('Interaction', 'u1')).toMatchObject({ jti: 'i1' });
    await records.destroy('Interaction', 'i1');
    expect(await records.findByUid('Interaction', 'u1')).toBeUndefined();
    await records.upsert('AuthorizationCode', 'c1', { jti: 'c1', grantId: 'g1' }, 1);
    await source.query("UPDATE oauth_records SET expires_at = now() - interval '1 second' WHERE id = 'c1'");
    expect(await records.find('AuthorizationCode', 'c1')).toBeUndefined();
    await records.sweepExpired(new Date(0));
    expect(await source.query("SELECT 1 FROM oauth_records WHERE id = 'c1'")).toEqual([]);
  });

  it('ends a grant with everything issued under it, and cascades by key and by user', async () => {
    await grant('g2', 'usr_2', 'ci_2');
    await refresh('rt2', 'g2', 'usr_2', 'ci_2');
    await grant('g3', 'usr_2', 'ci_3');
    await refresh('rt3', 'g3', 'usr_2', 'ci_3');
    await grant('g4', 'usr_4', 'ci_3');
    await refresh('rt4', 'g4', 'usr_4', 'ci_3');
    expect((await records.grantsOf('usr_2')).map((row) => row.id).sort()).toEqual(['g2', 'g3']);

    expect(await records.revokeByGrantId('g2')).toBe(2);
    expect(await records.find('RefreshToken', 'rt2')).toBeUndefined();
    expect(await records.find('Grant', 'g3')).toBeDefined();

    await records.revokeByClient('ci_3');
    expect(await records.find('Grant', 'g3')).toBeUndefined();
    expect(await records.find('RefreshToken', 'rt4')).toBeUndefined();

    await grant('g5', 'usr_5', 'ci_5');
    await refresh('rt5', 'g5', 'usr_5', 'ci_5');
    await records.upsert('Session', 's5', { jti: 's5', accountId: 'usr_5' }, 600);
    await grant('g6', 'usr_6', 'ci_5');
    await records.revokeByAccount('usr_5');
    expect(await records.find('Grant', 'g5')).toBeUndefined();
    expect(await records.find('RefreshToken', 'rt5')).toBeUndefined();
    expect(await records.find('Session', 's5')).toBeUndefined();
    expect(await records.find('Grant', 'g6')).toBeDefined();
  });

  it("records an ended grant under its key's account until no token of it can be alive, in the same statement", async () => {
    await source.query(`INSERT INTO merchants (id, name, secret_key_digest, webhook_secret) VALUES ('mer_g', 'Grant Co', 'digest', 'v1.sealed')`);
    await source.query(
      `INSERT INTO access_keys (id, merchant_id, client_id, client_secret_digest, kind, auth_type, scopes) VALUES ('key_g', 'mer_g', 'ci_7', 'digest', 'mcp', 'web_app', '{merchant:read}')`,
    );
    await grant('g7', 'usr_7', 'ci_7');
    await refresh('rt7', 'g7', 'usr_7', 'ci_7');
    const before = new Date(Date.now() - 60_000);
    expect(await records.revokeByGrantId('g7')).toBe(2);
    expect(await records.endedSince('mer_g', before)).toEqual(['g7']);
    expect(await records.endedSince('mer_other', before)).toEqual([]);
    // Ending it again (a second replay racing the first) changes nothing.
    expect(await records.revokeByGrantId('g7')).toBe(0);
    expect(await records.endedSince('mer_g', before)).toEqual(['g7']);
    // Older than the longest token lifetime: swept.
    await records.sweepExpired(new Date(Date.now() + 1_000));
    expect(await records.endedSince('mer_g', before)).toEqual([]);
  });
});
