import { buildOperationRequest, OperationInput, OPERATIONS } from '@netline/catalogue';
import {
  ListEnvelope,
  ListQuery,
  Principal,
  RawQuery,
  RpcMessage,
  RpcSubject,
  Shipment as ShipmentBody,
  ShipmentFile,
  ShipmentSubjects,
  SignedShipmentUpload,
  ValidationError,
} from '@netline/contracts';
import { messagingEntities, messagingMigrations, OutboxWriter, parseRpcMessage, RpcClient, UnitOfWork } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { IdGenerator } from '@netline/persistence';
import { FakeTrackingProvider, ManualClock, provisionTestDatabase, ProvisionedDatabase } from '@netline/testing';
import { FakeBilling, mediumMerchant, unitOfWorkWithoutRelay, WrittenEvent, writtenEvents } from '@netline/testing/medium';
import { randomBytes } from 'node:crypto';
import { FULFILLMENT_ENTITIES } from './app.module';
import { BillingClient } from './billing.client';
import { FulfillmentConfig, loadFulfillmentConfig } from './config';
import { CourierTracker } from './couriers/courier-tracker';
import { SandboxCourierAdapter } from './couriers/sandbox-courier.adapter';
import { TrackingProviderAdapter } from './couriers/tracking-provider.adapter';
import { FULFILLMENT_MIGRATIONS } from './migrations';
import { ShipmentsRepository } from './shipments/shipments.repository';
import { ShipmentsService } from './shipments/shipments.service';
import { FilesRepository } from './uploads/files.repository';
import { UploadsService } from './uploads/uploads.service';

/** Where every fulfillment medium suite's clock starts, and is set back to before each test. */
export const FULFILLMENT_MEDIUM_START = '2030-03-04T10:00:00.000Z';
/** The tracking provider's deadline here (TRACKING_TIMEOUT_MS); the courier suite checks each request is given it. */
export const MEDIUM_TRACKING_TIMEOUT_MS = 200;
export const PROOF_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/**
 * Fulfillment wired as its modules wire it, in the test's process: the real shipments and uploads
 * services, courier tracker with the sandbox adapter and the tracking-provider adapter (pointed at a
 * local `FakeTrackingProvider` speaking the provider's HTTP API), their repositories and the unit of
 * work against a fresh database (as fulfillment's runtime role), the real RpcClient over real NATS to a
 * fake billing, and a clock the test moves. The outbox relay does not run: a test reads the events from
 * the outbox table, where the transaction put them.
 *
 * A merchant's request is built from the public operation's input as both edges build it
 * (`buildOperationRequest`; its refusal is thrown as the `ValidationError` the gateway answers 400 with)
 * and then checked by the RPC map as fulfillment's handlers check it (`parseRpcMessage`), so the medium
 * tier sees the same refusals, with the same details, as the HTTP API.
 */
export interface FulfillmentWorld {
  config: FulfillmentConfig;
  clock: ManualClock;
  database: ProvisionedDatabase;
  billing: FakeBilling;
  provider: FakeTrackingProvider;
  unitOfWork: UnitOfWork;
  shipments: ShipmentsService;
  uploads: UploadsService;
  /** A merchant of its own with one invoice at the fake billing, so shipments and events never meet another test's. */
  merchant(): { merchantId: string; principal: Principal; invoiceId: string };
  /** Another invoice of the merchant at the fake billing; its id. */
  invoice(merchantId: string): string;
  /** `POST /shipments` as fulfillment receives it. */
  create(principal: Principal, body: Record<string, unknown>): Promise<ShipmentBody>;
  /** `PUT /shipments/{id}` as fulfillment receives it. */
  update(principal: Principal, id: string, body: Record<string, unknown>): Promise<ShipmentBody>;
  /** `GET /shipments?…` as fulfillment receives it (`uncounted`: as the gateway marks a `V6` request's). */
  list(principal: Principal, query?: RawQuery, options?: { uncounted?: true }): Promise<ListEnvelope<ShipmentBody>>;
  /** `POST /shipments/sign-upload` as fulfillment receives it. */
  signUpload(principal: Principal, body: Record<string, unknown>): Promise<SignedShipmentUpload>;
  /** The `PUT` of `bytes` to a signed upload link, as fulfillment receives it (the gateway has checked type and size limits). */
  upload(uploadUrl: string, bytes: Buffer, contentType: string): Promise<ShipmentFile>;
  /** `admin shipment verify` as fulfillment receives it. */
  operatorVerify(merchantId: string, shipmentId: string, status?: 'verified' | 'pending'): Promise<ShipmentBody>;
  /** Signs an upload of `bytes` and puts them through the signed link, as `sign-upload` then the `PUT` do; the signed upload. */
  uploadProof(principal: Principal, bytes?: Buffer, contentType?: string): Promise<SignedShipmentUpload & { file: ShipmentFile }>;
  /** The events the transactions wrote for the shipment `id`, oldest first. */
  events(id: string): Promise<WrittenEvent[]>;
}

/** The upload token at the end of a signed upload URL. */
export const uploadToken = (uploadUrl: string): string => uploadUrl.split('/').at(-1) as string;

