/** Pagination of list pages: what the server's meta says, and which page links to show. */

import { asRecord, numberOf } from './coerce';

export const LIST_PAGE_SIZE = 12;

export type PageInfo = { pagina: number; totalPaginas: number; total: number };

/**
 * SPEC §3 leaves the meta shape open: read {pagina, totalPaginas, total} and common aliases,
 * and fall back to what the page itself shows.
 */
export function pageInfoFromMeta(meta: unknown, pagina: number, limite: number, shown: number): PageInfo {
  const data = asRecord(meta);
  const total = numberOf(data.total) ?? numberOf(data.totalItens) ?? numberOf(data.count) ?? (pagina - 1) * limite + shown;
  const totalPaginas =
    numberOf(data.totalPaginas) ?? numberOf(data.paginas) ?? numberOf(data.totalPages) ?? Math.max(1, Math.ceil(total / limite));
  return { pagina, total, totalPaginas: Math.max(0, Math.floor(totalPaginas)) };
}

export type PageLink = number | 'gap';

/** First, last, and two either side of the current page, with gaps between runs. */
export function pageWindow(current: number, totalPages: number, radius = 2): PageLink[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const pages = new Set<number>([1, totalPages]);
  for (let page = current - radius; page <= current + radius; page++) if (page >= 1 && page <= totalPages) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) links.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) links.push('gap');
    links.push(page);
  }
  return links;
}

/** A page number from a route segment: a positive integer written plainly, else null (a 404). */
export function parsePageNumber(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,5}$/.test(segment)) return null;
  return Number(segment);
}
