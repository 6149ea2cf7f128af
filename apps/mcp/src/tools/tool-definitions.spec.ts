import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { PROTOCOL_REVISIONS, ProtocolRevision } from '../revisions/revisions';
import { JsonSchema } from './json-schema';
import { McpTool } from './tool-catalogue';
import { resultForRevision, SCHEMA_DIALECT, toolAnnotations, toolDefinition } from './tool-definitions';
import { buildToolSets } from './tool-sets';

const sets = buildToolSets('sandbox');
const everyTool: McpTool[] = [...sets.merchant.tools, ...sets.partner.tools];
const byName = (name: string): McpTool[] => everyTool.filter((entry) => entry.name === name);

describe('tool definitions', () => {
  describe('annotations', () => {
    it('states all five hints of every tool, as its catalogue entry says', () => {
      for (const entry of everyTool) {
        const { operation } = entry;
        const annotations = toolDefinition(entry, '2026-07-28').annotations;
        expect({ tool: entry.name, annotations }).toEqual({
          tool: entry.name,
          annotations: {
            title: operation.summary,
            readOnlyHint: operation.access === 'read',
            destructiveHint: operation.access === 'write' && operation.destructive === true,
            idempotentHint: operation.access === 'read' || operation.idempotent === true,
            openWorldHint: operation.openWorld === true,
          },
        });
        expect(toolDefinition(entry, '2026-07-28').title).toBe(operation.summary);
      }
    });

    it('marks reads read-only, voids, cancels and deletes destructive, updates idempotent, and what reaches outside Netline open-world', () => {
      const hints = (entry: McpTool) => toolAnnotations(entry.operation);
      for (const entry of everyTool) {
        const { name } = entry;
        const hint = hints(entry);
        const expectation = { tool: name, hint };
        if (/^(list|fetch|get)_/.test(name)) {
          expect(expectation).toEqual({
            tool: name,
            hint: { ...hint, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
          });
        } else {
          expect(expectation).toEqual({ tool: name, hint: { ...hint, readOnlyHint: false } });
        }
        if (/^(void|cancel|delete)_/.test(name)) expect(expectation).toEqual({ tool: name, hint: { ...hint, destructiveHint: true, idempotentHint: true } });
        if (/^(create|update|upsert|send|resend|sign|capture|remind|request|enroll)_/.test(name))
          expect(expectation).toEqual({ tool: name, hint: { ...hint, destructiveHint: false } });
        if (/^(update|upsert)_/.test(name)) expect(expectation).toEqual({ tool: name, hint: { ...hint, idempotentHint: true } });
        // Sending mail or webhooks, asking a courier, fetching a merchant's file, drawing on a bank.
        if (/^(send|resend|sync|remind)_/.test(name)) expect(expectation).toEqual({ tool: name, hint: { ...hint, openWorldHint: true } });
        // The sandbox helpers stand in for the outside world; they never reach it.
        if (name.startsWith('sandbox_')) expect(expectation).toEqual({ tool: name, hint: { ...hint, openWorldHint: false } });
      }
      for (const name of ['create_invoice', 'update_invoice', 'create_merchant', 'create_merchant_document_upload_request', 'create_payment']) {
        for (const entry of byName(name)) expect({ tool: name, openWorld: hints(entry).openWorldHint }).toEqual({ tool: name, openWorld: true });
      }
      for (const name of ['sandbox_record_credit_decision', 'sandbox_advance_clock', 'sandbox_set_payout_status', 'sandbox_decide_merchant_underwriting']) {
        for (const entry of byName(name)) expect({ tool: name, destructive: hints(entry).destructiveHint }).toEqual({ tool: name, destructive: true });
      }
    });

    it('lets every write that is not idempotent by itself be retried safely with an idempotency_key', () => {
      for (const entry of everyTool.filter((candidate) => !toolAnnotations(candidate.operation).idempotentHint)) {
        expect({
          tool: entry.name,
          idempotencyKey: Object.keys(toolDefinition(entry, '2026-07-28').inputSchema.properties ?? {}).includes('idempotency_key'),
        }).toEqual({
          tool: entry.name,
          idempotencyKey: true,
        });
      }
    });
  });

  describe('by revision', () => {
    const fetchInvoice = sets.merchant.get('fetch_invoice')!;

    it('gives each revision the fields it defines: annotations from 2025-03-26, title and output schema from 2025-06-18', () => {
      const keys = (revision: ProtocolRevision) => Object.keys(toolDefinition(fetchInvoice, revision)).sort();
      expect(keys('2024-11-05')).toEqual(['description', 'inputSchema', 'name']);
      expect(keys('2025-03-26')).toEqual(['annotations', 'description', 'inputSchema', 'name']);
      for (const revision of ['2025-06-18', '2025-11-25', '2026-07-28'] as const) {
        expect(keys(revision)).toEqual(['annotations', 'description', 'inputSchema', 'name', 'outputSchema', 'title']);
      }
      // The same tool in every revision: name, description and input schema do not change.
      const [first, ...rest] = PROTOCOL_REVISIONS.map((revision) => toolDefinition(fetchInvoice, revision));
      for (const other of rest) {
        expect({ ...other.inputSchema, $schema: undefined }).toEqual({ ...first.inputSchema, $schema: undefined });
        expect([other.name, other.description]).toEqual([first.name, first.description]);
      }
    });

    it('names the JSON Schema 2020-12 dialect where the revision has no default (before 2025-11-25), and leaves it to the default after', () => {
      for (const entry of everyTool) {
        for (const revision of PROTOCOL_REVISIONS) {
          const definition = toolDefinition(entry, revision);
          const dialects = [definition.inputSchema.$schema, definition.outputSchema?.$schema].filter((dialect) => dialect !== undefined);
          const expected = revision < '2025-11-25' ? SCHEMA_DIALECT : undefined;
          expect({ tool: entry.name, revision, input: definition.inputSchema.$schema }).toEqual({ tool: entry.name, revision, input: expected });
          if (definition.outputSchema)
            expect({ tool: entry.name, revision, output: definition.outputSchema.$schema }).toEqual({ tool: entry.name, revision, output: expected });
          // Nowhere else: a nested `$schema` would start a new resource.
          expect(JSON.stringify(definition).split('"$schema"').length - 1).toBe(dialects.length);
        }
      }
    });

    it('writes schemas that meta-validate as JSON Schema 2020-12 and that a draft-07 validator reads alike', () => {
      const strict2020 = new Ajv2020({ strict: true, strictTypes: false, strictTuples: false, validateSchema: true, allErrors: true });
      const draft07 = new Ajv({ strict: false, validateSchema: true });
      for (const validator of [strict2020, draft07]) addFormats(validator);
      // Keywords that mean something else in draft-07 (or nothing): a draft-07 client would read these schemas differently.
      const dialectOnly = [
        '"$ref"',
        '"$defs"',
        '"definitions"',
        '"prefixItems"',
        '"$dynamicRef"',
        '"$anchor"',
        '"unevaluatedProperties"',
        '"unevaluatedItems"',
        '"dependentSchemas"',
        '"dependentRequired"',
      ];
      for (const entry of everyTool) {
        const definition = toolDefinition(entry, '2025-06-18');
        for (const schema of [definition.inputSchema, definition.outputSchema].filter((candidate): candidate is Tool['inputSchema'] => !!candidate)) {
          expect({ tool: entry.name, valid: strict2020.validateSchema(schema), errors: strict2020.errorsText(strict2020.errors) }).toEqual({
            tool: entry.name,
            valid: true,
            errors: 'No errors',
          });
          expect(() => strict2020.compile(schema)).not.toThrow();
          const { $schema: _dialect, ...undeclared } = schema as JsonSchema;
          expect(() => draft07.compile(undeclared)).not.toThrow();
          const text = JSON.stringify(schema);
          expect({ tool: entry.name, keywords: dialectOnly.filter((keyword) => text.includes(keyword)) }).toEqual({ tool: entry.name, keywords: [] });
          expect(Array.isArray((schema as JsonSchema).items)).toBe(false);
        }
      }
    });

    it('answers structuredContent from 2025-06-18 on; before, the text alone (which says the same)', () => {
      const result: CallToolResult = { content: [{ type: 'text', text: '{"id":"inv_1"}' }], structuredContent: { id: 'inv_1' } };
      expect(resultForRevision(result, '2024-11-05')).toEqual({ content: result.content });
      expect(resultForRevision(result, '2025-03-26')).toEqual({ content: result.content });
      for (const revision of ['2025-06-18', '2025-11-25', '2026-07-28'] as const) expect(resultForRevision(result, revision)).toBe(result);
    });
  });

  describe('descriptions', () => {
    /** Phrases that speak to the model rather than describe the operation. */
    const TO_THE_MODEL = [
      /\b(assistant|chatbot|language model|LLM|AI)\b/,
      /\b(ignore|disregard|forget)\b[^.]*\b(instructions?|above|previous)\b/i,
      /\b(system prompt|you are|act as|pretend)\b/i,
      /\b(always|never|must|should)\s+(ask|tell|confirm|call|use|respond|reply|say)\b/i,
      /\bbefore (calling|using) (this|the) tool\b/i,
      /<\/?[a-z][\w-]*>/i,
    ];

    it('describe the operation and its rules, and hold no instructions to the model', () => {
      for (const entry of everyTool) {
        const definition = toolDefinition(entry, '2026-07-28');
        const texts = [
          definition.description ?? '',
          definition.title ?? '',
          ...propertyDescriptions(definition.inputSchema),
          ...propertyDescriptions(definition.outputSchema),
        ];
        for (const text of texts) {
          expect({ tool: entry.name, text, speaksToTheModel: TO_THE_MODEL.filter((pattern) => pattern.test(text)).map(String) }).toEqual({
            tool: entry.name,
            text,
            speaksToTheModel: [],
          });
        }
      }
    });
  });
});

function propertyDescriptions(schema: unknown): string[] {
  if (!schema || typeof schema !== 'object') return [];
  if (Array.isArray(schema)) return schema.flatMap(propertyDescriptions);
  return Object.entries(schema as Record<string, unknown>).flatMap(([key, value]) =>
    key === 'description' && typeof value === 'string' ? [value] : propertyDescriptions(value),
  );
}
