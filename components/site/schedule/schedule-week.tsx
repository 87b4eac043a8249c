'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import clsx from 'clsx';
import { PROGRAMME_REFRESH_MS } from '@/lib/domain/constants';
import { namesList } from '@/lib/domain/names-list';
import { saoPauloDayKey, shiftDayKey } from '@/lib/domain/sao-paulo-clock';
import {
  currentOrNextOccurrence,
  DAY_LABELS,
  DAY_NAMES,
  localMoment,
  minuteText,
  neutralWeek,
  nextShow,
  showOnAir,
  timeRangeText,
  weekFrom,
  type ScheduleDay,
} from '@/lib/domain/schedule';

/** What the browser needs of a show to order the week and find what is on air (the cards carry the rest). */
export type ScheduleEntry = { id: number; nome: string; dias: number[]; inicioMinuto: number; fimMinuto: number; apresentadores: string[] };

type Props = {
  shows: ScheduleEntry[];
  /** The server-rendered card of each show, by id. */
  cards: Record<number, ReactNode>;
  /** No show registered: SPEC §4.2's table, one list for every day. */
  daily: boolean;
  brand: string;
};

// The clock, to the minute: null in server HTML (the page is cached), the browser's after hydration,
// re-read every PROGRAMME_REFRESH_MS like the player's programme (SPEC §4.2).
function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, PROGRAMME_REFRESH_MS);
  return () => window.clearInterval(timer);
}
const browserMinute = () => Math.floor(Date.now() / 60_000);
const serverMinute = () => null;

/** 'hoje às 15:00', 'amanhã às 06:00', 'sexta às 22:00'. */
function whenText(start: Date, now: Date): string {
  const local = localMoment(start);
  const day = saoPauloDayKey(start);
  const today = saoPauloDayKey(now);
  const at = `às ${minuteText(local.minute)}`;
  if (day === today) return `hoje ${at}`;
  if (day === shiftDayKey(today, 1)) return `amanhã ${at}`;
  return `${DAY_NAMES[local.weekday]} ${at}`;
}

function dayHeading(day: ScheduleDay<ScheduleEntry>, index: number): { title: string; date: string | null } {
  if (!day.data) return { title: DAY_LABELS[day.dia], date: null };
  const [, month, date] = day.data.split('-');
  const title = index === 0 ? `Hoje, ${DAY_LABELS[day.dia].toLocaleLowerCase('pt-BR')}` : index === 1 ? `Amanhã, ${DAY_LABELS[day.dia].toLocaleLowerCase('pt-BR')}` : DAY_LABELS[day.dia];
  return { title, date: `${date}/${month}` };
}

const presentersText = (names: readonly string[]) => (names.length ? `Com ${namesList(names)}` : '');

/**
 * The week of /programacao (issue 15). The server renders it Monday to Sunday with nothing on air
 * (the HTML is cached for every visitor); in the browser it starts today, marks the show on air and
 * says what comes next, and keeps doing so every minute.
 */
export function ScheduleWeek({ shows, cards, daily, brand }: Props) {
  const minute = useSyncExternalStore(subscribe, browserMinute, serverMinute);
  const now = minute === null ? null : new Date(minute * 60_000);

  const onAir = now ? showOnAir(shows, now) : null;
  const airing = onAir && now ? currentOrNextOccurrence(onAir, now) : null;
  const airingDay = airing ? saoPauloDayKey(airing.inicio) : null;
  const next = now ? nextShow(shows, now) : null;

  const days: ScheduleDay<ScheduleEntry>[] = daily
    ? [{ dia: -1, data: null, shows: neutralWeek(shows)[0].shows }]
    : now
      ? weekFrom(shows, now)
      : neutralWeek(shows);

  return (
    <div className="flex flex-col gap-8">
      <section aria-label="Agora na rádio" className="grid gap-3 sm:grid-cols-2" aria-live="polite">
        <div className="rounded-lg bg-brand-900 p-5 text-white" data-testid={onAir ? 'no-ar-agora' : undefined}>
          <p className="flex items-center gap-2 text-xs font-black uppercase tracking-widest text-white/80">
            <span className="h-2 w-2 animate-pulse rounded-full bg-live" aria-hidden />
            No ar agora
          </p>
          <p className="mt-2 text-2xl font-black leading-tight">{now ? (onAir?.nome ?? brand) : <span className="invisible">—</span>}</p>
          <p className="mt-1 min-h-5 text-sm text-white/85">
            {onAir ? [timeRangeText(onAir), presentersText(onAir.apresentadores)].filter(Boolean).join(' · ') : now ? 'Música e informação, 24 horas por dia.' : ''}
          </p>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-5" data-testid={next ? 'a-seguir' : undefined}>
          <p className="text-xs font-black uppercase tracking-widest text-muted">A seguir</p>
          <p className="mt-2 text-2xl font-black leading-tight text-ink">{next ? next.show.nome : <span className="invisible">—</span>}</p>
          <p className="mt-1 min-h-5 text-sm text-muted">{next && now ? [whenText(next.inicio, now), presentersText(next.show.apresentadores)].filter(Boolean).join(' · ') : ''}</p>
        </div>
      </section>

      {days.map((day, index) => {
        const heading = daily ? { title: 'Segunda a domingo', date: null } : dayHeading(day, index);
        const headingId = `dia-${daily ? 'todos' : day.dia}`;
        return (
          <section key={headingId} aria-labelledby={headingId} data-testid="dia-programacao" data-dia={daily ? 'todos' : day.dia}>
            <h2 id={headingId} className="mb-3 flex items-baseline gap-3 border-b-2 border-ink pb-2 text-xl font-black tracking-tight text-ink">
              {heading.title}
              {heading.date && <span className="text-sm font-semibold text-muted">{heading.date}</span>}
            </h2>
            {day.shows.length === 0 ? (
              <p className="py-2 text-muted">Programação musical da {brand}.</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {day.shows.map((show) => {
                  const live = Boolean(airing && airing.show.id === show.id && (daily || airingDay === day.data));
                  return (
                    <li
                      key={show.id}
                      data-testid="programa-item"
                      data-no-ar={live ? 'true' : undefined}
                      aria-current={live ? 'time' : undefined}
                      className={clsx('relative rounded-lg border p-3 sm:p-4', live ? 'border-live bg-red-50/60 ring-2 ring-live' : 'border-slate-200 bg-white')}
                    >
                      {live && (
                        <span className="mb-2 inline-flex items-center gap-1.5 rounded bg-live px-2 py-0.5 text-xs font-black uppercase tracking-wider text-white">
                          <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-white" aria-hidden />
                          No ar agora
                        </span>
                      )}
                      {cards[show.id]}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
