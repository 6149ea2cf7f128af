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

/*
 * A successful answer is written with its keys in one fixed order, the data last:
 *
 *   {"id":<id>,"isDisposed":true,"response":{"ok":true,"data":<data>}}
 *
 * It is still the framework's reply packet, which any JSON reader takes. A relay (the gateway, which
 * passes a service's answer on as the HTTP body) recognises the frame by its opening and its two closing
 * braces and takes the data's bytes as they are, instead of parsing them into objects only to serialize
 * them again (docs/decisions/0017-thin-nats-transport.md, "Replies relayed unparsed").
 */
const OK_FRAME_END = '}}';

function okFrameStart(id: string): string {
  return `{"id":${JSON.stringify(id)},"isDisposed":true,"response":{"ok":true,"data":`;
}

/** The reply packet for request `id`: a successful answer with data in the fixed frame, any other as JSON. */
export function encodeReply(id: string, reply: RpcReply): Uint8Array {
  if (reply.ok && reply.status === undefined) {
    const data = JSON.stringify(reply.data) as string | undefined;
    if (data !== undefined) return encoder.encode(okFrameStart(id) + data + OK_FRAME_END);
  }
  return encodePacket({ id, response: reply, isDisposed: true });
}

/**
 * The data's JSON bytes of a successful answer to request `id` written in the fixed frame (a view into
 * `packet`, not a copy), or undefined for any other packet, which the caller then parses whole.
 */
export function okFrameData(packet: Uint8Array, id: string): Uint8Array | undefined {
  const start = okFrameStart(id);
  const end = packet.length - OK_FRAME_END.length;
  // The frame's opening is ASCII apart from the id, which is ours (a decimal sequence number).
  if (end <= start.length || packet[end] !== 0x7d || packet[end + 1] !== 0x7d) return undefined;
  for (let index = 0; index < start.length; index += 1) {
    if (packet[index] !== start.charCodeAt(index)) return undefined;
  }
  return packet.subarray(start.length, end);
}
