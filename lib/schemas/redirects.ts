import { z } from './zod';
import { limitParam, pageParam, searchText, type PageMeta } from './common';
import {
  normalizeRedirectPath,
  normalizeRedirectTarget,
  REDIRECT_PATH_MAX,
  REDIRECT_URL_MAX,
  type PathError,
  type RedirectStatus,
  type TargetError,
} from '@/lib/domain/redirects';

/*
 * Redirects: POST /redirecionamentos adds a manual one, from a path of this site
 * to a path or an absolute http(s) address, 301 or 302. The origin is stored in its one spelling
 * (lib/domain/redirects.ts). Whether it may be taken (a fixed route, a category page, a live post,
 * one already redirected) and whether the destination loops back is the service's to say (409).
 */

export const REDIRECT_MESSAGES = {
  origem: 'Informe o endereço antigo (origem), começando com /.',
  origemFormato: 'Use um caminho deste site começando com / (ex.: /politica/nome-antigo).',
  origemConsulta: 'A origem não pode ter parâmetros (?…) nem âncora (#…): use só o caminho.',
  origemCodificacao: 'A origem tem uma codificação com % inválida.',
  origemSegmento: 'A origem não pode ter trechos vazios (//), “.” ou “..”.',
  origemLonga: `A origem pode ter no máximo ${REDIRECT_PATH_MAX} caracteres.`,
  destino: 'Informe o destino: um caminho deste site (/…) ou um endereço completo (https://…).',
  destinoFormato: 'Use um caminho deste site começando com / ou um endereço completo começando com http:// ou https://.',
  destinoCodificacao: 'O destino tem uma codificação com % inválida.',
  destinoSegmento: 'O caminho de destino não pode ter trechos vazios (//), “.” ou “..”.',
  destinoLongo: `O destino pode ter no máximo ${REDIRECT_URL_MAX} caracteres.`,
  destinoCredenciais: 'O endereço de destino não pode conter usuário ou senha.',
  status: 'Escolha 301 (permanente) ou 302 (temporário).',
} as const;

const ORIGIN_ERRORS: Record<PathError, string> = {
  vazio: REDIRECT_MESSAGES.origem,
  formato: REDIRECT_MESSAGES.origemFormato,
  consulta: REDIRECT_MESSAGES.origemConsulta,
  codificacao: REDIRECT_MESSAGES.origemCodificacao,
  segmento: REDIRECT_MESSAGES.origemSegmento,
  longo: REDIRECT_MESSAGES.origemLonga,
};

const TARGET_ERRORS: Record<TargetError, string> = {
  vazio: REDIRECT_MESSAGES.destino,
  formato: REDIRECT_MESSAGES.destinoFormato,
  // A destination path may carry a query: only a malformed one is refused, with the format message.
  consulta: REDIRECT_MESSAGES.destinoFormato,
  codificacao: REDIRECT_MESSAGES.destinoCodificacao,
  segmento: REDIRECT_MESSAGES.destinoSegmento,
  longo: REDIRECT_MESSAGES.destinoLongo,
  credenciais: REDIRECT_MESSAGES.destinoCredenciais,
};

export const redirectSchema = z.object({
  origem: z.string({ error: REDIRECT_MESSAGES.origem }).transform((value, ctx) => {
    const result = normalizeRedirectPath(value);
    if (result.ok) return result.path;
    ctx.addIssue({ code: 'custom', message: ORIGIN_ERRORS[result.erro] });
    return z.NEVER;
  }),
  destino: z.string({ error: REDIRECT_MESSAGES.destino }).transform((value, ctx) => {
    const result = normalizeRedirectTarget(value);
    if (result.ok) return result.destino;
    ctx.addIssue({ code: 'custom', message: TARGET_ERRORS[result.erro] });
    return z.NEVER;
  }),
  status: z.union([z.literal(301), z.literal(302)], { error: REDIRECT_MESSAGES.status }).default(301),
});

export type RedirectInput = z.output<typeof redirectSchema>;
/** What the panel's form sends. */
export type RedirectFormBody = { origem: string; destino: string; status: RedirectStatus };

/** GET /redirecionamentos: newest first; ?tipo= the post ones (automáticos) or the manual ones; ?busca= in origin, destination or post title. */
export const redirectListQuery = z.object({
  tipo: z.enum(['todos', 'automaticos', 'manuais'], { error: 'tipo deve ser "todos", "automaticos" ou "manuais".' }).default('todos'),
  busca: searchText().optional(),
  pagina: pageParam,
  limite: limitParam(20),
});
export type RedirectListQuery = z.output<typeof redirectListQuery>;

/** A redirect as the staff API answers it. */
export type AdminRedirect = {
  id: number;
  origem: string;
  /** A manual redirect's destination; null when the post gives it. */
  destino: string | null;
  /** The post an automatic redirect follows, at its current address (caminho) and whether it is public now. */
  postagem: { id: number; titulo: string; caminho: string; publica: boolean } | null;
  status: RedirectStatus;
  /** Made by a change of a published post's address (slug or category), not typed in the panel. */
  automatico: boolean;
  criadoPor: { id: number; nome: string } | null;
  criadoEm: string;
};

export type AdminRedirectPage = { dados: AdminRedirect[]; meta: PageMeta };

/**
 * GET /publico/redirecionamentos: every redirect that answers now, each origin straight to its
 * final destination (a post's current canonical address for the automatic ones).
 */
export type PublicRedirectTable = { dados: Array<{ origem: string; destino: string; status: RedirectStatus }> };
