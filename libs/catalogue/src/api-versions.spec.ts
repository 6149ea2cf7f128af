import { MERCHANT_API_VERSIONS } from '@netline/contracts';
import { answerIn, API_VERSIONS, documentIn, listsUncounted, reshapes } from './api-versions';
import { buildOpenApiDocument } from './openapi';
import { OPERATIONS } from './operations';

type Schema = { properties?: Record<string, unknown>; required?: string[] };
type Document = {
  info: { version: string };
  components: { schemas: Record<string, Schema> };
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        responses: Record<string, { headers?: Record<string, { schema: { enum?: string[] } }>; content?: Record<string, { schema: { $ref?: string } }> }>;
      }
    >
  >;
};

const v5 = buildOpenApiDocument(OPERATIONS, 'http://127.0.0.1/api', 'sandbox') as Document;
const listOperations = OPERATIONS.filter((operation) => operation.list !== undefined && operation.auth !== 'session' && operation.auth !== 'buyer');

/** The component schema of an operation's successful JSON answer in `document`. */
function answerSchema(document: Document, operationId: string): Schema {
  for (const item of Object.values(document.paths)) {
    for (const entry of Object.values(item)) {
      if (entry.operationId !== operationId) continue;
      const ref = Object.entries(entry.responses).find(([status]) => Number(status) < 300)?.[1].content?.['application/json']?.schema.$ref;
      if (ref) return document.components.schemas[ref.replace('#/components/schemas/', '')];
    }
  }
  throw new Error(`${operationId} has no JSON answer in the document`);
}

describe('merchant API versions', () => {
  it('the registry names the versions MERCHANT_API_VERSIONS lists, in order, the first without changes', () => {
    expect(API_VERSIONS.map((version) => version.name)).toEqual([...MERCHANT_API_VERSIONS]);
    expect(API_VERSIONS[0].changes).toEqual([]);
  });

  it('every paged list answers the envelope V6 reshapes, so the change reaches each of them', () => {
    expect(listOperations.length).toBeGreaterThan(10);
    for (const operation of listOperations) {
      expect([operation.operationId, answerSchema(v5, operation.operationId).required]).toEqual([
        operation.operationId,
        expect.arrayContaining(['count', 'page', 'limit', 'results']),
      ]);
    }
  });

  it('V6 answers has_more in place of count: true while records follow the page, false on the last', () => {
    const list = listOperations[0];
    const envelope = (page: number, results: number) => ({ count: 60, page, limit: 25, results: Array.from({ length: results }, (_, index) => ({ index })) });
    expect(answerIn('V6', list, envelope(0, 25))).toEqual({ has_more: true, page: 0, limit: 25, results: envelope(0, 25).results });
    expect(answerIn('V6', list, envelope(1, 25))).toMatchObject({ has_more: true, page: 1 });
    expect(answerIn('V6', list, envelope(2, 10))).toMatchObject({ has_more: false, page: 2 });
    expect(answerIn('V6', list, { count: 0, page: 0, limit: 25, results: [] })).toEqual({ has_more: false, page: 0, limit: 25, results: [] });
    expect(answerIn('V6', list, envelope(0, 25))).not.toHaveProperty('count');
  });

  it('V6 lets a list be read without its total, and passes on a page already read that way', () => {
    const list = listOperations[0];
    expect(listsUncounted('V6', list)).toBe(true);
    expect(listsUncounted('V5', list)).toBe(false);
    expect(
      listsUncounted(
        'V6',
        OPERATIONS.find((operation) => operation.operationId === 'fetchInvoice')!,
      ),
    ).toBe(false);
    const uncounted = { has_more: true, page: 0, limit: 25, results: [{}] };
    expect(answerIn('V6', list, uncounted)).toEqual(uncounted);
  });

  it('V5 answers as the services write, and V6 leaves every operation but the lists alone', () => {
    const body = { count: 1, page: 0, limit: 25, results: [{}] };
    expect(answerIn('V5', listOperations[0], body)).toBe(body);
    expect(reshapes('V5', listOperations[0])).toBe(false);
    expect(reshapes('V6', listOperations[0])).toBe(true);
    const single = OPERATIONS.find((operation) => operation.operationId === 'fetchInvoice')!;
    expect(reshapes('V6', single)).toBe(false);
    expect(answerIn('V6', single, body)).toBe(body);
  });

  it("V6's document describes V6's answers, and the V5 document it was made from is unchanged", () => {
    const before = JSON.stringify(v5);
    const v6 = documentIn('V6', v5, OPERATIONS) as Document;
    expect(JSON.stringify(v5)).toBe(before);
    expect(v6.info.version).toBe('V6');
    for (const operation of listOperations) {
      const schema = answerSchema(v6, operation.operationId);
      expect([operation.operationId, schema.required, Object.keys(schema.properties ?? {})]).toEqual([
        operation.operationId,
        expect.arrayContaining(['has_more', 'page', 'limit', 'results']),
        expect.not.arrayContaining(['count']),
      ]);
    }
    expect(answerSchema(v6, 'fetchInvoice')).toEqual(answerSchema(v5, 'fetchInvoice'));
    const versions = new Set(
      Object.values(v6.paths).flatMap((item) =>
        Object.values(item).flatMap((entry) => Object.values(entry.responses).flatMap((response) => response.headers?.['X-Api-Version']?.schema.enum ?? [])),
      ),
    );
    expect([...versions]).toEqual(['V6']);
  });
});
