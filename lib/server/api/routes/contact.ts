import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGES } from '@/lib/domain/contact';
import { contactSchema } from '@/lib/schemas/contact';
import type { ApiEnv } from '../context';
import { BODY_LIMITS, bodyTooLarge } from '../body';
import { parseWith } from '@/lib/server/errors';
import { parseJsonBody } from '../query';
import { assertContactToken, issueContactToken, storeContactMessage } from '../../services/contact';

const envelope = z.looseObject({}, { error: 'Envie os dados do formulário como um objeto JSON.' });

/** The longest valid message is about 5,000 characters: anything far bigger is not a form. */
const bodyOptions = { maxBytes: BODY_LIMITS.default, tooLarge: () => bodyTooLarge(BODY_LIMITS.default, 'A mensagem é grande demais para ser enviada.') };

export const contactRoutes = new Hono<ApiEnv>()
  // For forms that outlive their token (a tab left open for hours) or pages served from a cache.
  .get('/publico/contato/token', (c) => c.json({ token: issueContactToken() }))
  .post('/publico/contato', async (c) => {
    const body = await parseJsonBody(c, envelope, bodyOptions);
    const honeypot = body[CONTACT_HONEYPOT_FIELD];
    // A bot that filled the hidden field gets the same answer as a person, and nothing is stored.
    if (typeof honeypot === 'string' && honeypot.trim() !== '') return c.json({ message: CONTACT_MESSAGES.sent }, 201);
    assertContactToken(body.token);
    const input = parseWith(contactSchema, body, CONTACT_MESSAGES.invalid);
    return c.json(await storeContactMessage(c.get('db'), input, c.get('ip')), 201);
  });
