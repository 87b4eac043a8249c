import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DatabaseLockedError, migrateDatabase, openDatabase } from '@/lib/server/db/client';

jest.setTimeout(60_000);

describe('PGlite data directory lock', () => {
  let dataDir: string;
  let holder: ChildProcess | null = null;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sintonia-lock-'));
  });
  afterEach(() => {
    holder?.kill('SIGKILL');
    holder = null;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a directory held by another live process, with a clear message', async () => {
    holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), JSON.stringify({ pid: holder.pid }));
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DatabaseLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(`já está aberto pelo processo ${holder.pid}`);
  });

  it('takes over a lock left by a process that died, and persists across reopen', async () => {
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.on('exit', resolve));
    fs.writeFileSync(path.join(dataDir, 'pglite.lock'), JSON.stringify({ pid: dead.pid }));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(first);
    await first.db.execute(sql`insert into configuracoes (chave, valor) values ('teste', 'persistido')`);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    const second = await openDatabase({ kind: 'pglite', dataDir });
    const result = await second.db.execute(sql`select valor from configuracoes where chave = 'teste'`);
    expect((result as unknown as { rows: { valor: string }[] }).rows[0].valor).toBe('persistido');
    await second.close();
  });

  it('refuses to open the database during next build', async () => {
    const previous = process.env.NEXT_PHASE;
    process.env.NEXT_PHASE = 'phase-production-build';
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow('durante o build');
    } finally {
      if (previous === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = previous;
    }
  });
});
