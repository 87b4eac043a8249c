'use client';

import { useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { PROGRAMME_REFRESH_MS } from '@/lib/domain/constants';
import { exceptionDays, exceptionRangeText, exceptionsDuring, exceptionStartOn, nextUp } from '@/lib/domain/grid-exceptions';
import { namesList } from '@/lib/domain/names-list';
import { saoPauloDayKey, saoPauloWallClock, shiftDayKey } from '@/lib/domain/sao-paulo-clock';
import {
  airingOnDay,
  currentOrNextOccurrence,
  cardKey,
  DAY_LABELS,
  DAY_NAMES,
  exceptionAt,
  localMoment,
  minuteText,
  neutralWeek,
  showOnAir,
  timeRangeText,
  WEEK_ORDER,
  weekFrom,
  type GridSlot,
  type ScheduleDay,
  type ScheduleSlot,
} from '@/lib/domain/schedule';

/** What the browser needs of a show to order the week and find what is on air (the cards carry the rest). */
export type ScheduleEntry = { id: number; nome: string; horarios: GridSlot[]; apresentadores: string[] };

/** What the browser needs of an exception: `nome` is what is on air meanwhile (its show, else its title). */
export type ExceptionEntry = { id: number; titulo: string; inicio: string; fim: string; nome: string; apresentadores: string[] };

type Props = {
  shows: ScheduleEntry[];
  /** The exceptions of the next days, by start. */
  exceptions: ExceptionEntry[];
  /** The server-rendered card of each show's slot, by `cardKey`. */
  cards: Record<string, ReactNode>;
  /** The server-rendered card of each exception, by id. */
  exceptionCards: Record<number, ReactNode>;
  /** No show registered: SPEC §4.2's table, the same every day. */
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

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
const dayMonth = (data: string) => `${data.slice(8, 10)}/${data.slice(5, 7)}`;

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

/** The tab: 'Hoje', 'Amanhã', then the weekday ('Sábado'). */
const tabLabel = (dia: number, index: number) => (index === 0 ? 'Hoje' : index === 1 ? 'Amanhã' : capitalized(DAY_NAMES[dia]));

/** The day's heading: 'Hoje, segunda-feira', 'Amanhã, terça-feira', 'Quarta-feira'. */
function dayTitle(dia: number, index: number): string {
  const label = DAY_LABELS[dia];
  if (index === 0) return `Hoje, ${label.toLocaleLowerCase('pt-BR')}`;
  if (index === 1) return `Amanhã, ${label.toLocaleLowerCase('pt-BR')}`;
  return label;
}

const presentersText = (names: readonly string[]) => (names.length ? `Com ${namesList(names)}` : '');
const joined = (parts: ReadonlyArray<string | null | false>) => parts.filter(Boolean).join(' · ');

type TimedException = { inicio: number; fim: number; entry: ExceptionEntry };

/** One line of a day: a show's airing, or an exception. */
type DayItem =
  | { kind: 'programa'; key: string; start: number; show: ScheduleEntry; slot: ScheduleSlot; live: boolean; note: string | null }
  | { kind: 'excecao'; key: string; start: number; exception: TimedException; live: boolean };

function LiveBadge() {
  return (
    <span className="mb-2 inline-flex items-center gap-1.5 rounded bg-live px-2 py-0.5 text-xs font-black uppercase tracking-wider text-white">
      <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-white" aria-hidden />
      No ar agora
    </span>
  );
}

/**
 * The week of /programacao. The page is cached for everyone, so the server renders it with no
 * "today": every day Monday to Sunday, one after the other (links at the top jump to each), and
 * the coming exceptions with their dates; that stays the page without JavaScript. In the browser
 * it becomes day tabs opening on today ("Hoje", "Amanhã", then the weekdays), each day with its
 * exceptions in place (and the shows they replace marked), the show on air highlighted and what
 * comes next, kept current every minute.
 */
export function ScheduleWeek({ shows, exceptions, cards, exceptionCards, daily, brand }: Props) {
  const minute = useSyncExternalStore(subscribe, browserMinute, serverMinute);
  const now = minute === null ? null : new Date(minute * 60_000);
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const timed = useMemo<TimedException[]>(() => exceptions.map((entry) => ({ inicio: Date.parse(entry.inicio), fim: Date.parse(entry.fim), entry })), [exceptions]);
  const card = (show: ScheduleEntry, slot: ScheduleSlot) => cards[cardKey(show.id, show.horarios.indexOf(slot as GridSlot))];

  // What is on air: an exception covering the minute first, else the regular grid.
  const special = now ? exceptionAt(timed, now) : null;
  const regularShow = now && !special ? showOnAir(shows, now) : null;
  const airing = regularShow && now ? currentOrNextOccurrence(regularShow, now) : null;
  const airingDay = airing ? saoPauloDayKey(airing.inicio) : null;
  const next = now ? nextUp(shows, timed, now) : null;
  const today = now ? saoPauloDayKey(now) : null;

  const onAirName = special ? special.entry.nome : (regularShow?.nome ?? null);
  const onAirLine = special
    ? joined([special.entry.titulo !== special.entry.nome && special.entry.titulo, exceptionRangeText(special.inicio, special.fim), presentersText(special.entry.apresentadores)])
    : airing
      ? joined([timeRangeText(airing.slot), presentersText(airing.show.apresentadores)])
      : '';
  const nextName = next ? (next.kind === 'excecao' ? next.exception.entry.nome : next.occurrence.show.nome) : null;
  const nextPresenters = next ? (next.kind === 'excecao' ? next.exception.entry.apresentadores : next.occurrence.show.apresentadores) : [];

  const itemsOf = (day: ScheduleDay<ScheduleEntry>): DayItem[] => {
    const items: DayItem[] = day.airings.map(({ show, slot }) => {
      let note: string | null = null;
      if (day.data) {
        const { inicio, fim } = airingOnDay(slot, day.data);
        const replaced = exceptionsDuring(timed, inicio, fim);
        if (replaced.some((exception) => exception.inicio <= inicio.getTime() && exception.fim >= fim.getTime())) note = 'Não vai ao ar: programação especial.';
        else if (replaced.length) note = `Interrompido pela programação especial (${replaced.map((exception) => exceptionRangeText(exception.inicio, exception.fim)).join(', ')}).`;
      }
      const live = Boolean(airing && airing.show.id === show.id && airing.slot === slot && airingDay === day.data);
      return { kind: 'programa', key: `p-${cardKey(show.id, show.horarios.indexOf(slot as GridSlot))}`, start: slot.inicioMinuto, show, slot, live, note };
    });
    if (day.data) {
      for (const exception of timed) {
        if (!exceptionDays(exception.inicio, exception.fim).includes(day.data)) continue;
        const live = Boolean(special && special.entry.id === exception.entry.id && day.data === today);
        items.push({ kind: 'excecao', key: `e-${exception.entry.id}`, start: exceptionStartOn(exception.inicio, day.data), exception, live });
      }
    }
    return items.sort((a, b) => a.start - b.start);
  };

  const list = (items: DayItem[]) =>
    items.length === 0 ? (
      <p className="py-2 text-muted">Programação musical da {brand}.</p>
    ) : (
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li
            key={item.key}
            data-testid={item.kind === 'excecao' ? 'excecao-item' : 'programa-item'}
            data-no-ar={item.live ? 'true' : undefined}
            aria-current={item.live ? 'time' : undefined}
            className={clsx(
              'relative rounded-lg border p-3 sm:p-4',
              item.live ? 'border-live bg-red-50/60 ring-2 ring-live' : item.kind === 'excecao' ? 'border-amber-300 bg-amber-50/60' : 'border-slate-200 bg-white',
            )}
          >
            {item.live && <LiveBadge />}
            {item.kind === 'excecao' ? (
              exceptionCards[item.exception.entry.id]
            ) : (
              <>
                {item.note && (
                  <p className="mb-2 text-sm font-semibold text-amber-900" data-testid="programa-substituido">
                    {item.note}
                  </p>
                )}
                <div className={clsx(item.note?.startsWith('Não vai') && 'opacity-60')}>{card(item.show, item.slot)}</div>
              </>
            )}
          </li>
        ))}
      </ul>
    );

  const nowBoxes = (
    <section aria-label="Agora na rádio" className="grid gap-3 sm:grid-cols-2" aria-live="polite">
      <div className="rounded-lg bg-brand-900 p-5 text-white" data-testid={onAirName ? 'no-ar-agora' : undefined}>
        <p className="flex items-center gap-2 text-xs font-black uppercase tracking-widest text-white/80">
          <span className="h-2 w-2 animate-pulse rounded-full bg-live" aria-hidden />
          No ar agora
        </p>
        <p className="mt-2 text-2xl font-black leading-tight">{now ? (onAirName ?? brand) : <span className="invisible">—</span>}</p>
        <p className="mt-1 min-h-5 text-sm text-white/85">{onAirName ? onAirLine : now ? 'Música e informação, 24 horas por dia.' : ''}</p>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white p-5" data-testid={next ? 'a-seguir' : undefined}>
        <p className="text-xs font-black uppercase tracking-widest text-muted">A seguir</p>
        <p className="mt-2 text-2xl font-black leading-tight text-ink">{nextName ?? <span className="invisible">—</span>}</p>
        <p className="mt-1 min-h-5 text-sm text-muted">{next && now ? joined([whenText(next.inicio, now), presentersText(nextPresenters)]) : ''}</p>
      </div>
    </section>
  );

  const stripClass = '-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0';
  const chipClass = 'flex min-h-11 min-w-[4.75rem] shrink-0 flex-col items-center justify-center rounded-lg border px-3 py-1.5 text-sm font-bold leading-tight';

  // Server HTML, and the page without JavaScript: every day, readable in turn.
  if (!now) {
    const days = daily ? [] : neutralWeek(shows);
    return (
      <div className="flex flex-col gap-8">
        {nowBoxes}
        {!daily && (
          <nav aria-label="Dias da semana" className={stripClass}>
            {WEEK_ORDER.map((dia) => (
              <a key={dia} href={`#dia-${dia}`} className={clsx(chipClass, 'border-slate-200 bg-white text-ink hover:border-brand-500')}>
                <span>{capitalized(DAY_NAMES[dia])}</span>
                {/* The tabs' date line, kept as room: the strip does not change height when they replace it. */}
                <span className="invisible text-xs" aria-hidden>
                  00/00
                </span>
              </a>
            ))}
          </nav>
        )}
        {timed.length > 0 && (
          <section aria-labelledby="programacao-especial" data-testid="programacao-especial">
            <h2 id="programacao-especial" className="mb-3 border-b-2 border-ink pb-2 text-xl font-black tracking-tight text-ink">
              Programação especial
            </h2>
            <ul className="flex flex-col gap-3">
              {timed.map((exception) => {
                const start = saoPauloWallClock(new Date(exception.inicio));
                return (
                  <li key={exception.entry.id} data-testid="excecao-item" className="rounded-lg border border-amber-300 bg-amber-50/60 p-3 sm:p-4">
                    <p className="mb-2 text-sm font-bold text-ink">{`${DAY_LABELS[start.weekday]}, ${String(start.day).padStart(2, '0')}/${String(start.month).padStart(2, '0')}`}</p>
                    {exceptionCards[exception.entry.id]}
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        {daily ? (
          <section aria-labelledby="dia-todos" data-testid="dia-programacao" data-dia="todos">
            <h2 id="dia-todos" className="mb-3 border-b-2 border-ink pb-2 text-xl font-black tracking-tight text-ink">
              Segunda a domingo
            </h2>
            {list(itemsOf(neutralWeek(shows)[0]))}
          </section>
        ) : (
          days.map((day) => (
            <section key={day.dia} id={`dia-${day.dia}`} aria-labelledby={`titulo-dia-${day.dia}`} data-testid="dia-programacao" data-dia={day.dia} className="scroll-mt-24">
              <h2 id={`titulo-dia-${day.dia}`} className="mb-3 border-b-2 border-ink pb-2 text-xl font-black tracking-tight text-ink">
                {DAY_LABELS[day.dia]}
              </h2>
              {list(itemsOf(day))}
            </section>
          ))
        )}
      </div>
    );
  }

  // In the browser: tabs from today.
  const week = weekFrom(shows, now);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = week.length - 1;
    const keys: Record<string, number> = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setSelected(target);
    tabs.current[target]?.focus();
  };

  return (
    <div className="flex flex-col gap-8">
      {nowBoxes}
      <div className="flex flex-col gap-4">
        <div role="tablist" aria-label="Dias da semana" className={stripClass} onKeyDown={onKeyDown} data-testid="dias-abas">
          {week.map((day, index) => (
            <button
              key={day.dia}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`aba-dia-${day.dia}`}
              aria-selected={index === selected}
              aria-controls={`dia-${day.dia}`}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              className={clsx(chipClass, index === selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-200 bg-white text-ink hover:border-brand-500')}
            >
              <span>{tabLabel(day.dia, index)}</span>
              {day.data && <span className={clsx('text-xs font-semibold', index === selected ? 'text-white/85' : 'text-muted')}>{dayMonth(day.data)}</span>}
            </button>
          ))}
        </div>
        {week.map((day, index) => (
          <section
            key={day.dia}
            id={`dia-${day.dia}`}
            role="tabpanel"
            aria-labelledby={`aba-dia-${day.dia}`}
            tabIndex={0}
            hidden={index !== selected}
            data-testid="dia-programacao"
            data-dia={day.dia}
          >
            <h2 className="mb-3 flex items-baseline gap-3 border-b-2 border-ink pb-2 text-xl font-black tracking-tight text-ink">
              {dayTitle(day.dia, index)}
              {day.data && <span className="text-sm font-semibold text-muted">{dayMonth(day.data)}</span>}
            </h2>
            {list(itemsOf(day))}
          </section>
        ))}
      </div>
    </div>
  );
}
