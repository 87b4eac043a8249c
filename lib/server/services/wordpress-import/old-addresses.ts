import 'server-only';
import { inArray } from 'drizzle-orm';
import { categoryArchiveAddresses, tagArchiveAddresses, tagDestination } from '@/lib/domain/wordpress-import/old-addresses';
import { plainText } from '@/lib/domain/wordpress-import/post-rules';
import type { ImportReport } from '@/lib/domain/wordpress-import/report';
import type { WxrTag } from '@/lib/domain/wordpress-import/wxr-items';
import type { Executor } from '../../db/client';
import { redirecionamentos } from '../../db/schema';
import type { Actor } from '../auth';
import type { CategoryDirectory } from './import-categories';

/*
 * The old site's archives in the redirects table, so every link to them answers 301 at the new
 * place (the front door answers them: lib/server/http/redirects.ts). Posts' old addresses are
 * written with the posts (./write-posts) and follow them. A row that exists already (a manual
 * redirect, an earlier run) is left as it is.
 */

type Row = Pick<typeof redirecionamentos.$inferSelect, 'origem' | 'destino' | 'postagemId'>;

/** Inserts the rows whose origin is free; returns how many were new. */
async function insertRows(db: Executor, actor: Actor, rows: readonly Row[]): Promise<number> {
  let created = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const inserted = await db
      .insert(redirecionamentos)
      .values(batch.map((row) => ({ ...row, status: 301, criadoPorId: actor.user.id })))
      .onConflictDoNothing({ target: redirecionamentos.origem })
      .returning({ id: redirecionamentos.id });
    created += inserted.length;
  }
  return created;
}

function count(report: ImportReport, total: number, created: number): void {
  report.redirecionamentos.criados += created;
  report.redirecionamentos.existentes += total - created;
}

/** Every category's archives (to its category here) and every tag's (to the news search for it). */
export async function keepArchiveAddresses(db: Executor, actor: Actor, categories: CategoryDirectory, tags: readonly WxrTag[], report: ImportReport): Promise<void> {
  const rows = new Map<string, Row>();
  for (const category of categories.flat) {
    const local = categories.byWpSlug.get(category.wpSlug);
    if (!local) continue;
    for (const origem of categoryArchiveAddresses(category.chain, category.termId)) {
      if (origem !== `/${local.slug}` && !rows.has(origem)) rows.set(origem, { origem, destino: `/${local.slug}`, postagemId: null });
    }
  }
  for (const tag of tags) {
    const nome = plainText(tag.nome) || tag.slug;
    for (const origem of tagArchiveAddresses(tag.slug)) if (!rows.has(origem)) rows.set(origem, { origem, destino: tagDestination(nome), postagemId: null });
  }
  const all = [...rows.values()];
  count(report, all.length, await insertRows(db, actor, all));
}

/** The page that became "A Rádio": its old address leads there now (replacing what led elsewhere). */
export async function keepAboutPageAddress(db: Executor, actor: Actor, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  await db.delete(redirecionamentos).where(inArray(redirecionamentos.origem, [...origins]));
  await db.insert(redirecionamentos).values(origins.map((origem) => ({ origem, destino: '/a-radio', postagemId: null, status: 301, criadoPorId: actor.user.id })));
}
