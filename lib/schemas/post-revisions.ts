import { z } from './zod';
import { SLUG_MAX_LENGTH, SUMMARY_MAX_LENGTH, TITLE_MAX_LENGTH } from '@/lib/domain/post-form';
import { positiveIntNumber } from './common';
import { POST_STATUSES, type PostStatus } from './posts';

/*
 * A post's history: the revisions every save keeps, restoring one, and each user's
 * autosave of a post. Shapes of GET/POST /postagens/:id/revisoes… and /postagens/:id/autosalvamento.
 */

/**
 * Every editable field of a post as a save wrote it (`dados` of a revision), in the write
 * schema's terms. An autosave's `dados` has the same shape, taken from a form that may not be
 * valid yet: a short title, no category (null), an empty slug.
 */
export type PostSnapshot = {
  titulo: string;
  slug: string;
  resumo: string;
  conteudo: string;
  conteudoJson: unknown;
  categoriaId: number | null;
  imagemDestaque: string | null;
  legenda: string;
  galeria: { url: string; legenda: string }[];
  destaque: boolean;
  membroEquipeId: number | null;
  tags: string[];
  status: PostStatus;
  publicadoEm: string | null;
  urgenteAte: string | null;
  publicarFacebook: boolean;
};

export const REVISION_KINDS = ['salva', 'automatica'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** GET /postagens/:id/revisoes: one saved version, newest first. */
export type PostRevisionSummary = {
  id: number;
  tipo: RevisionKind;
  /** Who saved it; null for the scheduler, or an account deleted since. */
  autor: { id: number; nome: string } | null;
  /** The post's versao this save produced. */
  versao: number;
  titulo: string;
  status: PostStatus;
  criadoEm: string;
};

/** GET /postagens/:id/revisoes/:rid: the version with every field it saved. */
export type PostRevisionDetail = PostRevisionSummary & { dados: PostSnapshot };

/** POST /postagens/:id/revisoes/:rid/restaurar: the version the client is looking at (a stale one is 409). */
export const restoreRevisionSchema = z.object({
  versao: positiveIntNumber('Versão da postagem inválida.', 'Versão da postagem ausente. Recarregue a página.'),
});
export type RestoreRevisionInput = z.infer<typeof restoreRevisionSchema>;

const text = (max: number, message: string) => z.string({ error: message }).max(max, message).default('');
const optionalId = z.number({ error: 'Identificador inválido.' }).int('Identificador inválido.').min(1, 'Identificador inválido.').max(2_147_483_647, 'Identificador inválido.').nullable().default(null);
const instant = z.string({ error: 'Data inválida.' }).max(40, 'Data inválida.').nullable().default(null);

/**
 * PUT /postagens/:id/autosalvamento: what the form holds while it is being typed, and the version
 * it was opened at (or last saved to). Only shapes and sizes are checked, not the save's rules: the
 * point is to keep half-written work, which "Salvar" then checks in full.
 */
export const autosaveSchema = z.object({
  versao: positiveIntNumber('Versão da postagem inválida.', 'Versão da postagem ausente. Recarregue a página.'),
  titulo: text(TITLE_MAX_LENGTH, `O título pode ter no máximo ${TITLE_MAX_LENGTH} caracteres.`),
  slug: text(SLUG_MAX_LENGTH, `O endereço (slug) pode ter no máximo ${SLUG_MAX_LENGTH} caracteres.`),
  resumo: text(SUMMARY_MAX_LENGTH, `O resumo pode ter no máximo ${SUMMARY_MAX_LENGTH} caracteres.`),
  conteudo: text(500_000, 'O texto é grande demais.'),
  conteudoJson: z
    .unknown()
    .optional()
    .refine((value) => value === undefined || JSON.stringify(value).length <= 2_000_000, 'O texto é grande demais.'),
  categoriaId: optionalId,
  imagemDestaque: z.string({ error: 'Imagem inválida.' }).max(500, 'O endereço da imagem é longo demais.').nullable().default(null),
  legenda: text(300, 'A legenda pode ter no máximo 300 caracteres.'),
  galeria: z
    .array(z.object({ url: z.string().max(500, 'O endereço da imagem é longo demais.'), legenda: text(300, 'A legenda pode ter no máximo 300 caracteres.') }))
    .max(60, 'Uma galeria pode ter no máximo 60 imagens.')
    .default([]),
  destaque: z.boolean({ error: 'Valor inválido para destaque.' }).default(false),
  membroEquipeId: optionalId,
  tags: z.array(z.string().max(40, 'Cada tag pode ter no máximo 40 caracteres.')).max(20, 'Use no máximo 20 tags.').default([]),
  status: z.enum(POST_STATUSES, { error: 'Status inválido.' }).default('rascunho'),
  publicadoEm: instant,
  urgenteAte: instant,
  publicarFacebook: z.boolean({ error: 'Valor inválido para "Publicar no Facebook".' }).default(false),
});
export type AutosaveInput = z.infer<typeof autosaveSchema>;

/** GET /postagens/:id/autosalvamento: the signed-in user's autosave of the post, or null. */
export type PostAutosave = {
  /** The post's versao it was typed over: only offered while that is still the current one. */
  versao: number;
  dados: PostSnapshot;
  criadoEm: string;
  atualizadoEm: string;
};

/** What PUT /postagens/:id/autosalvamento answers. */
export type AutosaveSaved = { versao: number; atualizadoEm: string };
