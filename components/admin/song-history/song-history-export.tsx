'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { AdminApiError, useAdminSWR } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import { saoPauloDayKey } from '@/lib/domain/sao-paulo-clock';
import { dayRange, SONG_HISTORY_EXPORT_MAX_DAYS, SONG_HISTORY_PAGE_PATH, songText } from '@/lib/domain/song-history';
import { SONG_HISTORY_API_PATH, SONG_HISTORY_EXPORT_API_PATH, SONG_HISTORY_MESSAGES, type SongHistoryAnswer } from '@/lib/schemas/song-history';
import { useToast } from '@/components/ui/toast-provider';
import { buttonPrimary, cardClass, fieldErrorClass, hintClass } from '@/components/admin/media/styles';
import { TextField } from '@/components/admin/forms/text-fields';
import { LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { downloadAdminFile } from '@/components/admin/logs/download-file';

/** The period's problem before asking the server (which checks the same), or null. */
function periodError(inicio: string, fim: string): { field: 'inicio' | 'fim'; message: string } | null {
  if (!inicio) return { field: 'inicio', message: SONG_HISTORY_MESSAGES.exportStart };
  if (!fim) return { field: 'fim', message: SONG_HISTORY_MESSAGES.exportEnd };
  const range = dayRange(inicio, fim);
  if (range === null) return { field: 'fim', message: SONG_HISTORY_MESSAGES.exportEnd };
  if (range.dias < 1) return { field: 'fim', message: SONG_HISTORY_MESSAGES.exportOrder };
  if (range.dias > SONG_HISTORY_EXPORT_MAX_DAYS) return { field: 'fim', message: SONG_HISTORY_MESSAGES.exportTooLong };
  return null;
}

function LatestSongs() {
  const { data, error, isLoading, mutate } = useAdminSWR<SongHistoryAnswer>(SONG_HISTORY_API_PATH, { refreshInterval: 30_000 });
  if (error && !data) return <LoadError title="Não foi possível carregar as últimas músicas." message={error.message} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <LoadingNote>Carregando as últimas músicas…</LoadingNote>;
  if (data.dados.length === 0) return <p className="text-sm text-slate-600">Nenhuma música registrada ainda. Confira o endereço do streaming e dos metadados em Configurações › Rádio.</p>;
  return (
    <ol className="divide-y divide-slate-100 text-sm">
      {data.dados.slice(0, 10).map((song) => (
        <li key={song.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2">
          <time dateTime={song.inicio} className="w-32 shrink-0 tabular-nums text-slate-500">
            {formatDateTime(song.inicio)}
          </time>
          <span className="min-w-0 flex-1 break-words font-semibold text-slate-900">{songText(song)}</span>
          {song.programa && <span className="text-xs text-slate-500">{song.programa}</span>}
        </li>
      ))}
    </ol>
  );
}

/**
 * /admin/tocou (admins and editors): what played in a period as a CSV for the rights office
 * (UTF-8 with BOM, ';', pt-BR dates: a spreadsheet in Portuguese opens it as is), and the latest
 * songs recorded, to see at a glance that the reader works.
 */
export function SongHistoryExport() {
  const toast = useToast();
  const ids = { inicio: useId(), fim: useId(), erro: useId() };
  const today = saoPauloDayKey(new Date());
  const [inicio, setInicio] = useState(() => `${today.slice(0, 8)}01`);
  const [fim, setFim] = useState(today);
  const [serverError, setServerError] = useState<{ field: string; message: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const localError = periodError(inicio, fim);
  const shown = serverError ?? (inicio && fim ? localError : null);

  const exportCsv = async () => {
    if (localError) {
      setServerError(localError);
      return;
    }
    setServerError(null);
    setExporting(true);
    try {
      const query = new URLSearchParams({ inicio, fim }).toString();
      const name = await downloadAdminFile(`${SONG_HISTORY_EXPORT_API_PATH}?${query}`, 'musicas-tocadas.csv');
      toast({ type: 'success', title: 'Exportação concluída.', message: name });
    } catch (caught) {
      const field = caught instanceof AdminApiError && caught.campos ? Object.keys(caught.campos)[0] : undefined;
      const message = caught instanceof AdminApiError ? (field ? caught.campos![field] : caught.message) : 'Não foi possível exportar o histórico de músicas.';
      if (field) setServerError({ field, message });
      toast({ type: 'error', title: 'O histórico não foi exportado.', message });
    } finally {
      setExporting(false);
    }
  };

  const dateField = (key: 'inicio' | 'fim', label: string, value: string, onChange: (value: string) => void) => (
    // The period's one message sits under the form: the field it is about points at it.
    <TextField
      id={ids[key]}
      label={label}
      type="date"
      value={value}
      onChange={(next) => {
        setServerError(null);
        onChange(next);
      }}
      invalid={shown?.field === key}
      describedBy={shown?.field === key ? ids.erro : undefined}
    />
  );

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">O que tocou</h1>
        <p className="mt-1 text-sm text-slate-600">
          As músicas que o site registrou a partir do streaming, para o relatório de direitos autorais (ECAD). A página pública fica em{' '}
          <a href={SONG_HISTORY_PAGE_PATH} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
            {SONG_HISTORY_PAGE_PATH}
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
          .
        </p>
      </header>

      <section aria-labelledby="exportar-tocou" className={clsx(cardClass, 'p-4')}>
        <h2 id="exportar-tocou" className="mb-3 text-lg font-bold text-slate-900">
          Exportar um período
        </h2>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void exportCsv();
          }}
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          noValidate
        >
          {dateField('inicio', 'De', inicio, setInicio)}
          {dateField('fim', 'Até', fim, setFim)}
          <button type="submit" disabled={exporting} className={buttonPrimary}>
            {exporting ? 'Exportando...' : 'Exportar CSV'}
          </button>
        </form>
        {shown && (
          <p id={ids.erro} role="alert" className={fieldErrorClass}>
            {shown.message}
          </p>
        )}
        <p className={hintClass}>
          Colunas: início; fim; duração; artista; título; programa. Datas no horário de Brasília, até {SONG_HISTORY_EXPORT_MAX_DAYS} dias por arquivo.
        </p>
      </section>

      <section aria-labelledby="ultimas-tocou" className={clsx(cardClass, 'p-4')}>
        <h2 id="ultimas-tocou" className="mb-3 text-lg font-bold text-slate-900">
          Últimas músicas registradas
        </h2>
        <LatestSongs />
      </section>
    </div>
  );
}
