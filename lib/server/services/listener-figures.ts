import 'server-only';
import { asc, desc, eq, gte, sql } from 'drizzle-orm';
import { averageListeners, hourStartOf, LISTENER_CHART_HOURS } from '@/lib/domain/listeners';
import { isPapel } from '@/lib/domain/roles';
import type { ListenerFigures } from '@/lib/schemas/song-history';
import { forbidden } from '@/lib/server/errors';
import type { Database } from '../db/client';
import { ouvintesHora, programas } from '../db/schema';
import type { AuthUser } from './auth';
import { showOnAirAt } from './show-on-air';

/*
 * Listener figures per São Paulo clock hour (ouvintes_hora): the peak, and the sum and number of
 * samples for the average. Each read of the stream's status page is one sample, added in one
 * statement (an upsert), so instances sampling at once never lose one; with several instances the
 * samples are more frequent, which changes neither the peak nor the average. The hour's show is
 * the one on air at its peak: the peak per show reads from it.
 */

const HOUR_MS = 3_600_000;

/** Adds one reading of `count` listeners at `at` to its hour. */
export async function recordListenerSample(db: Database, at: Date, count: number): Promise<void> {
  const hora = hourStartOf(at);
  const onAir = await showOnAirAt(db, at);
  const programaId = onAir?.programaId ?? null;
  await db
    .insert(ouvintesHora)
    .values({ hora, pico: count, soma: count, amostras: 1, programaId })
    .onConflictDoUpdate({
      target: ouvintesHora.hora,
      set: {
        programaId: sql`case when excluded.pico > ${ouvintesHora.pico} then excluded.programa_id else ${ouvintesHora.programaId} end`,
        pico: sql`greatest(${ouvintesHora.pico}, excluded.pico)`,
        soma: sql`${ouvintesHora.soma} + excluded.soma`,
        amostras: sql`${ouvintesHora.amostras} + 1`,
      },
    });
}

/**
 * The dashboard's figures: `agora` as the process's reader last read it (given by the caller), the
 * current hour, the hours of the last 7 days and the peak of each show in them. Any staff member.
 */
export async function getListenerFigures(db: Database, user: Pick<AuthUser, 'papel'>, agora: number | null, now: Date = new Date()): Promise<ListenerFigures> {
  if (!isPapel(user.papel)) throw forbidden();
  const currentHour = hourStartOf(now);
  const from = new Date(currentHour.getTime() - (LISTENER_CHART_HOURS - 1) * HOUR_MS);
  const [hours, perShow] = await Promise.all([
    db
      .select({ hora: ouvintesHora.hora, pico: ouvintesHora.pico, soma: ouvintesHora.soma, amostras: ouvintesHora.amostras })
      .from(ouvintesHora)
      .where(gte(ouvintesHora.hora, from))
      .orderBy(asc(ouvintesHora.hora)),
    db
      .selectDistinctOn([ouvintesHora.programaId], { programaId: programas.id, nome: programas.nome, pico: ouvintesHora.pico, hora: ouvintesHora.hora })
      .from(ouvintesHora)
      .innerJoin(programas, eq(programas.id, ouvintesHora.programaId))
      .where(gte(ouvintesHora.hora, from))
      .orderBy(ouvintesHora.programaId, desc(ouvintesHora.pico), desc(ouvintesHora.hora)),
  ]);
  const horas = hours.map((row) => ({ hora: row.hora.toISOString(), pico: row.pico, media: averageListeners(row.soma, row.amostras) }));
  const current = horas.find((row) => row.hora === currentHour.toISOString()) ?? null;
  return {
    agora,
    horaAtual: current,
    horas,
    picoPorPrograma: perShow
      .map((row) => ({ programaId: row.programaId, nome: row.nome, pico: row.pico, hora: row.hora.toISOString() }))
      .sort((a, b) => b.pico - a.pico || a.nome.localeCompare(b.nome, 'pt-BR')),
  };
}
