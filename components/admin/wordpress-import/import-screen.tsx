'use client';

import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { adminFetch, uploadWithProgress, useAdminSWR } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import { sizeText } from '@/lib/domain/wordpress-import/wxr-reader';
import {
  isRunningImport,
  WORDPRESS_EXPORT_FIELD,
  WORDPRESS_IMPORT_STATUS_LABELS,
  type WordpressImportJob,
  type WordpressImportOverview,
} from '@/lib/schemas/wordpress-import';
import { useToast } from '@/components/ui/toast-provider';
import { LoadError, LoadingNote } from '@/components/admin/forms/list-states';
import { buttonPrimary, cardClass, hintClass, labelClass } from '@/components/admin/media/styles';
import { ImportReportView } from './import-report';

/** How often a running import's progress is asked for. */
const POLL_MS = 1500;

function ProgressBar({ label, percent, tone = 'brand' }: { label: string; percent: number; tone?: 'brand' | 'done' | 'failed' }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={clsx('h-full rounded-full transition-[width] duration-500', tone === 'done' ? 'bg-emerald-500' : tone === 'failed' ? 'bg-red-500' : 'bg-brand-600')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className="w-12 shrink-0 text-right text-sm font-semibold tabular-nums text-slate-700">{percent}%</span>
    </div>
  );
}

function JobPanel({ job, onChooseAboutPage }: { job: WordpressImportJob; onChooseAboutPage: (paginaId: number) => Promise<void> }) {
  const running = isRunningImport(job.status);
  const tone = job.status === 'concluida' ? 'done' : job.status === 'falhou' ? 'failed' : 'brand';
  return (
    <div className="space-y-4" data-testid="importacao" data-status={job.status}>
      <section className={clsx(cardClass, 'p-4')} aria-live="polite">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-bold text-slate-900">{job.arquivo.nome}</h2>
          <span className="text-sm text-slate-600">
            {sizeText(job.arquivo.bytes)} · enviado em {formatDateTime(job.criadoEm)}
            {job.criadoPor ? ` por ${job.criadoPor.nome}` : ''}
          </span>
        </div>
        <p className="mt-2 text-sm font-semibold text-slate-800">
          {WORDPRESS_IMPORT_STATUS_LABELS[job.status]}
          {running && job.etapa && job.etapa !== WORDPRESS_IMPORT_STATUS_LABELS[job.status] ? ` — ${job.etapa}` : ''}
        </p>
        <div className="mt-2">
          <ProgressBar label="Progresso da importação" percent={job.percentual} tone={tone} />
        </div>
        {running && <p className={hintClass}>Pode sair desta tela: a importação continua no servidor, e o site segue no ar enquanto isso.</p>}
        {job.erro && (
          <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {job.erro}
          </p>
        )}
      </section>
      {job.relatorio && !running && <ImportReportView report={job.relatorio} onChooseAboutPage={onChooseAboutPage} />}
    </div>
  );
}

/**
 * /admin/importar, admins only: send a WordPress export, follow the import (it runs in the
 * background on the server) and read its report; choose the page that becomes "A Rádio".
 */
