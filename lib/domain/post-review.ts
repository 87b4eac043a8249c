/**
 * Review before publishing: pure rules shared by the panel and the server.
 *
 * The spec's post statuses stay as they are (rascunho, agendado, publicado, arquivado); the review
 * state is carried beside them: a draft an author sent to the editors is 'pendente', one an editor
 * sent back with a comment is 'devolvida'. Staff reads carry it as `revisao: {estado, comentario,
 * em, por}`; an older station backend (API_URL) sends nothing of the kind, and then there is no
 * review state at all (postReviewOf → null), never an error.
 */

import { asRecord, firstText, isRecord } from './coerce';
import { formatDateTime, parseDateValue } from './dates';

export const REVIEW_STATES = ['pendente', 'devolvida'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_ACTIONS = ['enviar', 'devolver', 'aprovar'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** The settings key that lets authors publish and schedule without review (off by default). */
export const AUTHORS_PUBLISH_KEY = 'postagens.autoresPublicam';

export const REVIEW_COMMENT_MAX_LENGTH = 2000;

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  pendente: 'Aguardando revisão',
  devolvida: 'Devolvida',
};

/** The review state of a post as the panel shows it. `por` is who acted last: the sender, or the editor who returned it. */
export type PostReview = {
  estado: ReviewState;
  comentario: string | null;
  /** ISO instant of the last review action. */
  em: string | null;
  por: { id: number; nome: string } | null;
};

export function isReviewState(value: unknown): value is ReviewState {
  return typeof value === 'string' && (REVIEW_STATES as readonly string[]).includes(value);
}

function personOf(value: unknown, fallbackName: unknown): PostReview['por'] {
  if (isRecord(value)) {
    const id = Number(value.id);
    const nome = firstText(value.nome, value.name);
    if (Number.isInteger(id) && id > 0) return { id, nome };
    if (nome) return { id: 0, nome };
  }
  const nome = firstText(fallbackName);
  return nome ? { id: 0, nome } : null;
}

/**
 * The review state of a staff read: `revisao: {estado, comentario, em, por}` (this backend), or the
 * flat `revisaoEstado`/`revisao_estado` a station backend may send; null when neither is there.
 */
export function postReviewOf(raw: unknown): PostReview | null {
  const post = asRecord(raw);
  const nested = isRecord(post.revisao) ? post.revisao : null;
  const estado = nested ? nested.estado : (post.revisaoEstado ?? post.revisao_estado);
  if (!isReviewState(estado)) return null;
  const source = nested ?? {
    comentario: post.revisaoComentario ?? post.revisao_comentario,
    em: post.revisaoEm ?? post.revisao_em,
    por: post.revisaoPor ?? post.revisao_por,
  };
  const comentario = firstText(source.comentario);
  const em = parseDateValue(source.em);
  return {
    estado,
    comentario: comentario || null,
    em: em ? em.toISOString() : null,
    por: personOf(source.por, source.porNome),
  };
}

/** Whether someone with this role may publish or schedule: editors and admins always; authors only when the station allows it. */
export function mayPublish(papel: string | null | undefined, authorsPublish: boolean): boolean {
  if (papel === 'admin' || papel === 'editor') return true;
  return papel === 'autor' && authorsPublish;
}

/** Whether someone with this role reviews others' posts (returns, approves). */
export function reviewsPosts(papel: string | null | undefined): boolean {
  return papel === 'admin' || papel === 'editor';
}

/** Statuses that put a post on the site now or later: what review stands in front of. */
export function isPublishingStatus(status: string): boolean {
  return status === 'publicado' || status === 'agendado';
}

/**
 * The line at the top of the post form (and under a row of the list):
 * 'Devolvida por Marta Lindner em 10/03/2026 14h30: Falta ouvir a prefeitura.' or
 * 'Aguardando revisão: enviada por Renata Fagundes em 10/03/2026 14h30.'
 */
export function reviewNoticeText(review: PostReview): string {
  const who = review.por?.nome ? ` por ${review.por.nome}` : '';
  const when = review.em ? ` em ${formatDateTime(review.em)}` : '';
  if (review.estado === 'devolvida') return `Devolvida${who}${when}${review.comentario ? `: ${review.comentario}` : '.'}`;
  return `Aguardando revisão: enviada${who}${when}.`;
}

/** The answer of GET /postagens/revisao: what the signed-in user may do, and the queue's size. */
export type ReviewPolicy = {
  /** Whether this user may publish and schedule (else: "Enviar para revisão"). */
  podePublicar: boolean;
  /** Whether this user returns and approves posts (editors and admins). */
  revisa: boolean;
  /** The station's setting: authors publish without review. */
  autoresPublicam: boolean;
  /** Posts waiting for review: all of them for editors, an author's own for an author. */
  aguardandoRevisao: number;
};

/**
 * The policy the panel works with, from GET /postagens/revisao; null (a station backend without
 * review, answering 404) keeps today's behaviour: everyone publishes, nobody reviews.
 */
export function reviewPolicyOf(raw: unknown): ReviewPolicy | null {
  if (!isRecord(raw) || typeof raw.podePublicar !== 'boolean') return null;
  const pending = Number(raw.aguardandoRevisao);
  return {
    podePublicar: raw.podePublicar,
    revisa: raw.revisa === true,
    autoresPublicam: raw.autoresPublicam === true,
    aguardandoRevisao: Number.isInteger(pending) && pending > 0 ? pending : 0,
  };
}

export const REVIEW_MESSAGES = {
  cannotPublish: 'Autores não podem publicar nem agendar postagens nesta estação. Use “Enviar para revisão”.',
  onlyEditors: 'Apenas editores e administradores revisam postagens.',
  onlyDrafts: 'Só um rascunho pode ser enviado para revisão.',
  notPending: 'Esta postagem não está aguardando revisão.',
  commentRequired: 'Escreva um comentário para o autor dizendo o que precisa mudar.',
  commentTooLong: `O comentário pode ter no máximo ${REVIEW_COMMENT_MAX_LENGTH} caracteres.`,
  staleVersion: 'A postagem mudou desde que você a abriu. Recarregue e revise a versão atual.',
} as const;
