'use client';

import { useCallback, useId, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import type { Media } from '@/lib/schemas/media';
import { Dialog } from '@/components/ui/dialog';
import { MediaGrid, MediaListState, MediaPager, MediaSearch, useMediaList } from './media-browser';
import { MediaUploader } from './media-uploader';
import { buttonPrimary, buttonSecondary } from './styles';

export type { Media } from '@/lib/schemas/media';

type Tab = 'biblioteca' | 'enviar';

type BaseProps = {
  open: boolean;
  onClose: () => void;
  /** Only images exist in the library today; kept explicit so callers say what they expect. */
  accept: 'image';
  title?: string;
};

/** With `multiple`, onSelect gets Media[]; without, one Media (the union keeps callers' callbacks typed). */
export type MediaPickerProps =
  | (BaseProps & { multiple?: false; onSelect: (media: Media) => void })
  | (BaseProps & { multiple: true; onSelect: (media: Media[]) => void });

/**
 * Chooses images from the library, or uploads new ones first ('Enviar'): used by the post form
 * (featured image, gallery), the editor (inline images) and the category form. With `multiple`,
 * onSelect receives the chosen images in the order they were picked; otherwise one image. The
 * picker calls onClose after onSelect.
 */
export function MediaPicker(props: MediaPickerProps) {
  const { open, onClose, multiple = false } = props;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="xl"
      title={props.title ?? (multiple ? 'Escolher imagens' : 'Escolher imagem')}
      description={multiple ? 'Selecione uma ou mais imagens da biblioteca ou envie novas.' : 'Selecione uma imagem da biblioteca ou envie uma nova.'}
    >
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
  const list = useMediaList(18);
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
      <div role="tablist" aria-label="Origem da imagem" className="flex border-b border-slate-200" onKeyDown={onTabKeyDown}>
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
        <MediaSearch value={list.termo} onChange={list.setTermo} />
        <MediaListState isLoading={isLoading} error={error} empty={items.length === 0} busca={list.busca} onRetry={() => void mutate()} />
        {items.length > 0 && <MediaGrid items={items} selectedIds={chosenIds} onSelect={toggle} multiple={multiple} className="md:grid-cols-4 lg:grid-cols-6" />}
        {data && data.meta.total > 0 && (
          <MediaPager pagina={data.meta.pagina} totalPaginas={data.meta.totalPaginas} total={data.meta.total} onChange={list.setPagina} />
        )}
      </div>

      {/* Kept mounted while hidden, so switching tabs never cancels uploads in progress. */}
      <div role="tabpanel" id={`${tabsId}-enviar-painel`} aria-labelledby={`${tabsId}-enviar`} hidden={tab !== 'enviar'}>
        <MediaUploader onUploaded={onUploaded} />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {chosen.length === 0
            ? 'Nenhuma imagem selecionada.'
            : multiple
              ? `${chosen.length} ${chosen.length === 1 ? 'imagem selecionada' : 'imagens selecionadas'}.`
              : `Selecionada: ${chosen[0].nomeOriginal}`}
        </p>
        <div className="flex gap-2">
          <button type="button" onClick={onClose} className={buttonSecondary}>
            Cancelar
          </button>
          <button type="button" onClick={confirm} disabled={chosen.length === 0} className={buttonPrimary}>
            {multiple ? 'Usar imagens selecionadas' : 'Usar imagem selecionada'}
          </button>
        </div>
      </div>
    </div>
  );
}
