import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '@/lib/server/db/client';

jest.setTimeout(60_000);

/*
 * 0005 moves an audio file's duration out of midias.variantes ({"duracaoSegundos": "<s>"}, where
 * issue 15 first kept it) into its own column, on a database that already holds such rows.
 */

/** The migrations folder as it was before `tag`: the same files, the journal cut there. */
function folderBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sintonia-migracoes-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag));
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

it('moves the seconds of every audio row into duracao_segundos and leaves images and odd values alone', async () => {
  const client = await PGlite.create({ extensions: { unaccent } });
  const db = drizzle(client);
  const before = folderBefore('0005_audio_duration_column');
  try {
    await migrate(db, { migrationsFolder: before });
    await db.execute(sql`
      insert into midias (arquivo, nome_original, mime, tamanho, variantes) values
        ('2026/11/a.mp3', 'a.mp3', 'audio/mpeg', 1000, '{"duracaoSegundos": "3800"}'),
        ('2026/11/b.m4a', 'b.m4a', 'audio/mp4', 1000, '{"duracaoSegundos": "abc"}'),
        ('2026/11/c.jpg', 'c.jpg', 'image/jpeg', 1000, '{"post-large": "/uploads/2026/11/c_post-large.jpg"}')`);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const rows = await db.execute<{ arquivo: string; duracao_segundos: number | null; variantes: Record<string, string> }>(
      sql`select arquivo, duracao_segundos, variantes from midias order by arquivo`,
    );
    expect(rows.rows).toEqual([
      { arquivo: '2026/11/a.mp3', duracao_segundos: 3800, variantes: {} },
      { arquivo: '2026/11/b.m4a', duracao_segundos: null, variantes: { duracaoSegundos: 'abc' } },
      { arquivo: '2026/11/c.jpg', duracao_segundos: null, variantes: { 'post-large': '/uploads/2026/11/c_post-large.jpg' } },
    ]);
  } finally {
    await client.close();
    fs.rmSync(before, { recursive: true, force: true });
  }
});
