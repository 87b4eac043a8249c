import { POST_STATUSES, type PostStatus } from '@/lib/schemas/posts';
import { parseId } from '@/lib/domain/ids';
import { isReviewState, type ReviewState } from '@/lib/domain/post-review';

/**
 * The post list's filters live in the page URL (?busca=&status=&revisao=&categoria=&autor=&ordem=&pagina=)
 * so reload and back keep them; this turns them into the API query and back.
 */

export const POSTS_PAGE_SIZE = 20;

export const SORT_OPTIONS = [
  { value: 'atualizadas', label: 'Atualizadas recentemente', ordenarPor: 'atualizadoEm', direcao: 'desc' },
  { value: 'recentes', label: 'Mais recentes', ordenarPor: 'criadoEm', direcao: 'desc' },
  { value: 'titulo', label: 'Título', ordenarPor: 'titulo', direcao: 'asc' },
  { value: 'lidas', label: 'Mais lidas', ordenarPor: 'visualizacoes', direcao: 'desc' },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]['value'];

export type ListFilters = {
  busca: string;
  status: PostStatus | '';
  /** "Aguardando revisão" (pendente) or "Devolvidas". */
  revisao: ReviewState | '';
  categoriaId: string;
  autorId: string;
  ordem: SortValue;
  pagina: number;
};

export const DEFAULT_FILTERS: ListFilters = { busca: '', status: '', revisao: '', categoriaId: '', autorId: '', ordem: 'atualizadas', pagina: 1 };

type Params = { get(name: string): string | null };

const id = (value: string | null) => String(parseId(value) ?? '');

/** Whatever is in the address bar → valid filters (unknown values fall back to the defaults). */
export function parseListFilters(params: Params): ListFilters {
  const status = params.get('status') ?? '';
  const ordem = params.get('ordem') ?? '';
  const revisao = params.get('revisao');
  return {
    busca: (params.get('busca') ?? '').slice(0, 200),
    status: (POST_STATUSES as readonly string[]).includes(status) ? (status as PostStatus) : '',
    revisao: isReviewState(revisao) ? revisao : '',
    categoriaId: id(params.get('categoria')),
    autorId: id(params.get('autor')),
    ordem: SORT_OPTIONS.some((option) => option.value === ordem) ? (ordem as SortValue) : DEFAULT_FILTERS.ordem,
    pagina: parseId(params.get('pagina')) ?? 1,
  };
}

/** The page's query string, defaults left out: '' or '?status=publicado&pagina=2'. */
export function filtersToSearch(filters: ListFilters): string {
  const params = new URLSearchParams();
  const busca = filters.busca.trim();
  if (busca) params.set('busca', busca);
  if (filters.status) params.set('status', filters.status);
  if (filters.revisao) params.set('revisao', filters.revisao);
  if (filters.categoriaId) params.set('categoria', filters.categoriaId);
  if (filters.autorId) params.set('autor', filters.autorId);
  if (filters.ordem !== DEFAULT_FILTERS.ordem) params.set('ordem', filters.ordem);
  if (filters.pagina > 1) params.set('pagina', String(filters.pagina));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** GET /postagens with the filters, the sort as ordenarPor/direcao, and the page size. */
export function filtersToApiPath(filters: ListFilters, limite = POSTS_PAGE_SIZE): string {
  const sort = SORT_OPTIONS.find((option) => option.value === filters.ordem) ?? SORT_OPTIONS[0];
  const params = new URLSearchParams();
  const busca = filters.busca.trim();
  if (busca) params.set('busca', busca);
  if (filters.status) params.set('status', filters.status);
  if (filters.revisao) params.set('revisao', filters.revisao);
  if (filters.categoriaId) params.set('categoriaId', filters.categoriaId);
  if (filters.autorId) params.set('autorId', filters.autorId);
  params.set('ordenarPor', sort.ordenarPor);
  params.set('direcao', sort.direcao);
  params.set('pagina', String(filters.pagina));
  params.set('limite', String(limite));
  return `/postagens?${params.toString()}`;
}

/** Any filter narrowing the list (sorting and paging do not). */
export function hasActiveFilters(filters: ListFilters): boolean {
  return Boolean(filters.busca.trim() || filters.status || filters.revisao || filters.categoriaId || filters.autorId);
}
