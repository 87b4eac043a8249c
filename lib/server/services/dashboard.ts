import 'server-only';
import { and, desc, eq, gte, notInArray, sql, type SQL } from 'drizzle-orm';
import { saoPauloDayKey } from '@/lib/domain/dates';
import { isPapel } from '@/lib/domain/roles';
import type { Database } from '../db/client';
import { categorias, enqueteVotos, logs, postagens, usuarios, visualizacoesDiarias } from '../db/schema';
import { forbidden } from '@/lib/server/errors';
import type { AuthUser } from './auth';
import type { Dashboard } from '@/lib/schemas/dashboard';

export const DASHBOARD_TOP_POSTS = 5;
export const DASHBOARD_ACTIVITY = 10;
const VIEW_WINDOW_DAYS = 7;

/** Sign-ins and sign-outs belong on the logs screen; the dashboard's feed is about the content. */
const SESSION_ACTIONS = ['entrar', 'sair', 'login', 'logout', 'falha-login', 'bloquear', 'desbloquear'];

// Same rule as the public site: published, or scheduled and due (lib/server/services/posts.ts).
const visible = sql`(
  (${postagens.status} = 'publicado' and (${postagens.publicadoEm} is null or ${postagens.publicadoEm} <= now()))
  or (${postagens.status} = 'agendado' and ${postagens.publicadoEm} <= now())
)`;

/** 'yyyy-MM-dd' n calendar days before a São Paulo day key. */
export function dayKeyBefore(dayKey: string, days: number): string {
  const [year, month, day] = dayKey.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - days)).toISOString().slice(0, 10);
}

const toInt = (value: unknown) => Number(value ?? 0) || 0;

/**
 * The panel's first screen. Any staff member may see it; an autor sees the counts, views and
 * activity of their own posts (poll votes are the station's, shown to all).
 */
export async function getDashboard(db: Database, user: Pick<AuthUser, 'id' | 'papel'>, now: Date = new Date()): Promise<Dashboard> {
  if (!isPapel(user.papel)) throw forbidden();
  const ownOnly = user.papel === 'autor';
  const ownPosts: SQL | undefined = ownOnly ? eq(postagens.autorId, user.id) : undefined;

  const today = saoPauloDayKey(now);
  const weekStart = dayKeyBefore(today, VIEW_WINDOW_DAYS - 1);

  const [counts] = await db
    .select({
      publicadas: sql<number>`count(*) filter (where ${visible})::int`,
      agendadas: sql<number>`count(*) filter (where ${postagens.status} in ('publicado', 'agendado') and not ${visible})::int`,
      rascunhos: sql<number>`count(*) filter (where ${postagens.status} = 'rascunho')::int`,
      arquivadas: sql<number>`count(*) filter (where ${postagens.status} = 'arquivado')::int`,
      // the review queue (an autor's own posts waiting, for an autor).
      aguardandoRevisao: sql<number>`count(*) filter (where ${postagens.revisaoEstado} = 'pendente')::int`,
    })
    .from(postagens)
    .where(ownPosts);

  const [views] = await db
    .select({
      hoje: sql<number>`coalesce(sum(${visualizacoesDiarias.total}) filter (where ${visualizacoesDiarias.dia} = ${today}), 0)::int`,
      semana: sql<number>`coalesce(sum(${visualizacoesDiarias.total}), 0)::int`,
    })
    .from(visualizacoesDiarias)
    .innerJoin(postagens, eq(postagens.id, visualizacoesDiarias.postagemId))
    .where(and(gte(visualizacoesDiarias.dia, weekStart), sql`${visualizacoesDiarias.dia} <= ${today}`, ownPosts));

  const [votes] = await db.select({ total: sql<number>`count(*)::int` }).from(enqueteVotos);

  const top = await db
    .select({
      id: postagens.id,
      titulo: postagens.titulo,
      slug: postagens.slug,
      visualizacoes: postagens.visualizacoes,
      categoriaNome: categorias.nome,
      categoriaSlug: categorias.slug,
      categoriaCor: categorias.cor,
    })
    .from(postagens)
    .innerJoin(categorias, eq(categorias.id, postagens.categoriaId))
    .where(and(visible, ownPosts))
    .orderBy(desc(postagens.visualizacoes), desc(postagens.id))
    .limit(DASHBOARD_TOP_POSTS);

  const activity = await db
    .select({
      id: logs.id,
      acao: logs.acao,
      entidade: logs.entidade,
      entidadeId: logs.entidadeId,
      detalhes: logs.detalhes,
      criadoEm: logs.criadoEm,
      usuarioId: usuarios.id,
      usuarioNome: usuarios.nome,
    })
    .from(logs)
    .leftJoin(usuarios, eq(usuarios.id, logs.usuarioId))
    .where(and(notInArray(logs.acao, SESSION_ACTIONS), ownOnly ? eq(logs.usuarioId, user.id) : undefined))
    .orderBy(desc(logs.criadoEm), desc(logs.id))
    .limit(DASHBOARD_ACTIVITY);

  return {
    contagens: {
      publicadas: toInt(counts?.publicadas),
      agendadas: toInt(counts?.agendadas),
      rascunhos: toInt(counts?.rascunhos),
      arquivadas: toInt(counts?.arquivadas),
      aguardandoRevisao: toInt(counts?.aguardandoRevisao),
      visualizacoesHoje: toInt(views?.hoje),
      visualizacoes7Dias: toInt(views?.semana),
      votos: toInt(votes?.total),
    },
    maisLidas: top.map((row) => ({
      id: row.id,
      titulo: row.titulo,
      slug: row.slug,
      categoria: { nome: row.categoriaNome, slug: row.categoriaSlug, cor: row.categoriaCor },
      visualizacoes: row.visualizacoes,
      url: `/${row.categoriaSlug}/${row.slug}`,
    })),
    atividade: activity.map((row) => ({
      id: row.id,
      acao: row.acao,
      entidade: row.entidade,
      entidadeId: row.entidadeId,
      detalhes: row.detalhes ?? null,
      criadoEm: new Date(row.criadoEm).toISOString(),
      usuario: row.usuarioId === null || row.usuarioNome === null ? null : { id: row.usuarioId, nome: row.usuarioNome },
    })),
  };
}
