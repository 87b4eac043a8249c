import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { CONTACT_HONEYPOT_FIELD } from '@/lib/domain/contact';
import { SONG_REQUEST_MESSAGES } from '@/lib/domain/song-requests';
import { songRequestSchema } from '@/lib/schemas/song-requests';
import { songRequestListQuery, songRequestStatusSchema } from '@/lib/schemas/song-request-inbox';
import { idParam } from '@/lib/schemas/public';
import type { ApiContext, ApiEnv } from '../context';
import { requireUser } from '../context';
import { BODY_LIMITS, bodyTooLarge } from '../body';
import { parseWith } from '@/lib/server/errors';
import { parseJsonBody, parseParam, parseQuery } from '../query';
import { assertSongRequestToken, listSongRequests, setSongRequestStatus, storeSongRequest } from '../../services/song-requests';

/*
 * "Peça sua música": the public form's POST (the contact form's token, GET
 * /publico/contato/token, and its honeypot field) and the panel's "Pedidos" list, for admins and
 * editors only (listeners' names and phone numbers).
 */

const envelope = z.looseObject({}, { error: 'Envie os dados do pedido como um objeto JSON.' });

/** A request is a few hundred characters: anything near 16 KB is not a form. */
const bodyOptions = { maxBytes: BODY_LIMITS.small, tooLarge: () => bodyTooLarge(BODY_LIMITS.small, SONG_REQUEST_MESSAGES.tooLarge) };

function requestId(c: ApiContext): number {
  return parseParam(idParam, c.req.param('id'), 'Identificador de pedido inválido.');
}

const READERS = ['admin', 'editor'] as const;

export const songRequestRoutes = new Hono<ApiEnv>()
  .post('/publico/pedidos', async (c) => {
    const body = await parseJsonBody(c, envelope, bodyOptions);
    const honeypot = body[CONTACT_HONEYPOT_FIELD];
    // A bot that filled the hidden field gets the same answer as a person, and nothing is stored.
    if (typeof honeypot === 'string' && honeypot.trim() !== '') return c.json({ message: SONG_REQUEST_MESSAGES.sent }, 201);
    assertSongRequestToken(body.token);
    const input = parseWith(songRequestSchema, body, SONG_REQUEST_MESSAGES.invalid);
    return c.json(await storeSongRequest(c.get('db'), input, c.get('ip')), 201);
  })
  .get('/pedidos', requireUser(...READERS), async (c) => c.json(await listSongRequests(c.get('db'), c.get('user'), parseQuery(c, songRequestListQuery))))
  .patch('/pedidos/:id', requireUser(...READERS), async (c) => {
    const id = requestId(c);
    const { status } = await parseJsonBody(c, songRequestStatusSchema, { maxBytes: BODY_LIMITS.small });
    return c.json(await setSongRequestStatus(c.get('db'), c.get('user'), id, status));
  });
