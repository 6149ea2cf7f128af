import { encodeReply, okFrameData } from './packets';

const text = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : new TextDecoder().decode(bytes));

describe('reply packets', () => {
  it('writes a successful answer as the framework packet, its data last', () => {
    const packet = encodeReply('17', { ok: true, data: { id: 'cus_1', name: 'Ünal "Ltd"' } });
    expect(JSON.parse(text(packet)!)).toEqual({ id: '17', isDisposed: true, response: { ok: true, data: { id: 'cus_1', name: 'Ünal "Ltd"' } } });
    expect(text(okFrameData(packet, '17'))).toBe('{"id":"cus_1","name":"Ünal \\"Ltd\\""}');
  });

  it('finds the data of any JSON value, the view sharing the packet bytes', () => {
    for (const data of [null, 0, 'text', [1, 2], { nested: { deep: [] } }]) {
      const packet = encodeReply('3', { ok: true, data });
      const view = okFrameData(packet, '3')!;
      expect(JSON.parse(text(view)!)).toEqual(data);
      expect(view.buffer).toBe(packet.buffer);
    }
  });

  it('answers undefined for every other packet, which the caller parses whole', () => {
    const ok = encodeReply('5', { ok: true, data: { a: 1 } });
    expect(okFrameData(ok, '6')).toBeUndefined(); // another request's answer
    expect(okFrameData(ok, '55')).toBeUndefined();

    const failed = encodeReply('5', { ok: false, error: { status: 404, type: 'not_found', code: 'COMMON.NOT_FOUND', message: 'no such customer' } as never });
    expect(JSON.parse(text(failed)!)).toEqual({ id: '5', isDisposed: true, response: { ok: false, error: expect.objectContaining({ status: 404 }) } });
    expect(okFrameData(failed, '5')).toBeUndefined();

    const nothing = encodeReply('5', { ok: true, data: undefined });
    expect(JSON.parse(text(nothing)!)).toEqual({ id: '5', isDisposed: true, response: { ok: true } });
    expect(okFrameData(nothing, '5')).toBeUndefined();

    const withStatus = encodeReply('5', { ok: true, data: { a: 1 }, status: 202 });
    expect(JSON.parse(text(withStatus)!).response).toEqual({ ok: true, data: { a: 1 }, status: 202 });
    expect(okFrameData(withStatus, '5')).toBeUndefined();
  });
});
