/*
 * node --conditions=react-server --import tsx scripts/search-bench.ts [--buscas 200] [--leituras 30]
 *   [--termos "saúde,prefeitura,…"] [--so-busca] [--explain]
 * Times the public reads (the service functions behind /api/v1/publico/*, as the pages call them)
 * and the search, on the database the app would open (DATABASE_URL → PostgreSQL, otherwise PGlite
 * under DATA_DIR; stop the server first with PGlite). Prints p50/p95/p99 in milliseconds.
 * --explain prints EXPLAIN (ANALYZE, BUFFERS) of every SQL statement each read sends.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { SECONDARY_BAR_CATEGORIES } from '../lib/domain/constants';
import { LIST_PAGE_SIZE } from '../lib/domain/pagination';
import { migrateDatabase, type Database } from '../lib/server/db/client';
import { categorias, postagens } from '../lib/server/db/schema';
import { describeDatabase, openScriptDatabase, runDatabaseScript } from './database-script';
import { listPublicCategories, listTopCategories } from '../lib/server/services/categories';
import { getPublicPost, listFeaturedPosts, listPublicPosts } from '../lib/server/services/posts';
import { publicPostListQuery } from '../lib/schemas/public';

/** One common, medium and rare word each, two words, a prefix while typing, and no match. */
export const DEFAULT_TERMS = [
  'saúde',
  'prefeitura',
  'Sereno',
  'vacinação',
  'dengue',
  'moranguinho',
  'Sbardelotto',
  'hospital vacinação',
  'câmara vereadores',
  'festa uva',
  'saú',
  'prefei',
  'xyzzy',
];

const USAGE = `Uso: node --conditions=react-server --import tsx scripts/search-bench.ts [opções]

Mede as leituras públicas (listas, categoria, postagem, sitemaps, categorias) e a busca no banco
configurado (DATABASE_URL ou PGlite em DATA_DIR) e imprime p50/p95/p99 em milissegundos.

  --buscas N      quantas buscas medir, alternando os termos (padrão 200)
  --leituras N    repetições de cada leitura (padrão 30)
  --termos LISTA  termos separados por vírgula (padrão: ${DEFAULT_TERMS.join(', ')})
  --so-busca      mede só a busca
  --explain       imprime o EXPLAIN ANALYZE de cada consulta SQL de cada leitura`;

type Options = { searches: number; reads: number; terms: string[]; onlySearch: boolean; explain: boolean };

function parseArgs(argv: string[]): Options | string {
  const options: Options = { searches: 200, reads: 30, terms: DEFAULT_TERMS, onlySearch: false, explain: false };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (name === '--so-busca') options.onlySearch = true;
    else if (name === '--explain') options.explain = true;
    else if (name === '--termos') options.terms = (value() ?? '').split(',').map((term) => term.trim()).filter(Boolean);
    else if (name === '--buscas' || name === '--leituras') {
      const n = Number(value());
      if (!Number.isSafeInteger(n) || n < 1) return `${name} precisa de um número inteiro positivo.`;
      if (name === '--buscas') options.searches = n;
      else options.reads = n;
    } else return `Opção desconhecida: ${argv[i]}`;
  }
  return options.terms.length ? options : '--termos está vazio.';
}

