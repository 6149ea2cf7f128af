import { RpcContract, rpcContractOf } from '@netline/contracts';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { Operation } from './operation';

/** One way an operation's route and the RPC map disagree about what the subject receives. */
export interface RpcMismatch {
  operationId: string;
  subject: string;
  part: 'params' | 'body' | 'query' | 'rawBody' | 'bodyOptional' | 'list' | 'kind' | 'public';
  reason: string;
}

type JsonSchema = Record<string, unknown>;

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // The input side: what a caller may send, which is what both schemas must agree on.
  const document = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  // A schema with a registered id comes out as a reference to its definition: compare the definition,
  // without the documentation fields (id, title, description), which say nothing about what is accepted.
  const ref = typeof document.$ref === 'string' ? document.$ref.replace('#/$defs/', '') : undefined;
  const definitions = (document.$defs ?? {}) as Record<string, JsonSchema>;
  const root = ref && definitions[ref] ? definitions[ref] : document;
  const { $schema: _schema, $defs: _defs, id: _id, title: _title, description: _description, ...accepted } = root;
  return accepted;
}

/**
 * Whether everything `route` accepts is accepted by `subject`: the same schema object; or the same JSON
 * Schema; or, for objects, every route property present in the subject schema with the same schema and
 * no property required by the subject that the route leaves optional. (A subject may accept more: a
 * partner's create-customer body adds `merchant_id` to a merchant's.)
 */
export function acceptsAllOf(subject: z.ZodType, route: z.ZodType): string | null {
  if (subject === route) return null;
  // A subject served by two routes with different bodies (a merchant's and a partner's) takes their union.
  if (subject instanceof z.ZodUnion) {
    const options = subject.options as readonly z.ZodType[];
    return options.some((option) => acceptsAllOf(option, route) === null) ? null : 'no option of the subject accepts the route';
  }
  const s = jsonSchemaOf(subject);
  const r = jsonSchemaOf(route);
  if (isDeepStrictEqual(s, r)) return null;
  if (s.type !== 'object' || r.type !== 'object') return 'the schemas differ';
  const sProps = (s.properties ?? {}) as Record<string, unknown>;
  const rProps = (r.properties ?? {}) as Record<string, unknown>;
  for (const [name, schema] of Object.entries(rProps)) {
    if (!(name in sProps)) {
      if (s.additionalProperties === false) return `\`${name}\` is accepted by the route but refused by the subject`;
      continue;
    }
    if (!isDeepStrictEqual(sProps[name], schema)) return `\`${name}\` has a different schema`;
  }
  const rRequired = new Set((r.required ?? []) as string[]);
  for (const name of (s.required ?? []) as string[]) {
    if (!rRequired.has(name)) return `\`${name}\` is required by the subject but not by the route`;
  }
  return null;
}

/**
 * Checks each operation against its subject's entry in the RPC map: a merchant-facing entry, the same
 * params, body and plain query (or ones accepting all the route accepts), a file body exactly when the route takes a
 * file, a list query exactly when the route is a list, and no principal exactly when the route is public. Operations whose subject is not in the map are not checked (`unmappedOperations` names them).
 */
export function rpcMismatches(operations: Operation[], contractOf: (subject: string) => RpcContract | undefined = rpcContractOf): RpcMismatch[] {
  const mismatches: RpcMismatch[] = [];
  for (const operation of operations) {
    const contract = contractOf(operation.subject);
    if (!contract) continue;
    const at = { operationId: operation.operationId, subject: operation.subject };
    if (contract.kind !== 'merchant') {
      mismatches.push({ ...at, part: 'kind', reason: 'the route sends an RpcRequest but the subject expects an internal message' });
      continue;
    }
    if (Boolean(operation.rawBody) !== contract.rawBody) {
      mismatches.push({
        ...at,
        part: 'rawBody',
        reason: operation.rawBody ? 'the route takes a file but the subject expects JSON' : 'the subject expects a file but the route sends JSON',
      });
    }
    for (const part of ['params', 'body', 'query'] as const) {
      // A file route's body is the gateway's `RawRequestBody`, whatever the file: the flag above covers it.
      if (part === 'body' && operation.rawBody && contract.rawBody) continue;
      const routeSchema = operation[part];
      const subjectSchema = contract[part];
      if (!routeSchema && !subjectSchema) continue;
      if (!routeSchema || !subjectSchema) {
        mismatches.push({ ...at, part, reason: routeSchema ? `the subject declares no ${part}` : `the route declares no ${part}` });
        continue;
      }
      const reason = acceptsAllOf(subjectSchema, routeSchema);
      if (reason) mismatches.push({ ...at, part, reason });
    }
    if (Boolean(operation.bodyOptional) !== contract.bodyOptional)
      mismatches.push({
        ...at,
        part: 'bodyOptional',
        reason: operation.bodyOptional ? 'the route may send no body but the subject requires one' : 'the subject accepts a missing body the route requires',
      });
    if (Boolean(operation.list) !== contract.list)
      mismatches.push({
        ...at,
        part: 'list',
        reason: operation.list ? 'the route is a list but the subject takes no list query' : 'the subject takes a list query but the route is no list',
      });
    // A public route sends no principal, so its handler must be typed to expect none (`PublicRpcRequest`).
    if ((operation.auth === 'public') !== contract.public)
      mismatches.push({
        ...at,
        part: 'public',
        reason:
          operation.auth === 'public'
            ? 'the route is public (it sends no principal) but the subject is not marked public'
            : 'the subject is marked public but the route sends a principal',
      });
  }
  return mismatches;
}

/** Operations whose subject has no entry in the RPC map yet. */
export function unmappedOperations(operations: Operation[]): Operation[] {
  return operations.filter((operation) => !rpcContractOf(operation.subject));
}
