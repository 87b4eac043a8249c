/**
 * Reads a request's or a response's body, refusing it as soon as it passes `maxBytes`: a declared
 * Content-Length over the cap is refused before a byte is read, and a body without one (or lying
 * about it) is cut off while streaming, so a huge body is never held in memory.
 */
export async function readCapped(message: Request | Response, maxBytes: number, tooLarge: () => Error): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(message.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!message.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(received));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