export function WordpressImportScreen() {
  const inputId = useId();
  const hintId = useId();
  const toast = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const overview = useAdminSWR<WordpressImportOverview>('/importacoes/wordpress');
  const [jobId, setJobId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const currentId = jobId ?? overview.data?.importacoes[0]?.id ?? null;
  const job = useAdminSWR<WordpressImportJob>(currentId === null ? null : `/importacoes/wordpress/${currentId}`, {
    refreshInterval: (latest) => (latest && isRunningImport(latest.status) ? POLL_MS : 0),
  });
  const current = job.data ?? null;
  const running = current !== null && isRunningImport(current.status);

  // Told once when the import being followed ends.
  const lastStatus = useRef<string | null>(null);
  useEffect(() => {
    if (!current) return;
    const before = lastStatus.current;
    lastStatus.current = `${current.id}:${current.status}`;
    if (before === null || !before.startsWith(`${current.id}:`) || !isRunningImport(before.split(':')[1] as WordpressImportJob['status'])) return;
    if (current.status === 'concluida') {
      toast({ type: 'success', title: 'Importação concluída.', message: `${current.relatorio?.postagens.importadas.toLocaleString('pt-BR') ?? 0} postagens importadas.` });
      void overview.mutate();
    } else if (current.status === 'falhou') {
      toast({ type: 'error', title: 'A importação não foi concluída.', message: current.erro ?? undefined });
      void overview.mutate();
    }
  }, [current, toast, overview]);

  const send = async () => {
    if (!file) {
      setSendError('Escolha o arquivo .xml exportado pelo WordPress.');
      return;
    }
    setSendError(null);
    setSending(0);
    try {
      const started = await uploadWithProgress<WordpressImportJob>('/importacoes/wordpress', file, setSending, { field: WORDPRESS_EXPORT_FIELD });
      lastStatus.current = `${started.id}:${started.status}`;
      setJobId(started.id);
      await job.mutate(started, { revalidate: true });
      void overview.mutate();
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      setSendError(error instanceof Error ? error.message : 'Não foi possível enviar o arquivo.');
    } finally {
      setSending(null);
    }
  };

  const chooseAboutPage = async (paginaId: number) => {
    if (!current) return;
    try {
      const updated = await adminFetch<WordpressImportJob>(`/importacoes/wordpress/${current.id}/a-radio`, { method: 'POST', json: { paginaId } });
      await job.mutate(updated, { revalidate: false });
      toast({ type: 'success', title: 'Página “A Rádio” atualizada.', message: updated.relatorio?.aRadio?.titulo });
    } catch (error) {
      toast({ type: 'error', title: 'A página “A Rádio” não mudou.', message: error instanceof Error ? error.message : undefined });
    }
  };

  const folder = overview.data?.pastaImagens;
  const limit = overview.data?.limiteBytes;

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Importar do WordPress</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          Traz as notícias de um site WordPress com as categorias, as tags, os autores, as imagens e os endereços antigos, que passam a levar às notícias aqui (301). No WordPress, vá em{' '}
          <strong>Ferramentas → Exportar → Todo o conteúdo</strong> e envie o arquivo .xml. Pode enviar de novo depois: o que já foi importado não se repete.
        </p>
      </header>

      {overview.error && !overview.data ? (
        <LoadError title="Não foi possível carregar as importações." message={overview.error.message} onRetry={() => void overview.mutate()} />
      ) : !overview.data ? (
        <LoadingNote live>Carregando...</LoadingNote>
      ) : (
        <form
          className={clsx(cardClass, 'space-y-3 p-4')}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <div>
            <label htmlFor={inputId} className={labelClass}>
              Arquivo exportado (.xml)
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept=".xml,text/xml,application/xml"
              aria-describedby={hintId}
              aria-invalid={sendError ? true : undefined}
              disabled={sending !== null || running}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setSendError(null);
              }}
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
            />
            <p id={hintId} className={hintClass}>
              {limit ? `Até ${sizeText(limit)}. ` : ''}
              {folder &&
                (folder.existe
                  ? `As imagens são lidas da pasta ${folder.caminho} no servidor (a cópia de wp-content/uploads do site antigo).`
                  : `A pasta de imagens ${folder.caminho} não existe no servidor: copie para lá a pasta wp-content/uploads do site antigo (ou defina WORDPRESS_UPLOADS_DIR) antes de importar, ou as imagens serão listadas como não encontradas.`)}
            </p>
          </div>
          {folder && !folder.existe && (
            <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">Sem a pasta de imagens, as postagens vêm sem as fotos (cada uma fica no relatório).</p>
          )}
          {sending !== null && <ProgressBar label="Envio do arquivo" percent={sending} />}
          {sendError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {sendError}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonPrimary} disabled={sending !== null || running}>
              {sending !== null ? 'Enviando...' : 'Importar'}
            </button>
            {running && <span className="text-sm text-slate-600">Há uma importação em andamento.</span>}
          </div>
        </form>
      )}

      {current && <JobPanel job={current} onChooseAboutPage={chooseAboutPage} />}

      {overview.data && overview.data.importacoes.length > 1 && (
        <section className={clsx(cardClass, 'p-4')}>
          <h2 className="text-base font-bold text-slate-900">Importações anteriores</h2>
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {overview.data.importacoes.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <strong>{item.arquivo.nome}</strong> · {formatDateTime(item.criadoEm)} · {WORDPRESS_IMPORT_STATUS_LABELS[item.status]}
                  {item.relatorio ? ` · ${item.relatorio.postagens.importadas.toLocaleString('pt-BR')} postagens` : ''}
                </span>
                {item.id !== current?.id && (
                  <button type="button" className="text-sm font-semibold text-brand-700 underline" onClick={() => setJobId(item.id)}>
                    Ver relatório<span className="sr-only"> de {item.arquivo.nome}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