/**
 * Registers the hooks that build the world before the suite and take it down after it, and returns it;
 * its members are there from `beforeAll` on. `env` overrides fulfillment's configuration.
 */
export function useFulfillmentWorld(env: Record<string, string> = {}): FulfillmentWorld {
  const clock = new ManualClock(FULFILLMENT_MEDIUM_START);
  const world = { clock } as FulfillmentWorld;
  let rpc: RpcClient | undefined;

  /** An operator's (internal) request as fulfillment's handler checks it. */
  const internal = <S extends RpcSubject>(subject: S, body: Record<string, unknown>): RpcMessage<S> =>
    parseRpcMessage(subject, { request_id: 'req_medium', body });

  /** A merchant's request of the public operation on `subject`, built and checked as described above. */
  const request = <S extends RpcSubject>(subject: S, principal: Principal | null, input: Partial<OperationInput>): RpcMessage<S> => {
    const operation = OPERATIONS.find((candidate) => candidate.subject === subject);
    if (!operation) throw new Error(`${subject} is no public operation`);
    const built = buildOperationRequest(operation, { params: {}, query: {}, body: undefined, ...input }, { principal, requestId: 'req_medium' });
    if (!built.ok) throw new ValidationError(built.details);
    return parseRpcMessage(subject, built.request);
  };

  beforeAll(async () => {
    world.provider = await FakeTrackingProvider.start('trk_medium_key');
    world.config = loadFulfillmentConfig({
      ...process.env,
      NETLINE_NAMESPACE: `m${randomBytes(5).toString('hex')}`,
      APP_ENV: 'sandbox',
      PUBLIC_BASE_URL: 'https://api.netline.test/api',
      TRACKING_PROVIDER_URL: world.provider.url,
      TRACKING_PROVIDER_KEY: world.provider.key,
      TRACKING_TIMEOUT_MS: String(MEDIUM_TRACKING_TIMEOUT_MS),
      LOG_LEVEL: 'silent',
      ...env,
    });
    const config = world.config;
    world.database = await provisionTestDatabase({
      config,
      service: 'fulfillment',
      entities: [...FULFILLMENT_ENTITIES, ...messagingEntities],
      migrations: [...FULFILLMENT_MIGRATIONS, ...messagingMigrations],
    });
    const dataSource = world.database.dataSource;
    world.billing = await FakeBilling.start(config);
    rpc = new RpcClient(config, 'fulfillment-medium');
    const ids = new IdGenerator();
    world.unitOfWork = unitOfWorkWithoutRelay(dataSource, new OutboxWriter(clock), createLogger('fulfillment', 'silent'));
    world.uploads = new UploadsService(config, new FilesRepository(dataSource), clock, ids);
    const couriers = new CourierTracker(config, new SandboxCourierAdapter(clock), new TrackingProviderAdapter(config));
    world.shipments = new ShipmentsService(new ShipmentsRepository(dataSource), new BillingClient(rpc), world.uploads, couriers, world.unitOfWork, clock, ids);
  });

  afterAll(async () => {
    await rpc?.close();
    await world.billing?.close();
    await world.provider?.stop();
    await world.database?.drop();
  });

  beforeEach(() => clock.set(FULFILLMENT_MEDIUM_START));

  world.invoice = (merchantId) => world.billing.invoice(merchantId, 'cus_medium', 125_050).id;

  world.merchant = () => {
    const merchant = mediumMerchant();
    return { ...merchant, invoiceId: world.invoice(merchant.merchantId) };
  };

  // Each is a promise from the start, so a refused request is a rejection like the service's own refusals.
  world.create = async (principal, body) => world.shipments.create(principal, request(ShipmentSubjects.create, principal, { body }).body);

  world.update = async (principal, id, body) =>
    world.shipments.update(principal, id, request(ShipmentSubjects.update, principal, { params: { shipment_id: id }, body }).body);

  world.list = async (principal, query = {}, options = {}) =>
    world.shipments.list(principal, { ...(request(ShipmentSubjects.list, principal, { query }).query as ListQuery), ...options });

  world.operatorVerify = async (merchantId, shipmentId, status) =>
    world.shipments.operatorVerify(
      internal(ShipmentSubjects.operatorVerify, { merchant_id: merchantId, shipment_id: shipmentId, ...(status ? { verification_status: status } : {}) }).body,
    );

  world.signUpload = async (principal, body) => world.uploads.sign(principal, request(ShipmentSubjects.signUpload, principal, { body }).body);

  world.upload = async (uploadUrl, bytes, contentType) => {
    const message = request(ShipmentSubjects.upload, null, {
      params: { token: uploadToken(uploadUrl) },
      body: { content_type: contentType, body_base64: bytes.toString('base64'), size: bytes.length },
    });
    return world.uploads.upload(message.params.token, message.body);
  };

  world.uploadProof = async (principal, bytes = PROOF_PDF, contentType = 'application/pdf') => {
    const signed = await world.signUpload(principal, { filename: 'signed-receipt.pdf', content_type: contentType, size: bytes.length });
    await world.upload(signed.upload_url, bytes, contentType);
    return signed;
  };

  world.events = (id) => writtenEvents(world.database.dataSource, "payload->'data'->>'id' = $1", id);

  return world;
}
