import 'server-only';
import { Hono } from 'hono';
import { idParam } from '@/lib/schemas/public';
import { MEDIA_MAX_BYTES, MEDIA_TOO_LARGE_MESSAGE, mediaAltSchema, mediaListQuery } from '@/lib/schemas/media';
import { requireUser, type ApiContext, type ApiEnv } from '../context';
import { ApiError, badRequest } from '../errors';
import { parseJsonBody, parseParam, parseQuery } from '../query';
import { deleteMedia, getMedia, listMedia, updateMediaAlt, uploadMedia } from '../../services/media';

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_BODY_BYTES = MEDIA_MAX_BYTES + MULTIPART_OVERHEAD;

const tooLarge = () => new ApiError(413, 'ARQUIVO_GRANDE', MEDIA_TOO_LARGE_MESSAGE);

/**
 * Reads the request body, refusing it as soon as it passes the cap: a declared Content-Length over
 * the cap is refused before reading a byte, and a body without one (or lying about it) is cut off
 * while streaming, so a huge upload is never buffered whole.
 */
async function readCappedBody(c: ApiContext): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge();
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(new ArrayBuffer(0));
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > MAX_BODY_BYTES) {
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

/** The one file in field 'arquivo' of a multipart/form-data body. */
async function readUpload(c: ApiContext): Promise<{ buffer: Buffer; nome: string }> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest("Envie o arquivo como multipart/form-data, no campo 'arquivo'.");
  }
  const body = await readCappedBody(c);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw badRequest('Não foi possível ler o formulário enviado.');
  }
  const files = form.getAll('arquivo').filter((value): value is File => typeof value !== 'string');
  if (files.length === 0) throw badRequest('Escolha um arquivo para enviar.', { arquivo: 'Escolha um arquivo para enviar.' });
  if (files.length > 1) throw badRequest('Envie um arquivo por vez.', { arquivo: 'Envie um arquivo por vez.' });
  const [file] = files;
  if (file.size > MEDIA_MAX_BYTES) throw tooLarge();
  return { buffer: Buffer.from(await file.arrayBuffer()), nome: file.name || 'imagem' };
}

const mediaId = (c: ApiContext) => parseParam(idParam, c.req.param('id'), 'Identificador de imagem inválido.');
const requestContext = (c: ApiContext) => ({ ip: c.get('ip') });

/** Staff media library: any staff member uploads and edits alt text; deleting is checked by the service too. */
export const mediaRoutes = new Hono<ApiEnv>()
  .get('/midia', requireUser(), async (c) => c.json(await listMedia(c.get('db'), parseQuery(c, mediaListQuery))))
  .get('/midia/:id', requireUser(), async (c) => c.json(await getMedia(c.get('db'), mediaId(c))))
  .post('/midia', requireUser('admin', 'editor', 'autor'), async (c) => {
    const file = await readUpload(c);
    return c.json(await uploadMedia(c.get('db'), c.get('user'), file, requestContext(c)), 201);
  })
  .patch('/midia/:id', requireUser('admin', 'editor', 'autor'), async (c) => {
    const id = mediaId(c);
    const input = await parseJsonBody(c, mediaAltSchema);
    return c.json(await updateMediaAlt(c.get('db'), c.get('user'), id, input, requestContext(c)));
  })
  .delete('/midia/:id', requireUser('admin', 'editor', 'autor'), async (c) => {
    await deleteMedia(c.get('db'), c.get('user'), mediaId(c), requestContext(c));
    return c.body(null, 204);
  });
