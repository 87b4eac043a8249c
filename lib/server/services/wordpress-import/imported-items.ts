import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { wordpressImportados } from '../../db/schema';

/*
 * The importer's memory (wordpress_importados): what each WordPress record of a site became here.
 * Everything the import writes is matched here first, so running it again on the same site (or a
 * newer export of it) skips what it already brought in and never writes it twice.
 */

export type ImportedKind = 'postagem' | 'autor' | 'categoria' | 'midia';

/** Every key already imported of one kind, with its local id: read once per run, looked up in memory. */
export async function importedKeys(db: Executor, site: string, tipo: ImportedKind): Promise<Map<string, number>> {
  const rows = await db
    .select({ chave: wordpressImportados.chave, localId: wordpressImportados.localId })
    .from(wordpressImportados)
    .where(and(eq(wordpressImportados.site, site), eq(wordpressImportados.tipo, tipo)));
  return new Map(rows.map((row) => [row.chave, row.localId]));
}

/** Remembers one record; false when another run remembered it first (the caller's write should then roll back). */
export async function rememberImported(db: Executor, site: string, tipo: ImportedKind, chave: string, localId: number, guid: string | null = null): Promise<boolean> {
  const rows = await db
    .insert(wordpressImportados)
    .values({ site, tipo, chave, localId, guid: guid ? guid.slice(0, 2000) : null })
    .onConflictDoNothing()
    .returning({ id: wordpressImportados.id });
  return rows.length > 0;
}

/** A remembered record that no longer exists here (an image deleted from the library): forgotten, so it can come again. */
export async function forgetImported(db: Executor, site: string, tipo: ImportedKind, chave: string): Promise<void> {
  await db
    .delete(wordpressImportados)
    .where(and(eq(wordpressImportados.site, site), eq(wordpressImportados.tipo, tipo), eq(wordpressImportados.chave, chave)));
}
