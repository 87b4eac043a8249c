'use client';

import { forwardRef, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { AdminApiError, adminFetch } from '@/lib/admin/api';
import { formatDateTime } from '@/lib/domain/dates';
import { formatFileSize } from '@/lib/domain/file-size';
import { formatDuration } from '@/lib/domain/podcast';
import { MEDIA_ALT_MAX, type Media } from '@/lib/schemas/media';
import { useToast } from '@/components/ui/toast-provider';
import { CloseIcon } from '@/components/ui/icons';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { FocalPointPicker } from './focal-point-picker';
import { MEDIA_WORDS } from './media-words';
import { TextAreaField } from '@/components/admin/forms/text-fields';
import { buttonDangerOutline, buttonPrimary, buttonSecondary, cardClass, inputClass, labelClass } from './styles';

const AUDIO_TYPE_LABELS: Record<string, string> = { 'audio/mpeg': 'MP3', 'audio/mp4': 'M4A (AAC)', 'audio/ogg': 'OGG' };

/** 'image/jpeg' → 'JPEG', 'audio/mpeg' → 'MP3'. */
export function mediaTypeLabel(mime: string): string {
  if (AUDIO_TYPE_LABELS[mime]) return AUDIO_TYPE_LABELS[mime];
  const subtype = mime.split('/')[1] ?? mime;
  return subtype.toUpperCase();
}

export function absoluteMediaUrl(url: string): string {
  return typeof window === 'undefined' || /^https?:\/\//i.test(url) ? url : new URL(url, window.location.origin).toString();
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

type Props = {
  media: Media;
  canDelete: boolean;
  onChanged: (media: Media) => void;
  onDeleted: (media: Media) => void;
  onClose: () => void;
};

/** The selected image: preview with its focal point, facts, alt text editing, copy URL and delete (with the API's refusal reason). */
export const MediaDetails = forwardRef<HTMLHeadingElement, Props>(function MediaDetails({ media, canDelete, onChanged, onDeleted, onClose }, headingRef) {
  const toast = useToast();
  const altId = useId();
  const urlId = useId();
  const urlRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState(media.alt);
  const [altError, setAltError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const url = absoluteMediaUrl(media.url);
  const dirty = alt.trim() !== media.alt;
  const words = MEDIA_WORDS[media.tipo].detalhes;
  const isAudio = media.tipo === 'audio';

  const saveAlt = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setAltError(null);
    try {
      const updated = await adminFetch<Media>(`/midia/${media.id}`, { method: 'PATCH', json: { alt } });
      setAlt(updated.alt);
      onChanged(updated);
      toast({ type: 'success', title: words.altSalvo });
    } catch (error) {
      const message = error instanceof AdminApiError ? (error.campos?.alt ?? error.message) : 'Não foi possível salvar.';
      setAltError(message);
      toast({ type: 'error', title: words.altNaoSalvo, message });
    } finally {
      setSaving(false);
    }
  };

  const copyUrl = async () => {
    if (await copyText(url)) {
      toast({ type: 'success', title: 'URL copiada.', message: url });
    } else {
      urlRef.current?.select();
      toast({ type: 'warning', title: 'Não foi possível copiar automaticamente.', message: 'O endereço foi selecionado: copie com Ctrl+C.' });
    }
  };

  const remove = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      await adminFetch(`/midia/${media.id}`, { method: 'DELETE' });
      setConfirming(false);
      toast({ type: 'success', title: words.excluido, message: media.nomeOriginal });
      onDeleted(media);
    } catch (error) {
      const message = error instanceof AdminApiError ? error.message : 'Não foi possível excluir o arquivo.';
      setDeleteError(message);
      toast({ type: 'error', title: words.naoExcluido, message });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section aria-labelledby={`${altId}-titulo`} className={clsx(cardClass, 'p-4')} data-testid="detalhes-midia">
      <div className="flex items-start justify-between gap-2">
        <h2 id={`${altId}-titulo`} ref={headingRef} tabIndex={-1} className="text-base font-bold text-slate-900 outline-none">
          {words.titulo}
        </h2>
        <button type="button" onClick={onClose} aria-label="Fechar detalhes" className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900">
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>

      {isAudio ? (
        // Only what is needed to start: the browser asks for the rest by range as it plays.
        <audio controls preload="none" src={media.url} className="mt-3 w-full" aria-label={`Ouvir ${media.nomeOriginal}`} data-testid="previa-audio" />
      ) : (
        // The preview is where the focal point is picked; the original opens from a link under it.
        <FocalPointPicker media={media} onSaved={onChanged} />
      )}

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-600">Nome</dt>
        <dd className="break-all text-slate-900">{media.nomeOriginal}</dd>
        <dt className="font-semibold text-slate-600">Tipo</dt>
        <dd className="text-slate-900">{mediaTypeLabel(media.mime)}</dd>
        <dt className="font-semibold text-slate-600">Tamanho</dt>
        <dd className="text-slate-900">{formatFileSize(media.tamanho)}</dd>
        {isAudio ? (
          <>
            <dt className="font-semibold text-slate-600">Duração</dt>
            <dd className="tabular-nums text-slate-900" data-testid="duracao-audio">
              {media.duracaoSegundos ? formatDuration(media.duracaoSegundos) : 'Desconhecida'}
            </dd>
          </>
        ) : (
          <>
            <dt className="font-semibold text-slate-600">Dimensões</dt>
            <dd className="text-slate-900">{media.largura && media.altura ? `${media.largura} × ${media.altura} px` : 'Desconhecidas'}</dd>
          </>
        )}
        <dt className="font-semibold text-slate-600">{words.enviada} por</dt>
        <dd className="text-slate-900">{media.enviadoPor?.nome ?? 'Usuário removido'}</dd>
        <dt className="font-semibold text-slate-600">{words.enviada} em</dt>
        <dd className="text-slate-900">{formatDateTime(media.criadoEm)}</dd>
      </dl>

      <form onSubmit={saveAlt} className="mt-4">
        <TextAreaField
          id={altId}
          label={words.alt}
          value={alt}
          onChange={setAlt}
          maxLength={MEDIA_ALT_MAX}
          rows={3}
          hint={`${words.altDica} ${alt.length}/${MEDIA_ALT_MAX} caracteres.`}
          error={altError ?? undefined}
        />
        <button type="submit" disabled={saving || !dirty} className={clsx(buttonPrimary, 'mt-2')}>
          {saving ? 'Salvando...' : `Salvar ${words.alt.toLowerCase()}`}
        </button>
      </form>

      <div className="mt-4">
        <label htmlFor={urlId} className={labelClass}>
          {words.endereco}
        </label>
        <div className="flex gap-2">
          <input ref={urlRef} id={urlId} readOnly value={url} onFocus={(event) => event.target.select()} className={clsx(inputClass, 'min-w-0 flex-1 text-xs')} />
          <button type="button" onClick={copyUrl} className={clsx(buttonSecondary, 'shrink-0')}>
            Copiar URL
          </button>
        </div>
      </div>

      {canDelete && (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <button
            type="button"
            onClick={() => {
              setDeleteError(null);
              setConfirming(true);
            }}
            className={buttonDangerOutline}
          >
            Excluir
          </button>
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        title={`${words.excluir}?`}
        message={
          isAudio ? (
            <p>
              O áudio <strong className="break-all">{media.nomeOriginal}</strong> será apagado. Esta ação não pode ser desfeita.
            </p>
          ) : (
            <p>
              A imagem <strong className="break-all">{media.nomeOriginal}</strong> e as suas versões reduzidas serão apagadas. Esta ação não pode ser
              desfeita.
            </p>
          )
        }
        confirmLabel={words.excluir}
        busyLabel="Excluindo..."
        busy={deleting}
        error={deleteError}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
});
