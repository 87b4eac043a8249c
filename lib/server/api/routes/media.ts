import 'server-only';
import { Hono } from 'hono';
import { idParam } from '@/lib/schemas/public';
import { mediaListQuery, mediaUpdateSchema, mediaUploadQuery } from '@/lib/schemas/media';
import { requireUser, type ApiContext, type ApiEnv } from '../context';
import { parseJsonBody, parseParam, parseQuery } from '../query';
import { receiveUpload } from '../upload-stream';
import { deleteMedia, getMedia, listMedia, updateMedia, uploadAudio, uploadMedia } from '../../services/media';

/**
 * POST /midia[?tipo=imagem|audio]: the one file in field 'arquivo' of a multipart/form-data body,
 * streamed (../upload-stream): an image is re-encoded, an audio file stored as sent with its
 * duration. Its temporary copy on disk is removed whatever happens.
 */
async function upload(c: ApiContext) {
  const { tipo } = parseQuery(c, mediaUploadQuery);
  const file = await receiveUpload(c.req.raw, { accept: tipo });
  const context = requestContext(c);
  if (file.kind === 'imagem') return uploadMedia(c.get('db'), c.get('user'), { buffer: file.buffer, nome: file.nome, accept: tipo }, context);
  try {
    return await uploadAudio(c.get('db'), c.get('user'), { path: file.tempPath, size: file.size, type: file.type, nome: file.nome }, context);
  } finally {
    await file.dispose();
  }
}

const mediaId = (c: ApiContext) => parseParam(idParam, c.req.param('id'), 'Identificador de imagem inválido.');
const requestContext = (c: ApiContext) => ({ ip: c.get('ip') });

/** Staff media library: any staff member uploads and edits alt text and focal point; deleting is checked by the service too. */
export const mediaRoutes = new Hono<ApiEnv>()
  .get('/midia', requireUser(), async (c) => c.json(await listMedia(c.get('db'), parseQuery(c, mediaListQuery))))
  .get('/midia/:id', requireUser(), async (c) => c.json(await getMedia(c.get('db'), mediaId(c))))
  .post('/midia', requireUser('admin', 'editor', 'autor'), async (c) => c.json(await upload(c), 201))
  .patch('/midia/:id', requireUser('admin', 'editor', 'autor'), async (c) => {
    const id = mediaId(c);
    const input = await parseJsonBody(c, mediaUpdateSchema);
    return c.json(await updateMedia(c.get('db'), c.get('user'), id, input, requestContext(c)));
  })
  .delete('/midia/:id', requireUser('admin', 'editor', 'autor'), async (c) => {
    await deleteMedia(c.get('db'), c.get('user'), mediaId(c), requestContext(c));
    return c.body(null, 204);
  });
