import 'server-only';
import type { PageMeta } from '@/lib/schemas/common';

export type { PageMeta };

/** The meta block of a paged list. */
export function pageMeta(pagina: number, limite: number, total: number): PageMeta {
  return { pagina, limite, total, totalPaginas: Math.ceil(total / limite) };
}

/** ILIKE pattern matching the term anywhere, with the user's %, _ and \ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, '\\$&')}%`;
}
