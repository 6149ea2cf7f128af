import { totalOf } from '@netline/testing';
import { InvoiceSubjects, Principal, Shipment as ShipmentBody } from '@netline/contracts';
import { randomBytes } from 'node:crypto';
import { FULFILLMENT_MEDIUM_START, PROOF_PDF, useFulfillmentWorld } from '../fulfillment.medium-fixture';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);

/**
 * Shipments in one process: the real ShipmentsService and UploadsService with their repositories and
 * unit of work against real PostgreSQL (as fulfillment's runtime role), the real RpcClient over real
 * NATS to a fake billing, and a clock the test moves. Requests are built and checked as the gateway and
 * fulfillment's handlers check them (see the fixture). The rules whose outcome lies inside fulfillment
 * (what a method requires, what an update may change, what an upload must match, paging and filters,
 * the events written) are checked here; the end-to-end suite keeps each operation once through HTTP,
 * the gateway's upload handling, its Idempotency-Key replay and 404s across merchants.
 */
describe('shipments (medium)', () => {
  const world = useFulfillmentWorld();
  const { clock } = world;

  const types = async (id: string) => (await world.events(id)).map((event) => event.type);

  it('updates tracking (which resets a courier verification) and deletes with the object, writing an event for each change', async () => {
    const { principal, invoiceId } = world.merchant();
    const created = await world.create(principal, { merchant_invoice_id: invoiceId, shipment_tracking_number: 'UPD-DLV', shipment_courier: 'test-courier' });
    clock.advance(60_000);
    const verified = await world.shipments.sync(principal, created.id);
    expect(verified.verification_status).toBe('verified');

    const updatedAt = clock.advance(60_000).toISOString();
    const updated = await world.update(principal, created.id, { shipment_tracking_number: 'UPD-2-INF' });
    expect(updated).toEqual({
      ...verified,
      shipment_tracking_number: 'UPD-2-INF',
      verification_status: 'pending',
      tracking_status: null,
      tracking_substatus: null,
      expected_delivery: null,
      updated_at: updatedAt,
    });
    await expect(world.update(principal, created.id, { shipment_courier: null })).rejects.toMatchObject({
      kind: 'validation',
      details: [{ path: 'shipment_courier', message: expect.stringContaining('is required for a shipping_provider shipment') }],
    });
    expect(await world.shipments.get(principal, created.id)).toEqual(updated);

    const deletedAt = clock.advance(60_000).toISOString();
    expect(await world.shipments.delete(principal, created.id)).toEqual(updated);
    await expect(world.shipments.get(principal, created.id)).rejects.toMatchObject({ code: 'FULFILLMENT.SHIPMENT_NOT_FOUND', kind: 'not_found' });
    await expect(world.shipments.delete(principal, created.id)).rejects.toMatchObject({ code: 'FULFILLMENT.SHIPMENT_NOT_FOUND' });

    const written = await world.events(created.id);
    expect(written.map((event) => [event.type, event.occurred_at])).toEqual([
      ['shipment.created', FULFILLMENT_MEDIUM_START],
      ['shipment.updated', verified.updated_at],
      ['shipment.verified', verified.updated_at],
      ['shipment.updated', updatedAt],
      ['shipment.deleted', deletedAt],
    ]);
    expect(written.at(-1)?.data).toEqual({
      id: created.id,
      merchant_invoice_id: invoiceId,
      fulfillment_method: 'shipping_provider',
      verification_status: 'pending',
      tracking_status: null,
    });
  });

  it("refuses another merchant's invoice and shipment as not found, asking billing within the caller's scope", async () => {
    const { principal, merchantId, invoiceId } = world.merchant();
    const other = world.merchant();
    await expect(
      world.create(principal, { merchant_invoice_id: other.invoiceId, shipment_tracking_number: 'Z1', shipment_courier: 'usps' }),
    ).rejects.toMatchObject({ code: 'FULFILLMENT.INVOICE_NOT_FOUND', kind: 'not_found', message: `Invoice ${other.invoiceId} not found` });
    expect(world.billing.peer.requests(InvoiceSubjects.locate).at(-1)?.body).toEqual({ merchant_ids: [merchantId], invoice_id: other.invoiceId });
    await expect(
      world.create(principal, { merchant_invoice_id: 'inv_doesnotexist', shipment_tracking_number: 'Z1', shipment_courier: 'usps' }),
    ).rejects.toMatchObject({ code: 'FULFILLMENT.INVOICE_NOT_FOUND' });

    const mine = await world.create(principal, { merchant_invoice_id: invoiceId, shipment_tracking_number: 'Z2', shipment_courier: 'usps' });
    const notFound = { code: 'FULFILLMENT.SHIPMENT_NOT_FOUND', kind: 'not_found' };
    await expect(world.shipments.get(other.principal, mine.id)).rejects.toMatchObject(notFound);
    await expect(world.update(other.principal, mine.id, { shipment_courier: 'dhl' })).rejects.toMatchObject(notFound);
    await expect(world.shipments.delete(other.principal, mine.id)).rejects.toMatchObject(notFound);
    await expect(world.shipments.sync(other.principal, mine.id)).rejects.toMatchObject(notFound);
    await expect(world.update(principal, mine.id, { merchant_invoice_id: other.invoiceId })).rejects.toMatchObject({ code: 'FULFILLMENT.INVOICE_NOT_FOUND' });
    // Moving a shipment to another of the merchant's invoices is allowed.
    const secondInvoice = world.invoice(merchantId);
    expect(await world.update(principal, mine.id, { merchant_invoice_id: secondInvoice })).toMatchObject({ merchant_invoice_id: secondInvoice });
    expect(await types(mine.id)).toEqual(['shipment.created', 'shipment.updated']);
  });

  describe('proof of delivery', () => {
    it('requires a proof-of-delivery file for self_delivery and accepts an uploaded one', async () => {
      const { principal, merchantId, invoiceId } = world.merchant();
      const other = world.merchant();
      await expect(world.create(principal, { merchant_invoice_id: invoiceId, fulfillment_method: 'self_delivery' })).rejects.toMatchObject({
        kind: 'validation',
        details: [{ path: 'file', message: expect.stringContaining('is required when fulfillment_method is self_delivery') }],
      });

      const signed = await world.signUpload(principal, { filename: 'signed-receipt.pdf', content_type: 'application/pdf', size: PROOF_PDF.length });
      expect(signed).toEqual({
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        upload_url: expect.stringMatching(
          new RegExp(`^https://api\\.netline\\.test/api/shipments/uploads/shf_[A-Za-z0-9]{20}\\.${merchantId}\\.[0-9a-z]+\\.[A-Za-z0-9_-]{22}$`),
        ),
        // The link lasts UPLOAD_TTL_SECONDS from the signing.
        expires_at: new Date(Date.parse(FULFILLMENT_MEDIUM_START) + world.config.UPLOAD_TTL_SECONDS * 1000).toISOString(),
        file: {
          url: expect.stringMatching(/^https:\/\/api\.netline\.test\/api\/shipments\/files\/shf_[A-Za-z0-9]{20}$/),
          size: PROOF_PDF.length,
          metadata: { original_filename: 'signed-receipt.pdf' },
        },
      });

      // Before the upload the file cannot be used.
      await expect(world.create(principal, { merchant_invoice_id: invoiceId, fulfillment_method: 'self_delivery', file: signed.file })).rejects.toMatchObject({
        kind: 'validation',
        details: [{ path: 'file', message: expect.stringContaining('has not been uploaded yet') }],
      });

      expect(await world.upload(signed.upload_url, PROOF_PDF, 'application/pdf')).toEqual(signed.file);
      await expect(world.upload(signed.upload_url, PROOF_PDF, 'application/pdf')).rejects.toMatchObject({
        code: 'FULFILLMENT.UPLOAD_USED',
        kind: 'invalid_request',
      });

      const created = await world.create(principal, { merchant_invoice_id: invoiceId, fulfillment_method: 'self_delivery', file: signed.file });
      expect(created).toMatchObject({
        fulfillment_method: 'self_delivery',
        shipment_tracking_number: null,
        shipment_courier: null,
        verification_status: 'pending',
      });
      expect(created).not.toHaveProperty('file');

      // The owner can read the stored file back; another merchant can neither read nor use it.
      const fileId = signed.file.url.split('/').at(-1) as string;
      const download = await world.uploads.download(principal, fileId);
      expect(download).toMatchObject({ content_type: 'application/pdf', encoding: 'base64' });
      expect(Buffer.from(download.body, 'base64').equals(PROOF_PDF)).toBe(true);
      await expect(world.uploads.download(other.principal, fileId)).rejects.toMatchObject({ code: 'FULFILLMENT.FILE_NOT_FOUND', kind: 'not_found' });
      await expect(
        world.create(other.principal, { merchant_invoice_id: other.invoiceId, fulfillment_method: 'customer_pickup', file: signed.file }),
      ).rejects.toMatchObject({ kind: 'validation', details: [{ path: 'file.url', message: expect.stringContaining('sign-upload') }] });

      // A shipping_provider shipment takes no file, a file shipment cannot lose its file, the method cannot change.
      await expect(
        world.create(principal, { merchant_invoice_id: invoiceId, shipment_tracking_number: 'X1', shipment_courier: 'ups', file: signed.file }),
      ).rejects.toMatchObject({ kind: 'validation', details: [{ path: 'file' }] });
      await expect(world.update(principal, created.id, { file: null })).rejects.toMatchObject({
        kind: 'validation',
        details: [{ path: 'file', message: expect.stringContaining('cannot be removed') }],
      });
      await expect(world.update(principal, created.id, { fulfillment_method: 'shipping_provider' })).rejects.toMatchObject({
        kind: 'validation',
        details: [{ path: 'fulfillment_method', message: expect.stringContaining('cannot be changed') }],
      });

      // A file shipment has nothing to sync.
      await expect(world.shipments.sync(principal, created.id)).rejects.toMatchObject({ code: 'FULFILLMENT.NOT_TRACKABLE', kind: 'invalid_request' });
      expect(await world.shipments.get(principal, created.id)).toEqual(created);
      expect(await types(created.id)).toEqual(['shipment.created']);
    });

    it("checks an upload against what was signed: its type and size, the file's own bytes, and the link itself", async () => {
      const { principal } = world.merchant();
      const signed = await world.signUpload(principal, { filename: 'pod.png', content_type: 'image/png', size: PNG.length });
      await expect(world.upload(signed.upload_url, PNG, 'image/jpeg')).rejects.toMatchObject({
        kind: 'validation',
        details: [{ path: 'content-type', message: expect.stringContaining('signed for image/png') }],
      });
      await expect(world.upload(signed.upload_url, Buffer.concat([PNG, Buffer.from([1])]), 'image/png')).rejects.toMatchObject({
        kind: 'validation',
        details: [{ path: 'body', message: expect.stringContaining(`signed for ${PNG.length} bytes`) }],
      });
      await expect(world.upload(signed.upload_url, Buffer.alloc(PNG.length, 0x41), 'image/png')).rejects.toMatchObject({
        kind: 'validation',
        details: [{ path: 'body', message: 'the file is not a PNG image' }],
      });
      // One changed character of the signature: the link is unknown.
      const forged = signed.upload_url.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
      await expect(world.upload(forged, PNG, 'image/png')).rejects.toMatchObject({
        code: 'FULFILLMENT.UPLOAD_NOT_FOUND',
        kind: 'not_found',
        message: 'Upload link not found',
      });
      // None of the refusals used the link up.
      expect(await world.upload(signed.upload_url, PNG, 'image/png')).toEqual(signed.file);
    });
  });

  describe('listing', () => {
    let principal: Principal;
    let listInvoice: string;
    let ids: string[];

    const idsOf = (page: { results: ShipmentBody[] }) => page.results.map((shipment) => shipment.id);

    beforeAll(async () => {
      const merchant = world.merchant();
      principal = merchant.principal;
      listInvoice = merchant.invoiceId;
      const secondInvoice = world.invoice(merchant.merchantId);
      ids = [];
      for (let index = 0; index < 25; index += 1) {
        // A second apart, as shipments created one after another are: the default order is by creation.
        clock.advance(1_000);
        const created = await world.create(principal, {
          merchant_invoice_id: index % 5 === 0 ? secondInvoice : listInvoice,
          shipment_tracking_number: `PG-${String(index).padStart(3, '0')}`,
          shipment_courier: index % 2 === 0 ? 'ups' : 'Acme Freight',
        });
        ids.push(created.id);
      }
    });

    it('walks 25 shipments in pages of 10 with starting_after, without gaps or repeats, and back with ending_before', async () => {
      const seen: string[] = [];
      let cursor: string | undefined;
      const sizes: number[] = [];
      for (;;) {
        const page = await world.list(principal, { limit: '10', ...(cursor ? { starting_after: cursor } : {}) });
        expect(page).toMatchObject({ count: 25, limit: 10, page: 0 });
        sizes.push(page.results.length);
        seen.push(...idsOf(page));
        if (page.results.length < 10) break;
        cursor = page.results.at(-1)?.id;
      }
      expect(sizes).toEqual([10, 10, 5]);
      expect(new Set(seen).size).toBe(25);
      // Default order: newest first.
      expect(seen).toEqual([...ids].reverse());

      expect(idsOf(await world.list(principal, { limit: '10', ending_before: seen[20] }))).toEqual(seen.slice(10, 20));
      expect(idsOf(await world.list(principal, { limit: '10', sort: 'created_at', starting_after: ids[9] }))).toEqual(ids.slice(10, 20));
      const byPage = await world.list(principal, { limit: '10', page: '2' });
      expect(byPage).toMatchObject({ page: 2, count: 25 });
      expect(idsOf(byPage)).toEqual(seen.slice(20));
    });

    it('walks the same pages uncounted (V6): whether a page follows in place of the count, both ways', async () => {
      const uncounted = { uncounted: true } as const;
      const seen: string[] = [];
      const follows: boolean[] = [];
      let cursor: string | undefined;
      for (;;) {
        const page = await world.list(principal, { limit: '10', ...(cursor ? { starting_after: cursor } : {}) }, uncounted);
        expect(page).not.toHaveProperty('count');
        seen.push(...idsOf(page));
        follows.push((page as { has_more: boolean }).has_more);
        if (!(page as { has_more: boolean }).has_more) break;
        cursor = page.results.at(-1)?.id;
      }
      expect(follows).toEqual([true, true, false]);
      expect(seen).toEqual([...ids].reverse());
      const before = await world.list(principal, { limit: '10', ending_before: seen[20] }, uncounted);
      expect(idsOf(before)).toEqual(seen.slice(10, 20));
      expect(before).toMatchObject({ has_more: true });
      expect(await world.list(principal, { limit: '10', ending_before: seen[10] }, uncounted)).toMatchObject({ has_more: false });
      expect(await world.list(principal, { limit: '10', page: '2' }, uncounted)).toMatchObject({ page: 2, has_more: false, results: expect.any(Array) });
    });

    it('filters by the plain query parameters and searches', async () => {
      const ups = await world.list(principal, { shipment_courier: 'ups', limit: '100' });
      expect(totalOf(ups)).toBe(13);
      expect(ups.results.every((shipment) => shipment.shipment_courier === 'ups')).toBe(true);
      expect(totalOf(await world.list(principal, { merchant_invoice_id: listInvoice, limit: '100' }))).toBe(20);
      expect(await world.list(principal, { verification_status: 'pending', fulfillment_method: 'shipping_provider' })).toMatchObject({ count: 25, limit: 10 });
      const search = await world.list(principal, { search: 'PG-01', searchBy: 'tracking_number' });
      expect(search.results.map((shipment) => shipment.shipment_tracking_number).sort()).toEqual([
        'PG-010',
        'PG-011',
        'PG-012',
        'PG-013',
        'PG-014',
        'PG-015',
        'PG-016',
        'PG-017',
        'PG-018',
        'PG-019',
      ]);
      expect(idsOf(await world.list(principal, { search: ids[3].slice(5, 15) }))).toEqual([ids[3]]);
      // `%` is searched for as itself, not as a wildcard.
      expect(totalOf(await world.list(principal, { search: '%' }))).toBe(0);
    });

    it('refuses bad list parameters', async () => {
      const refusals: Array<[Record<string, string>, string]> = [
        [{ limit: '0' }, 'limit'],
        [{ limit: '101' }, 'limit'],
        [{ fulfillment_method: 'drone' }, 'fulfillment_method'],
        [{ sort: 'courier' }, 'sort'],
        [{ colour: 'red' }, 'colour'],
        [{ starting_after: ids[0], ending_before: ids[1] }, 'ending_before'],
        [{ starting_after: 'ship_unknown' }, 'starting_after'],
      ];
      for (const [query, path] of refusals) {
        await expect(world.list(principal, query)).rejects.toMatchObject({ kind: 'validation', details: [expect.objectContaining({ path })] });
      }
      // A cursor must be one of the caller's own shipments.
      const other = world.merchant();
      await expect(world.list(other.principal, { starting_after: ids[0] })).rejects.toMatchObject({
        kind: 'validation',
        details: [{ path: 'starting_after', message: expect.stringContaining(`${ids[0]} not found`) }],
      });
    });
  });
});
