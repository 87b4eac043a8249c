'use client';

import { useCallback, useId, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import type { Media, MediaKind } from '@/lib/schemas/media';
import { Dialog } from '@/components/ui/dialog';
import { MediaGrid, MediaListState, MediaPager, MediaSearch, useMediaList } from './media-browser';
import { MediaUploader } from './media-uploader';
import { MEDIA_WORDS } from './media-words';
import { buttonPrimary, buttonSecondary } from './styles';

export type { Media } from '@/lib/schemas/media';

type Tab = 'biblioteca' | 'enviar';

type BaseProps = {
  open: boolean;
  onClose: () => void;
  /** What the caller can use: only that kind is listed, and uploaded (the API refuses the other). */
  accept: 'image' | 'audio';
  title?: string;
};

function pickerKind(accept: BaseProps['accept']): MediaKind {
  return accept === 'audio' ? 'audio' : 'imagem';
}

/** With `multiple`, onSelect gets Media[]; without, one Media (the union keeps callers' callbacks typed). */
export type MediaPickerProps =
  | (BaseProps & { multiple?: false; onSelect: (media: Media) => void })
  | (BaseProps & { multiple: true; onSelect: (media: Media[]) => void });

/**
 * Chooses images (or, with accept 'audio', an audio file: the episode form) from the library, or
 * uploads new ones first ('Enviar'): used by the post form (featured image, gallery), the editor
 * (inline images), the category form and the episode form. With `multiple`,
 * onSelect receives the chosen images in the order they were picked; otherwise one image. The
 * picker calls onClose after onSelect.
 */
export function MediaPicker(props: MediaPickerProps) {
  const { open, onClose, multiple = false } = props;
  const words = MEDIA_WORDS[pickerKind(props.accept)].escolha;
  const count = multiple ? 'varios' : 'um';
  return (
    <Dialog open={open} onClose={onClose} size="xl" title={props.title ?? words.titulo[count]} description={words.descricao[count]}>
      {/* Mounted only while open: every opening starts on the library with nothing selected. */}
      {open && <PickerBody {...props} />}
    </Dialog>
  );
}

function PickerBody(props: MediaPickerProps) {
  const { onClose, multiple = false } = props;
  const tabsId = useId();
  const [tab, setTab] = useState<Tab>('biblioteca');
  const [chosen, setChosen] = useState<Media[]>([]);
  const kind = pickerKind(props.accept);
  const words = MEDIA_WORDS[kind];
  const list = useMediaList(18, kind);
  const { data, error, isLoading, mutate, setPagina } = list;
  const items = useMemo(() => data?.dados ?? [], [data]);
  const chosenIds = useMemo(() => new Set(chosen.map((media) => media.id)), [chosen]);
  const tabRefs = { biblioteca: useRef<HTMLButtonElement>(null), enviar: useRef<HTMLButtonElement>(null) };

  const toggle = useCallback(
    (media: Media) => {
      setChosen((current) => {
        if (current.some((item) => item.id === media.id)) return current.filter((item) => item.id !== media.id);
        return multiple ? [...current, media] : [media];
      });
    },
    [multiple],
  );

  // A fresh upload is what the user wants to use: it joins the selection and the library list.
  const onUploaded = useCallback(
    (media: Media) => {
      setChosen((current) => (multiple ? [...current.filter((item) => item.id !== media.id), media] : [media]));
      // Newest first: page 1 of the library is where the new image shows up.
      setPagina(1);
      void mutate();
    },
    [multiple, mutate, setPagina],
  );

  const confirm = () => {
    if (chosen.length === 0) return;
    if (multiple) (props.onSelect as (media: Media[]) => void)(chosen);
    else (props.onSelect as (media: Media) => void)(chosen[0]);
    onClose();
  };

  const onTabKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next: Tab = tab === 'biblioteca' ? 'enviar' : 'biblioteca';
    const target = event.key === 'Home' ? 'biblioteca' : event.key === 'End' ? 'enviar' : next;
    setTab(target);
    tabRefs[target].current?.focus();
  };

  const tabClass = (active: boolean) =>
    clsx('-mb-px border-b-2 px-4 py-2 text-sm font-semibold', active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900');

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={words.escolha.origem} className="flex border-b border-slate-200" onKeyDown={onTabKeyDown}>
        {(['biblioteca', 'enviar'] as const).map((value) => (
          <button
            key={value}
            ref={tabRefs[value]}
            type="button"
            role="tab"
            id={`${tabsId}-${value}`}
            aria-selected={tab === value}
            aria-controls={`${tabsId}-${value}-painel`}
            tabIndex={tab === value ? 0 : -1}
            onClick={() => setTab(value)}
            className={tabClass(tab === value)}
          >
            {value === 'biblioteca' ? 'Biblioteca' : 'Enviar'}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`${tabsId}-biblioteca-painel`} aria-labelledby={`${tabsId}-biblioteca`} hidden={tab !== 'biblioteca'} className="space-y-3">
        <MediaSearch kind={kind} value={list.termo} onChange={list.setTermo} />
        <MediaListState kind={kind} isLoading={isLoading} error={error} empty={items.length === 0} busca={list.busca} onRetry={() => void mutate()} />
        {items.length > 0 && (
          <MediaGrid
            label={words.lista}
            items={items}
            selectedIds={chosenIds}
            onSelect={toggle}
            multiple={multiple}
            className="md:grid-cols-4 lg:grid-cols-6"
          />
        )}
        {data && data.meta.total > 0 && (
          <MediaPager kind={kind} pagina={data.meta.pagina} totalPaginas={data.meta.totalPaginas} total={data.meta.total} onChange={list.setPagina} />
        )}
      </div>

      {/* Kept mounted while hidden, so switching tabs never cancels uploads in progress. */}
      <div role="tabpanel" id={`${tabsId}-enviar-painel`} aria-labelledby={`${tabsId}-enviar`} hidden={tab !== 'enviar'}>
        <MediaUploader kind={kind} onUploaded={onUploaded} />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {chosen.length === 0
            ? words.escolha.nenhum
            : multiple
              ? words.escolha.selecionados(chosen.length)
              : `Selecionada: ${chosen[0].nomeOriginal}`}
        </p>
        <div className="flex gap-2">
          <button type="button" onClick={onClose} className={buttonSecondary}>
            Cancelar
          </button>
          <button type="button" onClick={confirm} disabled={chosen.length === 0} className={buttonPrimary}>
            {words.escolha.confirmar[multiple ? 'varios' : 'um']}
          </button>
        </div>
      </div>
    </div>
  );
}
