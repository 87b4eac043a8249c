import { z } from './zod';
import { unclosedDroppedElement, unclosedElementMessage } from '@/lib/domain/dropped-elements';
import { MAX_PAGE_LIMIT } from '@/lib/domain/constants';
import { POST_FORM_STATUSES, SLUG_MAX_LENGTH, SUMMARY_MAX_LENGTH, TITLE_MAX_LENGTH } from '@/lib/domain/post-form';
import { instantText } from './instants';
import { mediaUrl, positiveIntNumber, type PageMeta } from './common';
import { checkUrgentEnd, urgentEndField } from './urgent';
import type { PostReview } from '@/lib/domain/post-review';

/** One schema per operation, shared by the post form and the staff API. */

export const POST_STATUSES = POST_FORM_STATUSES;
export type PostStatus = (typeof POST_STATUSES)[number];

export const STATUS_LABELS: Record<PostStatus, string> = {
  rascunho: 'Rascunho',
  agendado: 'Agendado',
  publicado: 'Publicado',
  arquivado: 'Arquivado',
};

const slugRule = z
  .string()
  .trim()
  .min(3, 'O endereço (slug) deve ter pelo menos 3 caracteres.')
  .max(SLUG_MAX_LENGTH, `O endereço (slug) pode ter no máximo ${SLUG_MAX_LENGTH} caracteres.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use só letras minúsculas sem acento, números e hífens.');

const postBaseSchema = z.object({
  titulo: z.string({ error: 'Informe o título.' }).trim().min(5, 'O título deve ter pelo menos 5 caracteres.').max(TITLE_MAX_LENGTH, `O título pode ter no máximo ${TITLE_MAX_LENGTH} caracteres.`),
  slug: slugRule,
  resumo: z.string({ error: 'Resumo inválido.' }).trim().max(SUMMARY_MAX_LENGTH, `O resumo pode ter no máximo ${SUMMARY_MAX_LENGTH} caracteres.`).default(''),
  conteudo: z
    .string({ error: 'Texto inválido.' })
    .max(500_000, 'O texto é grande demais.')
    .superRefine((html, ctx) => {
      const tag = unclosedDroppedElement(html);
      if (tag) ctx.addIssue({ code: 'custom', message: unclosedElementMessage(tag) });
    })
    .default(''),
  // The editor's document, stored beside the sanitised HTML so the editor reopens it losslessly.
  conteudoJson: z
    .unknown()
    .optional()
    .refine((value) => value === undefined || JSON.stringify(value).length <= 2_000_000, 'O texto é grande demais.'),
  categoriaId: positiveIntNumber('Escolha uma categoria.'),
  imagemDestaque: mediaUrl.nullable().default(null),
  legenda: z.string({ error: 'Legenda inválida.' }).trim().max(300, 'A legenda pode ter no máximo 300 caracteres.').default(''),
  galeria: z
    .array(z.object({ url: mediaUrl, legenda: z.string().trim().max(300, 'A legenda pode ter no máximo 300 caracteres.').default('') }))
    .max(60, 'Uma galeria pode ter no máximo 60 imagens.')
    .default([]),
  destaque: z.boolean({ error: 'Valor inválido para destaque.' }).default(false),
  /** Share the post's link on the station's Facebook page when it is published. */
  publicarFacebook: z.boolean({ error: 'Valor inválido para "Publicar no Facebook".' }).default(false),
  membroEquipeId: positiveIntNumber('Escolha um membro da equipe.').nullable().default(null),
  tags: z
    .array(z.string().trim().min(1, 'Uma tag não pode ficar vazia.').max(40, 'Cada tag pode ter no máximo 40 caracteres.'))
    .max(20, 'Use no máximo 20 tags.')
    .default([])
    // 'Saúde' and 'saúde' are one tag: the first spelling wins.
    .transform((tags) => tags.filter((tag, index) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index)),
  status: z.enum(POST_STATUSES, { error: 'Status inválido.' }),
  /** ISO instant; required when scheduling. Entered in America/Sao_Paulo by the form. */
  publicadoEm: instantText('Data de publicação inválida.').nullable().default(null),
  /** "Urgente" until this instant; only a published post may be urgent. */
  urgenteAte: urgentEndField,
});

function requireScheduleDate<T extends { status: PostStatus; publicadoEm: string | null }>(value: T, ctx: z.RefinementCtx) {
  if (value.status === 'agendado') {
    if (!value.publicadoEm) ctx.addIssue({ code: 'custom', path: ['publicadoEm'], message: 'Informe a data e a hora da publicação agendada.' });
    else if (Date.parse(value.publicadoEm) <= Date.now()) ctx.addIssue({ code: 'custom', path: ['publicadoEm'], message: 'A data agendada precisa estar no futuro.' });
  }
}

export const createPostSchema = postBaseSchema.superRefine(requireScheduleDate).superRefine((value, ctx) => checkUrgentEnd(value, ctx));
export type CreatePostInput = z.infer<typeof createPostSchema>;

/** An update carries the version it was edited from: a stale one is refused with 409. */
export const updatePostSchema = postBaseSchema
  .extend({ versao: positiveIntNumber('Versão da postagem inválida.', 'Versão da postagem ausente. Recarregue a página.') })
  .superRefine(requireScheduleDate)
  .superRefine((value, ctx) => checkUrgentEnd(value, ctx));
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

export const ADMIN_POST_SORTS = ['atualizadoEm', 'criadoEm', 'publicadoEm', 'titulo', 'visualizacoes'] as const;

/** Bulk actions of the post list; 'agendado' needs a date, so it stays in the editor. */
export const POST_BATCH_ACTIONS = ['publicar', 'rascunho', 'arquivar', 'excluir'] as const;
export type PostBatchAction = (typeof POST_BATCH_ACTIONS)[number];

/** The status each action leaves a post in; null for excluir. */
export const POST_BATCH_TARGET: Record<PostBatchAction, PostStatus | null> = {
  publicar: 'publicado',
  rascunho: 'rascunho',
  arquivar: 'arquivado',
  excluir: null,
};

/** The action that leaves a post in `status` (a row's quick status change); none for 'agendado', which needs a date. */
export function batchActionFor(status: PostStatus): Exclude<PostBatchAction, 'excluir'> | undefined {
  return POST_BATCH_ACTIONS.find((acao): acao is Exclude<PostBatchAction, 'excluir'> => POST_BATCH_TARGET[acao] === status);
}

/** What a row can switch to without the editor. */
export const QUICK_STATUSES: PostStatus[] = POST_STATUSES.filter((status) => batchActionFor(status) !== undefined);

export const postBatchSchema = z.object({
  ids: z
    .array(positiveIntNumber('Cada identificador de postagem deve ser um número inteiro positivo.'), { error: 'Informe os identificadores das postagens (ids).' })
    .min(1, 'Selecione pelo menos uma postagem.')
    // One page of the list at its largest.
    .max(MAX_PAGE_LIMIT, `Selecione no máximo ${MAX_PAGE_LIMIT} postagens por vez.`)
    // The same post twice is one post: processed and reported once.
    .transform((ids) => [...new Set(ids)]),
  acao: z.enum(POST_BATCH_ACTIONS, { error: `Ação inválida. Use uma destas: ${POST_BATCH_ACTIONS.join(', ')}.` }),
});
export type PostBatchInput = z.infer<typeof postBatchSchema>;

/** What the Facebook share of a post published by the batch came to (as a single publish answers it). */
export type PostBatchShare = { id: number; resultado: 'compartilhado' | 'falha'; mensagem: string };

/**
 * Per post: `ok` are in the asked state now (or deleted), `inalteradas` the part of `ok` that
 * already was (nothing written), `falhas` what could not be done and why.
 */
export type PostBatchResult = {
  ok: number[];
  inalteradas: number[];
  falhas: { id: number; mensagem: string }[];
  facebook: PostBatchShare[];
};

/** A post as GET /postagens lists it (the AdminPost of the contract): resumo and legenda are '' rather than null. */
export type AdminPost = {
  id: number;
  titulo: string;
  slug: string;
  resumo: string;
  status: PostStatus;
  destaque: boolean;
  publicadoEm: string | null;
  criadoEm: string;
  atualizadoEm: string;
  visualizacoes: number;
  tags: string[];
  imagemDestaque: string | null;
  legenda: string;
  categoria: { id: number; nome: string; slug: string; cor: string };
  autor: { id: number; nome: string };
  membroEquipe: { id: number; nome: string } | null;
  versao: number;
  /** Public canonical path /{categoria}/{slug}. */
  url: string;
  /** "Urgente" until this instant; null when not urgent. */
  urgenteAte: string | null;
  /** Live coverage: started at, and ended at ("Encerrada"); both null when the post is none. */
  coberturaInicio: string | null;
  coberturaFim: string | null;
  /**
   * Review before publishing, beside the status: 'pendente' or 'devolvida', else null.
   * Optional: a station backend (API_URL) may not send it; the panel reads it with postReviewOf.
   */
  revisao?: PostReview | null;
};

/** GET /postagens. */
export type AdminPostList = { dados: AdminPost[]; meta: PageMeta };

/** A published post as the public reads answer it (GET /publico/postagens…, "Mais lidas", a preview's base). */
export type PublicPost = {
  id: number;
  titulo: string;
  slug: string;
  resumo: string | null;
  conteudo: string;
  imagemDestaque: string | null;
  /** The featured image's focal point; null: the centre (also when another backend sends none). */
  imagemFoco: { x: number; y: number } | null;
  legenda: string | null;
  categoria: { id: number; nome: string; slug: string; cor: string };
  autor: { id: number; nome: string; foto: string | null };
  membroEquipe: { id: number; nome: string; cargo: string; avatar: string | null } | null;
  destaque: boolean;
  status: 'publicado';
  visualizacoes: number;
  tags: string[];
  galeriaImagens: { id: number; url: string; legenda: string | null; ordem: number }[];
  /** Readers see the publication moment as the post's date. */
  criadoEm: string;
  publicadoEm: string;
  atualizadoEm: string;
  /** "Urgente" while this instant is to come; a live coverage's start and end. */
  urgenteAte: string | null;
  coberturaInicio: string | null;
  coberturaFim: string | null;
};

/** The Facebook share of a post: the opt-in and what came of it. */
export type FacebookShareState = {
  publicar: boolean;
  postId: string | null;
  compartilhadoEm: string | null;
  erro: string | null;
};

/** A share's outcome: POST /postagens/:id/facebook, and compartilhamentoFacebook of a save that tried to share. */
export type FacebookShareOutcome =
  | { resultado: 'compartilhado'; mensagem: string; facebookPostId: string }
  | { resultado: 'falha'; mensagem: string };

/** GET /postagens/:id and the answer of every write of a post. */
export type AdminPostDetail = AdminPost & {
  conteudo: string;
  conteudoJson: unknown;
  publicarFacebook: boolean;
  facebook: FacebookShareState;
  /** Only in the answer of a save that tried to share: 'Publicado no Facebook' or the error. */
  compartilhamentoFacebook?: FacebookShareOutcome;
  galeria: { url: string; legenda: string }[];
  atualizadoPor: { id: number; nome: string } | null;
};

/** GET /postagens/autores: the authors the list can filter by. */
export type PostAuthorOption = { id: number; nome: string };

/** GET /postagens/slug. */
export type SlugAvailability = { disponivel: boolean; sugestao: string };

/** `atual` of a 409 VERSAO_DESATUALIZADA answer: the version the post is at now. */
export type PostCurrentVersion = { versao: number; atualizadoPor: { id: number; nome: string } | null; atualizadoEm: string };