const query = (params: Record<string, string | number>) =>
  publicPostListQuery.parse(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])));

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const ms = (value: number) => value.toFixed(1).padStart(7);

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 0.5))}  p95 ${ms(percentile(sorted, 0.95))}  p99 ${ms(percentile(sorted, 0.99))}  máx ${ms(sorted[sorted.length - 1])}`;
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await task();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

type Read = { nome: string; run: () => Promise<unknown> };

async function readsFor(db: Database): Promise<Read[]> {
  const [saude] = await db.select({ id: categorias.id }).from(categorias).where(eq(categorias.slug, 'saude'));
  const [{ middle }] = await db
    .select({ middle: sql<number>`(count(*) / 2)::int` })
    .from(postagens)
    .where(and(eq(postagens.status, 'publicado'), eq(postagens.categoriaId, saude.id)));
  const [sample] = await db
    .select({ id: postagens.id, slug: postagens.slug })
    .from(postagens)
    .where(and(eq(postagens.status, 'publicado'), eq(postagens.categoriaId, saude.id)))
    .orderBy(asc(postagens.id))
    .offset(Number(middle))
    .limit(1);
  const [columnists] = await db.select({ id: categorias.id }).from(categorias).where(eq(categorias.slug, 'colunistas'));
  const pair = (params: Record<string, string | number>) => () =>
    Promise.all([listFeaturedPosts(db, query(params)), listPublicPosts(db, query(params))]);
  const sitemap = (pagina: number) => () =>
    listPublicPosts(db, query({ status: 'publicado', limite: 100, pagina, ordenarPor: 'criadoEm', direcao: 'asc' }));
  return [
    { nome: 'home (destaques + lista, limite 20)', run: pair({ limite: 20 }) },
    { nome: 'home, faixa de notícias (limite 5)', run: pair({ limite: 5 }) },
    { nome: `/noticias página 1 (limite ${LIST_PAGE_SIZE})`, run: pair({ limite: LIST_PAGE_SIZE, pagina: 1 }) },
    { nome: `/noticias página 500 (limite ${LIST_PAGE_SIZE})`, run: pair({ limite: LIST_PAGE_SIZE, pagina: 500 }) },
    { nome: 'lista página 500 (limite 20, offset 9980)', run: () => listPublicPosts(db, query({ limite: 20, pagina: 500 })) },
    { nome: `/saude página 1 (limite ${LIST_PAGE_SIZE})`, run: pair({ categoria: 'saude', limite: LIST_PAGE_SIZE }) },
    { nome: `/saude página 50 (limite ${LIST_PAGE_SIZE})`, run: pair({ categoria: 'saude', limite: LIST_PAGE_SIZE, pagina: 50 }) },
    { nome: 'destaques (limite 20)', run: () => listFeaturedPosts(db, query({ limite: 20 })) },
    { nome: 'postagem por slug', run: () => getPublicPost(db, sample.slug) },
    { nome: 'postagem por id', run: () => getPublicPost(db, String(sample.id)) },
    { nome: 'relacionadas (categoria + excluir, limite 4)', run: () => listPublicPosts(db, query({ categoria: 'saude', excluir: sample.id, limite: 4 })) },
    { nome: 'colunistas (categoriaId, limite 4)', run: () => listPublicPosts(db, query({ categoriaId: columnists.id, limite: 4, status: 'publicado' })) },
    {
      nome: 'galerias (limite 60, criadoEm desc)',
      run: () => listPublicPosts(db, query({ categoria: 'galeria-de-fotos', status: 'publicado', limite: 60, ordenarPor: 'criadoEm', direcao: 'desc' })),
    },
    { nome: 'sitemap: sonda (limite 1)', run: () => listPublicPosts(db, query({ status: 'publicado', limite: 1, ordenarPor: 'criadoEm', direcao: 'desc' })) },
    { nome: 'sitemap página 1 (100, mais antigas)', run: sitemap(1) },
    { nome: 'sitemap página 500 (100, mais antigas)', run: sitemap(500) },
    { nome: 'sitemap página 980 (100, mais antigas)', run: sitemap(980) },
    { nome: 'categorias (com contagem)', run: () => listPublicCategories(db) },
    { nome: 'categorias/top', run: () => listTopCategories(db, SECONDARY_BAR_CATEGORIES) },
  ];
}

/** Featured and list with the same query, in parallel, as the lists ask (SPEC §7.4); the search page asks for the list only. */
const search = (db: Database, term: string) => () =>
  Promise.all([listFeaturedPosts(db, query({ busca: term, limite: LIST_PAGE_SIZE })), listPublicPosts(db, query({ busca: term, limite: LIST_PAGE_SIZE }))]);

type Captured = { text: string; params: unknown[] };

/** drizzle sends every statement through its session's logger: borrowed here to see the SQL. */
function captureQueries(db: Database): { take(): Captured[] } {
  const session = (db as unknown as { session: { logger: { logQuery(text: string, params: unknown[]): void } } }).session;
  let captured: Captured[] = [];
  session.logger = { logQuery: (text, params) => captured.push({ text, params }) };
  return {
    take() {
      const taken = captured;
      captured = [];
      return taken;
    },
  };
}

async function explain(db: Database, statement: Captured): Promise<string> {
  const client = (db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
  const params = statement.params.map((value) => (value instanceof Date ? value.toISOString() : value));
  const result = await client.query(`explain (analyze, buffers, costs off) ${statement.text}`, params);
  return result.rows.map((row) => String(Object.values(row)[0])).join('\n');
}


async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const options = parseArgs(argv);
  if (typeof options === 'string') {
    console.error(`${options}\n\n${USAGE}`);
    return 2;
  }
  const handle = await openScriptDatabase();
  try {
    await migrateDatabase(handle);
    const db = handle.db;
    const [{ total, publicas }] = await db
      .select({
        total: sql<number>`count(*)::int`,
        publicas: sql<number>`count(*) filter (where ${postagens.status} = 'publicado')::int`,
      })
      .from(postagens);
    console.log(`Banco: ${describeDatabase()} — ${total.toLocaleString('pt-BR')} postagens (${publicas.toLocaleString('pt-BR')} publicadas)`);

    if (options.explain) {
      const capture = captureQueries(db);
      const reads = [...(await readsFor(db)), ...options.terms.map((term) => ({ nome: `busca "${term}"`, run: search(db, term) }))];
      capture.take();
      for (const read of reads) {
        await read.run();
        for (const statement of capture.take()) {
          console.log(`\n=== ${read.nome}\n${statement.text}\n-- ${JSON.stringify(statement.params)}\n${await explain(db, statement)}`);
          capture.take();
        }
      }
      return 0;
    }

    if (!options.onlySearch) {
      console.log(`\nLeituras (${options.reads} repetições cada, após 3 de aquecimento), ms:`);
      for (const read of await readsFor(db)) {
        for (let i = 0; i < 3; i++) await read.run();
        const times: number[] = [];
        for (let i = 0; i < options.reads; i++) times.push(await timed(read.run));
        console.log(`  ${read.nome.padEnd(46)} ${summary(times)}`);
      }
    }

    console.log(
      `\nBusca, ms: a chamada /publico/postagens?busca=…&limite=${LIST_PAGE_SIZE} (lista), a única que a página /noticias?busca= faz quando o termo não está em cache, e o par destaques + lista (como as listas pedem):`,
    );
    const listOnly = (term: string) => () => listPublicPosts(db, query({ busca: term, limite: LIST_PAGE_SIZE }));
    const byTerm = new Map<string, { list: number[]; pair: number[] }>();
    for (const term of options.terms) await search(db, term)();
    const all = { list: [] as number[], pair: [] as number[] };
    for (let i = 0; i < options.searches; i++) {
      const term = options.terms[i % options.terms.length];
      const times = byTerm.get(term) ?? { list: [], pair: [] };
      const list = await timed(listOnly(term));
      const pair = await timed(search(db, term));
      times.list.push(list);
      times.pair.push(pair);
      all.list.push(list);
      all.pair.push(pair);
      byTerm.set(term, times);
    }
    for (const [term, times] of byTerm) {
      const { meta } = await listOnly(term)();
      console.log(`  ${`"${term}"`.padEnd(22)} ${String(meta.total).padStart(4)} res.  lista ${summary(times.list)}   par p95 ${ms(percentile([...times.pair].sort((a, b) => a - b), 0.95))}`);
    }
    console.log(`  ${`todas (${all.list.length})`.padEnd(22)}       lista ${summary(all.list)}`);
    console.log(`  ${''.padEnd(22)}       par   ${summary(all.pair)}`);
    return 0;
  } finally {
    await handle.close();
  }
}

runDatabaseScript('', 'Falha na medição:', main);
