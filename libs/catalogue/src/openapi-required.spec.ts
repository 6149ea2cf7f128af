import { buildOpenApiDocument } from './openapi';
import { OPERATIONS } from './operations';

type Schema = { $ref?: string; required?: string[]; properties?: Record<string, unknown> };
type Document = {
  components: { schemas: Record<string, Schema> };
  paths: Record<string, Record<string, { operationId: string; requestBody?: { content?: Record<string, { schema: Schema; example?: unknown }> } }>>;
};

/**
 * The reference's request schemas say what the services require: each field listed as `required` is
 * refused when left out of a valid body, and each other field may be left out (unless another field's
 * value asks for it, which the reference says in words). Checked on every operation's example body.
 */
describe('required fields of the merchant API reference', () => {
  const document = buildOpenApiDocument(OPERATIONS, 'http://127.0.0.1/api', 'sandbox') as unknown as Document;
  const bodies = Object.values(document.paths).flatMap((methods) =>
    Object.values(methods).flatMap((entry) => {
      const media = entry.requestBody?.content?.['application/json'];
      const operation = OPERATIONS.find((candidate) => candidate.operationId === entry.operationId);
      if (!media || !operation?.body || typeof media.example !== 'object' || media.example === null) return [];
      const schema = media.schema.$ref ? document.components.schemas[media.schema.$ref.split('/').pop()!] : media.schema;
      return [{ operationId: entry.operationId, body: operation.body, schema, example: media.example as Record<string, unknown> }];
    }),
  );

  // Bodies whose rules tie one field to another's value (a tracking number for a courier shipment, an
  // amount for an approval): the generated example follows the schema, not those rules, and is not checked.
  const CROSS_FIELD = ['createShipment', 'sandboxRecordCreditDecision'];

  it('has example bodies the services accept for the operations that take one', () => {
    expect(bodies.length).toBeGreaterThan(20);
    expect(bodies.filter(({ body, example }) => !body.safeParse(example).success).map(({ operationId }) => operationId)).toEqual(CROSS_FIELD);
  });

  it('lists as required exactly the fields a service refuses to go without', () => {
    const problems: string[] = [];
    for (const { operationId, body, schema, example } of bodies.filter((entry) => !CROSS_FIELD.includes(entry.operationId))) {
      const required = new Set(schema.required ?? []);
      for (const field of Object.keys(example)) {
        const { [field]: _left, ...without } = example;
        const result = body.safeParse(without);
        const refusedHere = !result.success && result.error.issues.some((issue) => issue.path[0] === field && !/ when /.test(issue.message));
        if (required.has(field) && !refusedHere) problems.push(`${operationId}: \`${field}\` is listed as required but may be left out`);
        if (!required.has(field) && refusedHere) problems.push(`${operationId}: \`${field}\` is required but not listed`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists fulfillment_method on a shipment as optional (the service defaults it)', () => {
    expect(document.components.schemas.ShipmentCreateRequest.required).not.toContain('fulfillment_method');
  });
});
