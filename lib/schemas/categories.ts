import { z } from './zod';
import { mediaUrl, positiveIntNumber } from './common';

/** Categories: one schema for create and edit, shared by the category form and the staff API. */

const DEFAULT_CATEGORY_COLOR = '#3B82F6';

export const LEAD_POST_INVALID_MESSAGE = 'Escolha uma notícia desta editoria para o destaque.';
/** The post given as lead is not (or no longer) filed under the category. */
export const LEAD_POST_OTHER_CATEGORY_MESSAGE = 'A notícia escolhida para o destaque não pertence a esta categoria.';

export const categorySchema = z.object({
  nome: z
    .string({ error: 'Informe o nome da categoria.' })
    .trim()
    .min(2, 'O nome deve ter pelo menos 2 caracteres.')
    .max(80, 'O nome pode ter no máximo 80 caracteres.'),
  /** Empty: derived from the name by SPEC §9's category-name rule (e.g. 'Bombeiros' → 'bombeiros-bombeiros'). */
  slug: z
    .string({ error: 'Endereço (slug) inválido.' })
    .trim()
    .max(120, 'O endereço (slug) pode ter no máximo 120 caracteres.')
    .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'Use só letras minúsculas sem acento, números e hífens.')
    .default(''),
  descricao: z.string({ error: 'Descrição inválida.' }).trim().max(300, 'A descrição pode ter no máximo 300 caracteres.').default(''),
  cor: z
    .string({ error: 'Informe a cor.' })
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, 'Use uma cor no formato #RRGGBB.')
    .transform((cor) => cor.toUpperCase())
    .default(DEFAULT_CATEGORY_COLOR),
  imagem: mediaUrl.nullable().default(null),
  ordem: z
    .number({ error: 'A ordem deve ser um número.' })
    .int('A ordem deve ser um número inteiro.')
    .min(0, 'A ordem não pode ser negativa.')
    .max(9999, 'A ordem pode ser no máximo 9999.')
    .default(0),
  /**
   * The category page's lead story: a post of this category; null for the automatic
   * choice (latest featured, else latest). Absent: left as it is.
   */
  destaquePostagemId: positiveIntNumber(LEAD_POST_INVALID_MESSAGE).nullable().optional(),
});

export type CategoryInput = z.infer<typeof categorySchema>;
export type CategoryFormValues = z.input<typeof categorySchema>;

/** A category as GET /categorias (and its writes) answer it; _count.postagens counts posts of every status. */
export type AdminCategory = {
  id: number;
  nome: string;
  slug: string;
  descricao: string;
  cor: string;
  imagem: string | null;
  ordem: number;
  _count: { postagens: number };
  /** The pinned lead of the category page; null: chosen automatically. */
  destaquePostagemId: number | null;
};

/** What the post screens read of GET /categorias: the category select and the badge. */
export type CategoryOption = Pick<AdminCategory, 'id' | 'nome' | 'slug' | 'cor'>;
