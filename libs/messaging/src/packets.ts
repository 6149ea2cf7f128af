import { RpcReply } from '@netline/contracts';

/**
 * The RPC wire format: the framework's own (`{ pattern, data, id }` in, `{ id, response, isDisposed }`
 * out), shared by the server transport (nats-transport.ts) and the calling side (nats.ts), which is why it
 * lives apart from both: a caller such as the operator CLI loads it without the server's framework code.
 */

/** What a request packet holds on the wire. */
export interface NatsRequestPacket {
  pattern?: unknown;
  data?: unknown;
  id?: string;
}

/** What a reply packet holds on the wire: `response` is the `RpcReply`; `err` is the framework's "no handler". */
export interface NatsReplyPacket {
  id?: string;
  response?: RpcReply;
  err?: unknown;
  isDisposed?: boolean;
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

export function encodePacket(packet: NatsRequestPacket | NatsReplyPacket): Uint8Array {
  return encoder.encode(JSON.stringify(packet));
}

export function decodePacket<T>(data: Uint8Array): T {
  return JSON.parse(decoder.decode(data)) as T;
}
