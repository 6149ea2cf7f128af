import { CreatedMerchant, InternalRpcSubject, RpcBodyIn, RpcMessage } from '@netline/contracts';
import { messagingEntities, messagingMigrations, OutboxWriter, parseRpcMessage, UnitOfWork } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { ManualClock, provisionTestDatabase, ProvisionedDatabase } from '@netline/testing';
import { unitOfWorkWithoutRelay, WrittenEvent, writtenEvents } from '@netline/testing/medium';
import { createLocalJWKSet, JWTPayload, jwtVerify } from 'jose';
import { randomBytes } from 'node:crypto';
import { AccessKeysRepository } from './access-keys/access-keys.repository';
import { AccessKeysService } from './access-keys/access-keys.service';
import { TokenRevocations } from './access-keys/token-revocations';
import { IDENTITY_ENTITIES } from './app.module';
import { IdentityConfig, loadIdentityConfig } from './config';
import { MerchantsRepository } from './merchants/merchants.repository';
import { MerchantsService } from './merchants/merchants.service';
import { IDENTITY_MIGRATIONS } from './migrations';
import { OAuthRecordsRepository } from './oauth-records/oauth-records.repository';
import { SigningKeysRepository } from './signing-keys/signing-keys.repository';
import { SigningKeysService } from './signing-keys/signing-keys.service';
import { UsersRepository } from './users/users.repository';
import { UsersService } from './users/users.service';
import { AccountMail } from './accounts/account-mail';
import { InvitationsRepository } from './accounts/invitations.repository';
import { InvitationsService } from './accounts/invitations.service';
import { PasswordResetsRepository } from './accounts/password-resets.repository';
import { PasswordResetsService } from './accounts/password-resets.service';
import { PasswordsService } from './accounts/passwords.service';
import { SecondFactorService } from './accounts/second-factor.service';

/** Where every identity medium suite's clock starts, and is set back to before each test. */
export const IDENTITY_MEDIUM_START = '2030-03-04T10:00:00.000Z';

/**
 * Identity wired as its module wires it, in the test's process: the real merchants, access-key, signing-key,
 * revocation, users and password services, their repositories and the unit of work against a fresh
 * database (as identity's runtime role), and a clock the test moves. Identity asks no peer for any of this, so no
 * fake answers on the bus. The outbox relay does not run: a test reads the events from the outbox table,
 * where the transaction put them. Operator and service requests go through `parseRpcMessage`, the check
 * identity's handlers run before a method, so a body the RPC map refuses is refused here too.
 */
export interface IdentityWorld {
  config: IdentityConfig;
  clock: ManualClock;
  database: ProvisionedDatabase;
  unitOfWork: UnitOfWork;
  merchants: MerchantsService;
  accessKeys: AccessKeysService;
  signingKeys: SigningKeysService;
  revocations: TokenRevocations;
  users: UsersService;
  passwords: PasswordsService;
  secondFactor: SecondFactorService;
  resets: PasswordResetsService;
  invitations: InvitationsService;
  /** Identity's account mail outbox and sender (no SMTP_URL unless the suite sets one: messages are captured). */
  mail: AccountMail;
  /** The body of an internal request on `subject`, as identity's handler checks it. */
  body<S extends InternalRpcSubject>(subject: S, body: RpcBodyIn<S>): RpcMessage<S>['body'];
  /** A merchant of its own (as `admin merchant create` makes it), so keys, users and events never meet another test's. */
  merchant(options?: { oauth?: boolean; basic?: boolean }): Promise<CreatedMerchant>;
  /** Verifies a token as an outside verifier does: against identity's JWKS, at the clock's time; its claims. */
  verify(token: string, audience?: string): Promise<JWTPayload>;
  /** The events written for `merchantId`, oldest first. */
  events(merchantId: string): Promise<WrittenEvent[]>;
}

/**
 * Registers the hooks that build the world before the suite and take it down after it, and returns it;
 * its members are there from `beforeAll` on. `env` overrides identity's configuration.
 */
export function useIdentityWorld(env: Record<string, string> = {}): IdentityWorld {
  const config = loadIdentityConfig({
    ...process.env,
    NETLINE_NAMESPACE: `m${randomBytes(5).toString('hex')}`,
    PARTNER_WORK_INTERVAL_MS: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const clock = new ManualClock(IDENTITY_MEDIUM_START);
  const world = { config, clock } as IdentityWorld;

  beforeAll(async () => {
    world.database = await provisionTestDatabase({
      config,
      service: 'identity',
      entities: [...IDENTITY_ENTITIES, ...messagingEntities],
      migrations: [...IDENTITY_MIGRATIONS, ...messagingMigrations],
    });
    const dataSource = world.database.dataSource;
    world.unitOfWork = unitOfWorkWithoutRelay(dataSource, new OutboxWriter(clock), createLogger('identity', 'silent'));
    const merchantsRepository = new MerchantsRepository(dataSource);
    const keysRepository = new AccessKeysRepository(dataSource);
    const usersRepository = new UsersRepository(dataSource);
    const oauthRecords = new OAuthRecordsRepository(dataSource);
    world.merchants = new MerchantsService(merchantsRepository, world.unitOfWork, clock, config);
    world.signingKeys = new SigningKeysService(new SigningKeysRepository(dataSource), dataSource, clock, config);
    world.accessKeys = new AccessKeysService(keysRepository, merchantsRepository, world.signingKeys, oauthRecords, world.unitOfWork, clock, config);
    world.revocations = new TokenRevocations(merchantsRepository, keysRepository, usersRepository, oauthRecords, clock, config);
    world.secondFactor = new SecondFactorService(dataSource, world.unitOfWork, usersRepository, merchantsRepository, clock, config);
    world.users = new UsersService(usersRepository, merchantsRepository, oauthRecords, world.unitOfWork, clock);
    world.passwords = new PasswordsService(usersRepository, merchantsRepository, world.unitOfWork, clock, world.secondFactor);
    world.mail = new AccountMail(dataSource, clock, config, createLogger('identity', 'silent'));
    world.resets = new PasswordResetsService(
      dataSource,
      world.unitOfWork,
      usersRepository,
      new PasswordResetsRepository(),
      oauthRecords,
      world.mail,
      clock,
      createLogger('identity', 'silent'),
    );
    world.invitations = new InvitationsService(
      dataSource,
      new InvitationsRepository(),
      usersRepository,
      merchantsRepository,
      world.mail,
      world.unitOfWork,
      clock,
    );
  });

  afterAll(async () => {
    await world.resets?.beforeApplicationShutdown();
    await world.mail?.onApplicationShutdown();
    await world.database?.drop();
  });

  beforeEach(() => clock.set(IDENTITY_MEDIUM_START));

  world.body = (subject, body) => parseRpcMessage(subject, { request_id: 'req_medium', body }).body;

  world.merchant = ({ oauth = false, basic = true } = {}) =>
    world.merchants.create({ name: `Medium Merchant ${randomBytes(3).toString('hex')}`, basic_enabled: basic, oauth_enabled: oauth });

  world.verify = async (token, audience = config.PUBLIC_BASE_URL) =>
    (await jwtVerify(token, createLocalJWKSet(await world.signingKeys.jwks()), { issuer: config.TOKEN_ISSUER, audience, currentDate: clock.now() })).payload;

  world.events = (merchantId) => writtenEvents(world.database.dataSource, "payload->>'merchant_id' = $1", merchantId);

  return world;
}
