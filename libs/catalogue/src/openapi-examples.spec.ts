import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { documentIn } from './api-versions';
import { buildOpenApiDocument, PARTNER_API_DOCUMENT } from './openapi';
import { OPERATIONS, PARTNER_OPERATIONS } from './operations';

type MediaType = { schema: Record<string, unknown>; example?: unknown };

/** The parts of an OpenAPI document the checks below read. */
type Document = {
  info: { description: string };
  components: unknown;
  paths: Record<
    string,
    Record<
      string,
      {
        description?: string;
        parameters?: Array<{ name: string }>;
        requestBody?: { content?: Record<string, MediaType> };
        responses: Record<string, { content?: Record<string, MediaType> }>;
      }
    >
  >;
};

/** Every example in the reference is generated from its schema, and must pass that schema. */
describe.each([
  ['merchant', buildOpenApiDocument(OPERATIONS, 'http://127.0.0.1/api', 'sandbox')],
  ['merchant (V6)', documentIn('V6', buildOpenApiDocument(OPERATIONS, 'http://127.0.0.1/api', 'sandbox'), OPERATIONS)],
  ['partners', buildOpenApiDocument(PARTNER_OPERATIONS, 'http://127.0.0.1/api', 'sandbox', PARTNER_API_DOCUMENT)],
])('examples of the %s API reference', (_name, built) => {
  const document = built as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components });
  const check = (schema: Record<string, unknown>, example: unknown) => {
    const validate = ajv.compile(JSON.parse(JSON.stringify(schema).replace(/"#\/components/g, '"openapi#/components')));
    return validate(example) ? [] : [ajv.errorsText(validate.errors)];
  };

  it('has a request and a response example on every JSON operation, each valid against its schema', () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        const request = operation.requestBody?.content?.['application/json'];
        if (request) {
          if (request.example === undefined) problems.push(`${where}: no request example`);
          else problems.push(...check(request.schema, request.example).map((problem) => `${where} request: ${problem}`));
        }
        for (const [status, response] of Object.entries(operation.responses)) {
          const json = response.content?.['application/json'];
          if (!json) continue;
          if (json.example === undefined) problems.push(`${where} ${status}: no example`);
          else problems.push(...check(json.schema, json.example).map((problem) => `${where} ${status}: ${problem}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes the error catalogue and the list grammar once, and every list points to it', () => {
    expect(document.info.description).toContain('### Errors');
    expect(document.info.description).toContain('### Lists');
    for (const item of Object.values(document.paths)) {
      const list = item.get?.parameters?.some((parameter: { name: string }) => parameter.name === 'limit');
      if (list) expect(item.get.description).toContain('**Lists** conventions');
    }
  });
});
