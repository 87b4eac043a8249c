import { z } from './zod';
import { URGENT_MESSAGES } from '@/lib/domain/urgent';
import { instantText } from './instants';

/*
 * "Urgente": `urgenteAte` on the post's write (the editor's switch) and on the
 * list's quick action (PUT /postagens/:id/urgente). An ISO instant with its offset, entered in
 * Horário de Brasília by the panel, or null for "not urgent".
 */

/** The field as both writes take it. */
export const urgentEndField = instantText(URGENT_MESSAGES.invalida).nullable().default(null);

/** A set end must still be to come; `status`, when given, must be 'publicado'. */
export function checkUrgentEnd(value: { urgenteAte: string | null; status?: string }, ctx: z.RefinementCtx, now: number = Date.now()): void {
  if (value.urgenteAte === null) return;
  if (value.status !== undefined && value.status !== 'publicado') ctx.addIssue({ code: 'custom', path: ['urgenteAte'], message: URGENT_MESSAGES.soPublicada });
  else if (Date.parse(value.urgenteAte) <= now) ctx.addIssue({ code: 'custom', path: ['urgenteAte'], message: URGENT_MESSAGES.passada });
}

/** PUT /postagens/:id/urgente: mark (until an instant) or unmark, without opening the editor. */
export const postUrgencySchema = z.object({ urgenteAte: urgentEndField }).superRefine((value, ctx) => checkUrgentEnd(value, ctx));
export type PostUrgencyInput = z.infer<typeof postUrgencySchema>;

/** What the quick action answers: the post's urgency now, and its version (the editor's 409 follows it). */
export type PostUrgency = { id: number; urgenteAte: string | null; versao: number };

/** GET /publico/urgente: the latest published post still urgent, or null. */
export type PublicUrgentAnswer = {
  postagem: {
    id: number;
    titulo: string;
    slug: string;
    categoria: { nome: string; slug: string };
    /** The canonical path /{categoria}/{slug}. */
    url: string;
    urgenteAte: string;
    publicadoEm: string;
  } | null;
};
