/**
 * Live coverage ("Cobertura ao vivo"): a post whose coverage has started shows
 * timestamped entries, newest first with the pinned one on top, under "AO VIVO" until it ends
 * ("Encerrada"). Normalisers for the post's fields and for GET /publico/postagens/{id}/atualizacoes,
 * as the built-in backend or a station backend at API_URL sends them.
 */

import { firstPresent, firstText, isRecord, isTrueFlag, listFrom } from './coerce';
import { parseDateValue } from './dates';
import type { Coverage, CoverageEntry, CoverageFeed } from './live-updates';

export { COVERAGE_LABELS, type Coverage, type CoverageEntry, type CoverageFeed } from './live-updates';

/** Entries a coverage page shows at most (the newest): a day-long election night fits. */
export const COVERAGE_PAGE_MAX = 300;

const iso = (value: unknown): string | null => parseDateValue(value)?.toISOString() ?? null;

/** The coverage a post carries: {coberturaInicio, coberturaFim} or {cobertura: {inicio, fim}}; null when it never started. */
export function coverageOf(record: Record<string, unknown>): Coverage | null {
  const nested = isRecord(record.cobertura) ? record.cobertura : {};
  const inicio = iso(record.coberturaInicio ?? nested.inicio);
  if (inicio === null) return null;
  return { inicio, fim: iso(record.coberturaFim ?? nested.fim) };
}

/** Pinned first, then newest first (ties by id, for a stable order). */
export function orderEntries(entries: readonly CoverageEntry[]): CoverageEntry[] {
  return [...entries].sort(
    (a, b) => Number(b.fixada) - Number(a.fixada) || Date.parse(b.criadoEm) - Date.parse(a.criadoEm) || b.id.localeCompare(a.id, 'en', { numeric: true }),
  );
}

function normalizeEntry(raw: unknown): CoverageEntry | null {
  if (!isRecord(raw)) return null;
  const id = firstText(raw.id, raw.uuid);
  const criadoEm = iso(firstPresent(raw, ['criadoEm', 'createdAt', 'created_at', 'publicadoEm']));
  const conteudo = firstText(firstPresent(raw, ['conteudo', 'content', 'texto', 'html']));
  if (!id || criadoEm === null || !conteudo) return null;
  const programa = firstText(raw.programa, raw.programaNome, isRecord(raw.programa) ? raw.programa.nome : undefined);
  return {
    id,
    conteudo,
    fixada: isTrueFlag(raw.fixada ?? raw.fixado ?? raw.pinned),
    programa: programa || null,
    criadoEm,
    atualizadoEm: iso(firstPresent(raw, ['atualizadoEm', 'updatedAt', 'updated_at'])) ?? criadoEm,
  };
}

/**
 * GET /publico/postagens/{id}/atualizacoes → the coverage and its entries in reading order: one
 * pinned entry at most (the newest pinned, should a backend send more), then newest first.
 */
export function normalizeCoverageFeed(raw: unknown): CoverageFeed {
  const record = isRecord(raw) ? raw : {};
  const entries = listFrom(raw, ['dados', 'atualizacoes'])
    .map(normalizeEntry)
    .filter((entry): entry is CoverageEntry => entry !== null);
  const ordered = orderEntries(entries);
  let pinnedSeen = false;
  const dados = ordered.map((entry) => {
    if (!entry.fixada) return entry;
    if (pinnedSeen) return { ...entry, fixada: false };
    pinnedSeen = true;
    return entry;
  });
  return { cobertura: isRecord(record.cobertura) ? coverageOf({ cobertura: record.cobertura }) : null, dados: orderEntries(dados) };
}
