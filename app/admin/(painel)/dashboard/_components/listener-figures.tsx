'use client';

import { useAdminSWR } from '@/lib/admin/api';
import { LISTENER_CHART_DAYS, listenerSlots, type ListenerSlot } from '@/lib/domain/listeners';
import { formatNumber } from '@/lib/domain/numbers';
import { pad, saoPauloWallClock } from '@/lib/domain/sao-paulo-clock';
import type { ListenerFigures } from '@/lib/schemas/song-history';

const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];
const BAR = 4;
const HEIGHT = 120;

/** 'ter 24/11 14h' */
function hourLabel(iso: string): string {
  const wall = saoPauloWallClock(new Date(iso));
  return `${WEEKDAYS[wall.weekday]} ${pad(wall.day)}/${pad(wall.month)} ${pad(wall.hour)}h`;
}

const figure = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatNumber(value));

/**
 * The hourly peak (light) and average (dark) of the last 7 days as plain SVG bars, drawn here: no
 * chart library. Each bar names its hour and figures on hover; the table under it says the same.
 */
function HourlyChart({ slots }: { slots: ListenerSlot[] }) {
  const peak = Math.max(0, ...slots.map((slot) => slot.pico ?? 0));
  const max = Math.max(1, peak);
  const height = (value: number | null) => (value === null ? 0 : Math.max(1, Math.round((value / max) * HEIGHT)));
  const midnights = slots.map((slot, index) => ({ slot, index })).filter(({ slot }) => saoPauloWallClock(new Date(slot.hora)).hour === 0);
  const withData = slots.filter((slot) => slot.pico !== null);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${slots.length * BAR} ${HEIGHT + 16}`}
        className="h-40 w-full"
        preserveAspectRatio="none"
        role="img"
        aria-label={`Ouvintes por hora nos últimos ${LISTENER_CHART_DAYS} dias: maior pico ${formatNumber(peak)}.`}
        data-testid="grafico-ouvintes"
      >
        {midnights.map(({ index }) => (
          <line key={index} x1={index * BAR} x2={index * BAR} y1={0} y2={HEIGHT} className="stroke-slate-200" strokeWidth={0.5} />
        ))}
        {slots.map((slot, index) =>
          slot.pico === null ? null : (
            <g key={slot.hora}>
              <title>{`${hourLabel(slot.hora)}: pico ${formatNumber(slot.pico)}, média ${figure(slot.media)}`}</title>
              <rect x={index * BAR + 0.5} y={HEIGHT - height(slot.pico)} width={BAR - 1} height={height(slot.pico)} className="fill-brand-100" />
              <rect x={index * BAR + 0.5} y={HEIGHT - height(slot.media)} width={BAR - 1} height={height(slot.media)} className="fill-brand-600" />
            </g>
          ),
        )}
        <line x1={0} x2={slots.length * BAR} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-300" strokeWidth={0.5} />
      </svg>
      <figcaption className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-sm bg-brand-100" aria-hidden /> Pico da hora
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-sm bg-brand-600" aria-hidden /> Média da hora
        </span>
        <span>
          {midnights.length > 0 && `Linhas: meia-noite. `}De {hourLabel(slots[0].hora)} a {hourLabel(slots[slots.length - 1].hora)}.
        </span>
      </figcaption>
      {withData.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700 hover:underline">Ver os números por hora</summary>
          <div className="mt-2 max-h-64 overflow-auto">
            <table className="w-full text-left text-xs">
              <thead>
                <tr className="text-slate-500">
                  <th className="py-1 pr-3 font-semibold">Hora</th>
                  <th className="py-1 pr-3 text-right font-semibold">Pico</th>
                  <th className="py-1 text-right font-semibold">Média</th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {[...withData].reverse().map((slot) => (
                  <tr key={slot.hora} className="border-t border-slate-100">
                    <td className="py-1 pr-3">{hourLabel(slot.hora)}</td>
                    <td className="py-1 pr-3 text-right">{figure(slot.pico)}</td>
                    <td className="py-1 text-right">{figure(slot.media)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </figure>
  );
}

/** The dashboard's "Ouvintes": now, this hour, the week hour by hour, and the peak of each show. */
export function ListenerFiguresSection({ className }: { className?: string }) {
  const { data, error } = useAdminSWR<ListenerFigures>('/dashboard/ouvintes', { refreshInterval: 30_000 });
  return (
    <section className={className} aria-labelledby="ouvintes">
      <h2 id="ouvintes" className="mb-4 text-lg font-black text-ink">
        Ouvintes
      </h2>
      {error && !data ? (
        <p role="alert" className="text-sm text-red-800">
          Não foi possível carregar os números de ouvintes. {error.message}
        </p>
      ) : !data ? (
        <p className="text-sm text-slate-500">Carregando...</p>
      ) : (
        <div className="flex flex-col gap-5">
          <dl className="grid grid-cols-3 gap-3">
            <div>
              <dt className="text-sm font-semibold text-slate-600">Ouvintes agora</dt>
              <dd className="text-3xl font-black tabular-nums text-ink" data-testid="ouvintes-agora">
                {figure(data.agora)}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">Pico desta hora</dt>
              <dd className="text-3xl font-black tabular-nums text-ink" data-testid="ouvintes-pico-hora">
                {figure(data.horaAtual?.pico)}
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">Média desta hora</dt>
              <dd className="text-3xl font-black tabular-nums text-ink">{figure(data.horaAtual?.media)}</dd>
            </div>
          </dl>
          {data.agora === null && data.horas.length === 0 ? (
            <p className="text-sm text-slate-600">
              O servidor do streaming ainda não informou ouvintes. Eles são lidos do endereço dos metadados (Icecast ou Shoutcast), em Configurações › Rádio.
            </p>
          ) : (
            <HourlyChart slots={listenerSlots(data.horas, new Date())} />
          )}
          <div>
            <h3 className="mb-2 text-sm font-black text-ink">Pico por programa ({LISTENER_CHART_DAYS} dias)</h3>
            {data.picoPorPrograma.length === 0 ? (
              <p className="text-sm text-slate-500">Nenhum programa com ouvintes registrados.</p>
            ) : (
              <ol className="divide-y divide-slate-100 text-sm" data-testid="pico-por-programa">
                {data.picoPorPrograma.map((show) => (
                  <li key={show.programaId} className="flex items-baseline justify-between gap-3 py-1.5">
                    <span className="min-w-0 break-words font-semibold text-ink">{show.nome}</span>
                    <span className="shrink-0 tabular-nums text-slate-600">
                      <span className="font-bold text-ink">{formatNumber(show.pico)}</span> · {hourLabel(show.hora)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
