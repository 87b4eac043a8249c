import 'server-only';
import { Hono } from 'hono';
import { stripControlCharacters } from '@/lib/domain/control-characters';
import { idParam } from '@/lib/schemas/public';
import { MEDIA_MAX_BYTES, MEDIA_TOO_LARGE_MESSAGE, mediaAltSchema, mediaListQuery } from '@/lib/schemas/media';
import { BODY_LIMITS, readCappedBody } from '../body';
import { requireUser, type ApiContext, type ApiEnv } from '../context';
import { AppError, badRequest } from '@/lib/server/errors';
import { parseJsonBody, parseParam, parseQuery } from '../query';
import { deleteMedia, getMedia, listMedia, updateMediaAlt, uploadMedia } from '../../services/media';

const tooLarge = () => new AppError('too-large', 'ARQUIVO_GRANDE', MEDIA_TOO_LARGE_MESSAGE);

/** The one file in field 'arquivo' of a multipart/form-data body. */
async function readUpload(c: ApiContext): Promise<{ buffer: Buffer; nome: string }> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest("Envie o arquivo como multipart/form-data, no campo 'arquivo'.");
  }
  const body = await readCappedBody(c.req.raw, BODY_LIMITS.upload, tooLarge);
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
  return { buffer: Buffer.from(await file.arrayBuffer()), nome: stripControlCharacters(file.name) || 'imagem' };
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
