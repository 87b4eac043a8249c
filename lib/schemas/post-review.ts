import { z } from './zod';
import { REVIEW_ACTIONS, REVIEW_COMMENT_MAX_LENGTH, REVIEW_MESSAGES, REVIEW_STATES } from '@/lib/domain/post-review';
import { positiveIntNumber } from './common';
import { instantText } from './instants';

/*
 * Review before publishing and preview links: one schema per operation,
 * shared by the panel and the staff API, with the answers beside them.
 *
 * Review (beside the spec's statuses; staff reads carry `revisao`, see lib/domain/post-review.ts):
 * - GET  /postagens/revisao              → ReviewPolicy (what the signed-in user may do, queue size)
 * - GET  /postagens?revisao=pendente|devolvida  (the list's "Aguardando revisão" filter)
 * - POST /postagens/:id/revisao {acao: 'enviar'}                          author → 'pendente'
 * - POST /postagens/:id/revisao {acao: 'devolver', comentario}            editor → 'devolvida'
 * - POST /postagens/:id/revisao {acao: 'aprovar', publicadoEm?}           editor → published now,
 *   or scheduled when publicadoEm is in the future; the review state is cleared
 *   Each answers the AdminPostDetail; `versao` (optional) refuses with 409 a post changed meanwhile.
 *
 * Preview links:
 * - POST   /postagens/:id/previas             → 201 PreviewLinkCreated (the only time the token is shown)
 * - GET    /postagens/:id/previas             → {dados: PreviewLink[]} (the active ones)
 * - DELETE /postagens/:id/previas/:previaId   → 204 (revoked)
 * - GET    /publico/previas/:token            → the post as GET /publico/postagens/:slug answers it,
 *   whatever its status, plus `previa: {expiraEm}`; 404 for an unknown, revoked or expired token.
 */

export { REVIEW_ACTIONS, REVIEW_STATES };

export const reviewActionSchema = z
  .object({
    acao: z.enum(REVIEW_ACTIONS, { error: `Ação inválida. Use uma destas: ${REVIEW_ACTIONS.join(', ')}.` }),
    comentario: z
      .string({ error: 'Comentário inválido.' })
      .trim()
      .max(REVIEW_COMMENT_MAX_LENGTH, REVIEW_MESSAGES.commentTooLong)
      .optional(),
    /** The version the reviewer saw; a post saved since is refused with 409. */
    versao: positiveIntNumber('Versão da postagem inválida.').optional(),
    /** 'aprovar' only: a future instant schedules the post instead of publishing it now. */
    publicadoEm: instantText('Data de publicação inválida.').nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.acao === 'devolver' && !value.comentario) ctx.addIssue({ code: 'custom', path: ['comentario'], message: REVIEW_MESSAGES.commentRequired });
  });
export type ReviewActionInput = z.infer<typeof reviewActionSchema>;

export const reviewListFilter = z.enum(REVIEW_STATES, { error: `revisao deve ser um de: ${REVIEW_STATES.join(', ')}.` });

/** How long a preview link works. */
export const PREVIEW_LINK_HOURS = 48;

/** The public path of a preview: /previa/{token}. */
export const PREVIEW_PATH_PREFIX = '/previa/';

/** A token as the links carry it: 32 random bytes in base64url (43 characters). */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** An active preview link as GET /postagens/:id/previas lists it (the token itself is never stored). */
export type PreviewLink = {
  id: number;
  criadoEm: string;
  expiraEm: string;
  criadoPor: { id: number; nome: string } | null;
};

/** POST /postagens/:id/previas: the link, with its path. */
export type PreviewLinkCreated = PreviewLink & { url: string };

export type PreviewLinkList = { dados: PreviewLink[] };
