import 'server-only';
import { Hono } from 'hono';
import { messageListQuery, messageReadSchema } from '@/lib/schemas/contact-messages';
import { idParam } from '@/lib/schemas/public';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { parseJsonBody, parseParam, parseQuery } from '../query';
import { deleteContactMessage, getContactMessage, listContactMessages, setContactMessageRead } from '../../services/contact-messages';

/** The contact-messages inbox: admins and editors only (listeners' personal data). */

function messageId(c: ApiContext): number {
  return parseParam(idParam, c.req.param('id'), 'Identificador de mensagem inválido.');
}

const READERS = ['admin', 'editor'] as const;

export const contactMessageRoutes = new Hono<ApiEnv>()
  .get('/mensagens', requireUser(...READERS), async (c) => c.json(await listContactMessages(c.get('db'), c.get('user'), parseQuery(c, messageListQuery))))
  .get('/mensagens/:id', requireUser(...READERS), async (c) => c.json(await getContactMessage(c.get('db'), c.get('user'), messageId(c))))
  .patch('/mensagens/:id', requireUser(...READERS), async (c) => {
    const id = messageId(c);
    const { lida } = await parseJsonBody(c, messageReadSchema);
    return c.json(await setContactMessageRead(c.get('db'), actorOf(c), id, lida));
  })
  .delete('/mensagens/:id', requireUser(...READERS), async (c) => {
    await deleteContactMessage(c.get('db'), actorOf(c), messageId(c));
    return c.body(null, 204);
  });
