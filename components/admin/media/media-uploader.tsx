'use client';

import { useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { formatFileSize } from '@/lib/domain/file-size';
import { AUDIO_ACCEPT, MEDIA_ACCEPT, type Media } from '@/lib/schemas/media';
import { CameraIcon, HeadphonesIcon } from '@/components/ui/icons';
import { MEDIA_WORDS } from './media-words';
import { buttonSecondary } from './styles';
import { useMediaUploads, type UploadItem, type UploaderKind } from './use-media-uploads';

/** The file types the browser's file dialog offers, per kind of file the zone takes. */
const ACCEPT: Record<UploaderKind, string> = {
  imagem: MEDIA_ACCEPT,
  audio: AUDIO_ACCEPT,
  todos: `${MEDIA_ACCEPT},${AUDIO_ACCEPT}`,
};

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  aguardando: 'Na fila',
  enviando: 'Enviando...',
  concluido: 'Concluído',
  erro: 'Falhou',
  cancelado: 'Cancelado',
};

function AlertIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}

function UploadRow({ item, onCancel }: { item: UploadItem; onCancel: (id: string) => void }) {
  const failed = item.status === 'erro';
  const moving = item.status === 'aguardando' || item.status === 'enviando';
  return (
    <li className="rounded-md border border-slate-200 bg-white px-3 py-2" data-testid="envio" data-status={item.status}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium text-slate-900" title={item.nome}>
          {item.nome}
        </span>
        <span className="shrink-0 text-xs text-slate-500">{formatFileSize(item.tamanho)}</span>
      </div>
      {failed ? (
        // A refused file shows the API's reason where its bar was: the bytes may all have been sent
        // (a 413/415 arrives after 100%), so a full red bar would read as a success.
        <p className="mt-1.5 flex items-start gap-1.5 text-xs font-medium text-red-700" role="alert" data-testid="envio-erro">
          <AlertIcon className="mt-px h-3.5 w-3.5 shrink-0" />
          <span>{item.erro}</span>
        </p>
      ) : (
        <>
          <div className="mt-1.5 flex items-center gap-3">
            <div
              role="progressbar"
              aria-label={`Envio de ${item.nome}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={item.progresso}
              aria-valuetext={`${item.progresso}%`}
              className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={clsx('h-full rounded-full transition-[width] duration-200', item.status === 'concluido' ? 'bg-emerald-500' : 'bg-brand-600')}
                style={{ width: `${item.progresso}%` }}
              />
            </div>
            <span className="w-10 shrink-0 text-right text-xs font-semibold tabular-nums text-slate-700">{item.progresso}%</span>
            {moving && (
              <button type="button" onClick={() => onCancel(item.id)} className="shrink-0 text-xs font-semibold text-slate-600 underline hover:text-slate-900">
                Cancelar<span className="sr-only"> envio de {item.nome}</span>
              </button>
            )}
          </div>
          <p className="mt-1 text-xs text-slate-600">{STATUS_TEXT[item.status]}</p>
        </>
      )}
    </li>
  );
}

type Props = {
  /** Images unless given ('audio' in the episode form, 'todos' in the library). */
  kind?: UploaderKind;
  onUploaded?: (media: Media) => void;
  onFailed?: (nome: string, message: string) => void;
  className?: string;
};

/**
 * Drop zone + file picker (several files at once). Each file is its own request with its own
 * progress bar and, when refused, the API's reason. Enter or Space on the zone opens the picker.
 */
export function MediaUploader({ kind = 'imagem', onUploaded, onFailed, className }: Props) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { items, addFiles, cancel, clearFinished, busy } = useMediaUploads({ kind, onUploaded, onFailed });
  const text = MEDIA_WORDS[kind].envio;
  const ZoneIcon = kind === 'audio' ? HeadphonesIcon : CameraIcon;
  const finished = items.some((item) => item.status !== 'aguardando' && item.status !== 'enviando');
  const done = items.filter((item) => item.status === 'concluido').length;

  return (
    <div className={className}>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept={ACCEPT[kind]}
        aria-label={text.rotulo}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          if (event.target.files?.length) addFiles(event.target.files);
          // Choosing the same file again must fire change again.
          event.target.value = '';
        }}
      />
      <button
        type="button"
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (event.dataTransfer.files.length) addFiles(event.dataTransfer.files);
        }}
        data-testid="zona-de-envio"
        className={clsx(
          'flex w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:border-brand-500 hover:bg-white',
        )}
      >
        <ZoneIcon className="h-8 w-8 text-slate-500" />
        <span className="text-sm font-semibold text-slate-900">{text.zona}</span>
        <span id={hintId} className="text-xs text-slate-600">
          {text.dica}
        </span>
      </button>

      {items.length > 0 && (
        <div className="mt-3">
          <div className="mb-2 flex items-center justify-between gap-2">
            <p className="text-sm text-slate-700" aria-live="polite">
              {busy ? `Enviando ${items.length === 1 ? '1 arquivo' : `${items.length} arquivos`}...` : `${done} de ${items.length} enviados.`}
            </p>
            {finished && (
              <button type="button" onClick={clearFinished} className={clsx(buttonSecondary, 'px-2.5 py-1 text-xs')}>
                Limpar lista
              </button>
            )}
          </div>
          <ul className="space-y-2" aria-label="Envios">
            {items.map((item) => (
              <UploadRow key={item.id} item={item} onCancel={cancel} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
