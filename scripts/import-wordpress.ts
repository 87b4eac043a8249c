/*
 * npm run import:wordpress -- export.xml [--uploads PASTA] [--a-radio PAGINA] [--usuario EMAIL]
 * Imports a WordPress export (Tools → Export → All content) into the database the app would open
 * (DATABASE_URL → PostgreSQL, otherwise PGlite under DATA_DIR): posts, categories, tags, authors,
 * images from a copy of wp-content/uploads, and the old addresses as 301 redirects. Safe to run
 * again: what was imported before is skipped.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { isWxrError, sizeText } from '../lib/domain/wordpress-import/wxr-reader';
import { durationText, reportLines } from '../lib/domain/wordpress-import/report';
import { migrateDatabase } from '../lib/server/db/client';
import { usuarios } from '../lib/server/db/schema';
import { seedDemoStationIfEmpty } from '../lib/server/db/seed';
import { env } from '../lib/server/env';
import { exportMaxBytes } from '../lib/server/services/wordpress-import/read-export';
import { ImportInterrupted, runWordpressImport, type ImportProgress } from '../lib/server/services/wordpress-import/run-import';
import { describeDatabase, openScriptDatabase, runDatabaseScript } from './database-script';

const USAGE = `Uso: npm run import:wordpress -- exportacao.xml [--uploads PASTA] [--a-radio PAGINA] [--usuario EMAIL]

Importa o arquivo exportado pelo WordPress (Ferramentas → Exportar → Todo o conteúdo): postagens,
categorias, tags, autores (contas de autor inativas e sem senha), imagens e os endereços antigos,
que passam a responder 301 para os novos. Pode rodar de novo: o que já foi importado é pulado.

  --uploads PASTA    cópia da pasta wp-content/uploads do site antigo, de onde vêm as imagens
                     (sem ela, as imagens são listadas como não encontradas)
  --a-radio PAGINA   a página (número ou endereço no WordPress) cujo texto vira a página "A Rádio"
  --usuario EMAIL    o administrador em nome de quem a importação é feita (padrão: o primeiro ativo)
  --help             mostra esta ajuda

Banco: DATABASE_URL (PostgreSQL) ou, sem ela, PGlite em DATA_DIR (padrão ./data).
Com PGlite, pare o servidor antes: só um processo pode abrir o diretório de dados.
Limite do arquivo: WORDPRESS_IMPORT_MAX_MB (padrão 1024).`;

type Args = { file: string; uploads: string | null; aboutPage: string | null; user: string | null };

function parseArgs(argv: string[]): Args | string {
  const args: Args = { file: '', uploads: null, aboutPage: null, user: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [name, inline] = arg.split('=', 2);
    const value = () => {
      const next = inline ?? argv[++i];
      return next === undefined || next.startsWith('--') ? null : next;
    };
    if (name === '--uploads' || name === '--a-radio' || name === '--usuario') {
      const given = value();
      if (given === null) return `${name} precisa de um valor.`;
      if (name === '--uploads') args.uploads = given;
      else if (name === '--a-radio') args.aboutPage = given;
      else args.user = given;
    } else if (arg.startsWith('--')) return `Opção desconhecida: ${arg}`;
    else if (args.file) return `Informe um arquivo só (recebi ${args.file} e ${arg}).`;
    else args.file = arg;
  }
  if (!args.file) return 'Informe o arquivo exportado pelo WordPress.';
  return args;
}

const percentBar = (percent: number) => `[${'#'.repeat(Math.round(percent / 5)).padEnd(20, '.')}] ${String(percent).padStart(3)}%`;

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    console.error(`${args}\n\n${USAGE}`);
    return 2;
  }
  const file = path.resolve(args.file);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    console.error(`[importar] Arquivo não encontrado: ${file}`);
    return 2;
  }
  const uploads = args.uploads ? path.resolve(args.uploads) : null;
  if (uploads && !(fs.existsSync(uploads) && fs.statSync(uploads).isDirectory())) {
    console.error(`[importar] Pasta de uploads não encontrada: ${uploads}`);
    return 2;
  }
  console.log(`[importar] Arquivo: ${file} (${sizeText(fs.statSync(file).size)}; limite ${sizeText(exportMaxBytes())})`);
  console.log(uploads ? `[importar] Imagens de: ${uploads}` : '[importar] Sem --uploads: as imagens serão listadas como não encontradas.');
  console.log(`[importar] Banco de dados: ${describeDatabase()}`);

  const handle = await openScriptDatabase();
  try {
    await migrateDatabase(handle);
    if (env.seedDemoData) await seedDemoStationIfEmpty(handle.db, { dataDir: env.dataDir, log: (message) => console.log(message) });
    const [admin] = await handle.db
      .select()
      .from(usuarios)
      .where(and(eq(usuarios.papel, 'admin'), eq(usuarios.ativo, true), args.user ? eq(sql`lower(${usuarios.email})`, args.user.toLowerCase()) : undefined))
      .orderBy(asc(usuarios.id))
      .limit(1);
    if (!admin) {
      console.error(args.user ? `[importar] ${args.user} não é um administrador ativo.` : '[importar] Nenhum administrador ativo no banco: a importação é feita em nome de um.');
      return 2;
    }
    console.log(`[importar] Em nome de: ${admin.nome} <${admin.email}>`);

    let lastLine = '';
    let lastAt = 0;
    const onProgress = (progress: ImportProgress) => {
      const line = `[importar] ${percentBar(progress.percentual)} ${progress.etapa}`;
      const now = Date.now();
      if (line === lastLine || (now - lastAt < 2000 && progress.percentual < 100 && !progress.etapa.startsWith('Importando autores'))) return;
      lastLine = line;
      lastAt = now;
      console.log(line);
    };
    const started = Date.now();
    try {
      const { report } = await runWordpressImport(
        handle.db,
        { user: { id: admin.id, nome: admin.nome, email: admin.email, papel: admin.papel, avatar: admin.avatar, ativo: admin.ativo }, ip: null },
        { file, nome: path.basename(file), uploadsDir: uploads, aboutPage: args.aboutPage, onProgress },
      );
      console.log('\n[importar] Relatório');
      for (const line of reportLines(report)) console.log(`  ${line}`);
      if (report.paginas.length > 0 && !report.aRadio) console.log('\n  Para usar uma página como "A Rádio": rode de novo com --a-radio NÚMERO, ou escolha-a em Importar do WordPress no painel.');
      console.log(`\n[importar] Concluída em ${durationText(Date.now() - started)}.`);
      return 0;
    } catch (error) {
      if (isWxrError(error)) {
        console.error(`\n[importar] Arquivo recusado: ${error.message}\nNada foi importado.`);
        return 1;
      }
      if (error instanceof ImportInterrupted) {
        console.error(`\n[importar] A importação parou: ${error.message}`);
        console.error('O que já foi importado ficou; rode de novo para continuar (nada é importado duas vezes).\n[importar] Relatório até aqui');
        for (const line of reportLines(error.report)) console.error(`  ${line}`);
        return 1;
      }
      throw error;
    }
  } finally {
    await handle.close();
  }
}

runDatabaseScript('[importar] ', 'Falha na importação:', () =>
  main().finally(() => {
    // The cache's Redis connection (with REDIS_URL) would hold the process open.
    setTimeout(() => process.exit(process.exitCode ?? 0), 100).unref();
  }),
);
