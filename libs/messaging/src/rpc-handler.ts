import { MessagePattern } from '@nestjs/microservices';
import { ErrorDetail, RpcContract, rpcContractOf, RpcMessage, RpcReplyOf, RpcSubject, validationDetails, ValidationError } from '@netline/contracts';
import { z } from 'zod';

/**
 * Checks one message against its subject's entry in the RPC map and answers the message as the handler
 * receives it (body, params and a plain query as the schemas output them). A message that does not pass is a
 * `ValidationError` naming every wrong field, which the NATS transport (nats-transport.ts) turns into the same 400 reply a
 * bad HTTP body gets: a service never trusts that the caller validated for it.
 */
export function parseRpcMessage<S extends RpcSubject>(subject: S, message: unknown): RpcMessage<S> {
  const contract: RpcContract | undefined = rpcContractOf(subject);
  if (!contract) throw new Error(`${subject} is not in the RPC map`);
  if (typeof message !== 'object' || message === null) throw new ValidationError([{ path: 'body', message: 'a request envelope is required' }]);
  const envelope = message as Record<string, unknown>;
  const details: ErrorDetail[] = [];
  const parse = (schema: z.ZodType, value: unknown, prefix: string[]): unknown => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    details.push(...validationDetails(parsed.error.issues, prefix));
    return undefined;
  };
  if (contract.kind === 'internal') {
    const body = parse(contract.body, envelope.body, []);
    if (details.length > 0) throw new ValidationError(details);
    return { ...envelope, body } as RpcMessage<S>;
  }
  const params = contract.params ? parse(contract.params, envelope.params ?? {}, ['params']) : envelope.params;
  const query = contract.query ? parse(contract.query, envelope.query ?? {}, ['query']) : envelope.query;
  let body = envelope.body;
  if (contract.body) {
    if (body === undefined || body === null) {
      if (!contract.bodyOptional) details.push({ path: 'body', message: 'a JSON request body is required' });
      else body = undefined;
    } else body = parse(contract.body, body, []);
  }
  if (details.length > 0) throw new ValidationError(details);
  return { ...envelope, params, query, body } as RpcMessage<S>;
}

/**
 * A value checked against a schema inside a handler, for the rare message whose parts are validated in
 * two steps (the map's schema holds the first); failing is the same `ValidationError` as above.
 */
export function validateRpcPart<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ValidationError(validationDetails(parsed.error.issues));
  return parsed.data;
}

type Awaitable<T> = T | Promise<T>;

/** The shape a handler of subject S must have: one message in, the subject's reply (or a promise of it) out. */
export type RpcHandlerMethod<S extends RpcSubject> = (message: RpcMessage<S>, ...rest: never[]) => Awaitable<RpcReplyOf<S>>;

/**
 * `@MessagePattern(subject)` typed and checked by the RPC map: the decorated method's message parameter
 * is `RpcMessage<S>` (declare it as such) and its result must be the subject's reply type, or the
 * decorator does not compile. At run time the message is validated with the map's schemas before the
 * method runs (`parseRpcMessage`). Same subject, same queue group, same reply wrapping as a bare
 * `@MessagePattern`.
 */
export function RpcHandler<S extends RpcSubject>(subject: S) {
  // The descriptor is typed by its value alone: the decorated method must be assignable to the subject's
  // handler shape (what makes a wrong message or reply type a compile error), and the validating wrapper
  // put in its place is one.
  return (target: object, key: string | symbol, descriptor: { value?: RpcHandlerMethod<S> }): void => {
    const original = descriptor.value;
    if (!original) throw new Error(`@RpcHandler(${subject}) must decorate a method`);
    const validated = function (this: unknown, message: unknown, ...rest: never[]) {
      return original.call(this, parseRpcMessage(subject, message), ...rest);
    };
    // Keep the method's name for stack traces and anything that reads it.
    Object.defineProperty(validated, 'name', { value: original.name });
    descriptor.value = validated;
    // Nest reads the pattern from the function now in the descriptor, so it is applied after the swap.
    // `handler` names the method in the transport's logs and spans (nats-transport.ts).
    MessagePattern(subject, { handler: `${target.constructor.name}.${String(key)}` })(target, key, descriptor);
  };
}
