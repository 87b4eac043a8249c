/*
 * npm run seed:scale [-- --posts 100000] [--seed 2026] [--reset-scale]
 * Adds a large corpus of published posts to the database the app would open (DATABASE_URL →
 * PostgreSQL, otherwise PGlite under DATA_DIR), to measure the public reads at scale. Migrates
 * first and loads the demo station when the database is empty; the posts reuse its categories,
 * staff, team and pictures. Scale posts have slugs ending in -esc<n>: a second run adds more after
 * them, --reset-scale removes them first (and nothing else).
 */
import { migrateDatabase } from '../lib/server/db/client';
import { seedDemoStationIfEmpty } from '../lib/server/db/seed';
import { analyzeAfterBulkLoad, removeScalePosts, SCALE_DEFAULT_SEED, scaleStatusCounts, seedScalePosts } from '../lib/server/db/seed/scale';
import { env } from '../lib/server/env';
import { describeDatabase, openScriptDatabase, runDatabaseScript } from './database-script';

const USAGE = `Uso: npm run seed:scale [-- --posts 100000] [--seed ${SCALE_DEFAULT_SEED}] [--reset-scale]

Acrescenta postagens geradas (notícias em português dos últimos 5 anos, nas categorias, autores e
imagens da estação de demonstração) para medir o site com muitos dados. Cria a estação de
demonstração antes, se o banco estiver vazio.

  --posts N       quantas postagens acrescentar (padrão 100000; 0 com --reset-scale só remove)
  --seed S        semente do gerador: os mesmos parâmetros geram o mesmo texto (padrão ${SCALE_DEFAULT_SEED})
  --reset-scale   remove antes as postagens de escala já existentes (slug terminado em -esc<n>);
                  sem ela, as novas são acrescentadas depois das que já existem
  --help          mostra esta ajuda

Banco: DATABASE_URL (PostgreSQL) ou, sem ela, PGlite em DATA_DIR (padrão ./data).
Com PGlite, pare o servidor antes: só um processo pode abrir o diretório de dados.`;


type Args = { posts: number; seed: number; reset: boolean };

function parseArgs(argv: string[]): Args | string {
  const args: Args = { posts: 100_000, seed: SCALE_DEFAULT_SEED, reset: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [name, inline] = arg.split('=', 2);
    const value = () => inline ?? argv[++i];
    if (name === '--reset-scale') args.reset = true;
    else if (name === '--posts' || name === '--seed') {
      const raw = value();
      if (raw === undefined || !/^\d+$/.test(raw.replace(/[._]/g, ''))) return `${name} precisa de um número inteiro.`;
      const number = Number(raw.replace(/[._]/g, ''));
      if (name === '--posts') args.posts = number;
      else args.seed = number;
    } else return `Opção desconhecida: ${arg}`;
  }
  if (args.posts === 0 && !args.reset) return '--posts 0 só faz sentido com --reset-scale.';
  if (args.posts > 5_000_000) return '--posts aceita no máximo 5000000.';
  return args;
}

const number = (n: number) => n.toLocaleString('pt-BR');
const seconds = (ms: number) => `${(ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`;

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

  const started = Date.now();
  console.log(`[seed:scale] Banco de dados: ${describeDatabase()}`);
  const handle = await openScriptDatabase();
  try {
    await migrateDatabase(handle);
    console.log('[seed:scale] Migrações aplicadas.');
    const demo = await seedDemoStationIfEmpty(handle.db, { dataDir: env.dataDir, log: (message) => console.log(message) });
    if (demo.seeded) console.log('[seed:scale] O banco estava vazio: estação de demonstração criada.');

    if (args.reset) {
      const removed = await removeScalePosts(handle.db);
      console.log(`[seed:scale] --reset-scale: ${number(removed)} postagens de escala removidas.`);
    }
    if (args.posts > 0) {
      console.log(`[seed:scale] Gerando ${number(args.posts)} postagens (semente ${args.seed})…`);
      const seedStarted = Date.now();
      const result = await seedScalePosts(handle.db, {
        posts: args.posts,
        seed: args.seed,
        onProgress: (done, total) => {
          const elapsed = Date.now() - seedStarted;
          console.log(`[seed:scale] ${number(done)}/${number(total)} postagens (${seconds(elapsed)}, ${number(Math.round(done / (elapsed / 1000)))}/s)`);
        },
      });
      console.log(
        `[seed:scale] ${number(result.inserted)} postagens inseridas (slugs -esc${result.firstIndex} a -esc${result.lastIndex}), ` +
          `${number(result.galleryImages)} imagens de galeria, em ${seconds(result.durationMs)}.`,
      );
    }
    const vacuumStarted = Date.now();
    await analyzeAfterBulkLoad(handle.db);
    console.log(`[seed:scale] VACUUM ANALYZE em ${seconds(Date.now() - vacuumStarted)}.`);
    const counts = await scaleStatusCounts(handle.db);
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    const byStatus = Object.entries(counts).map(([status, n]) => `${status}: ${number(n)}`);
    console.log(
      `[seed:scale] Postagens de escala no banco: ${number(total)}${byStatus.length ? ` (${byStatus.join(', ')})` : ''}. ` +
        `Tempo total: ${seconds(Date.now() - started)}.`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

runDatabaseScript('[seed:scale] ', 'Falha ao gerar as postagens de escala:', main);
