import { z } from './zod';
import { limitParam, pageParam, positiveIntNumber, positiveIntParam, searchText } from './common';

const ORDENACOES = ['criadoEm', 'publicadoEm', 'atualizadoEm', 'visualizacoes', 'titulo', 'relevancia'] as const;

export const publicPostListQuery = z.object({
  categoria: z.string().trim().max(120).regex(/^[a-z0-9-]*$/, 'categoria deve ser o slug de uma categoria.').optional(),
  categoriaId: positiveIntParam('categoriaId').optional(),
  limite: limitParam(10),
  pagina: pageParam,
  busca: searchText().optional(),
  excluir: positiveIntParam('excluir').optional(),
  status: z.enum(['publicado'], { error: 'A API pública lista apenas postagens publicadas (status=publicado).' }).optional(),
  ordenarPor: z.enum(ORDENACOES, { error: `ordenarPor deve ser um de: ${ORDENACOES.join(', ')}.` }).optional(),
  direcao: z.enum(['asc', 'desc'], { error: 'direcao deve ser asc ou desc.' }).optional(),
});
export type PublicPostListQuery = z.output<typeof publicPostListQuery>;

export const limitQuery = (fallback: number) => z.object({ limite: limitParam(fallback) });

/** A path segment taken as it is: ' abc' is not 'abc' (ids and slugs have one spelling). */
export const idOrSlugParam = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9-]+$/i, 'Identificador inválido.');

export const idParam = positiveIntParam('id');

export const voteBody = z.object({
  opcaoId: positiveIntNumber('opcaoId inválido.', 'opcaoId deve ser um número.'),
  deviceId: z
    .string({ error: 'deviceId é obrigatório.' })
    .trim()
    .min(8, 'deviceId inválido.')
    .max(128, 'deviceId inválido.')
    .regex(/^[A-Za-z0-9_-]+$/, 'deviceId inválido.'),
});
export type VoteBody = z.infer<typeof voteBody>;
