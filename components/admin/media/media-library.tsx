'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import { useSWRConfig } from 'swr';
import { useStoredUser } from '@/lib/admin/use-stored-user';
import { useToast } from '@/components/ui/toast-provider';
import type { Media } from '@/lib/schemas/media';
import { MediaDetails } from './media-details';
import { MediaGrid, MediaListState, MediaPager, MediaSearch, useMediaList } from './media-browser';
import { MediaUploader } from './media-uploader';
import { MEDIA_WORDS } from './media-words';
import { cardClass } from './styles';

/** Admins and editors delete any image; anyone else only what they uploaded (the API checks again). */
export function canDeleteMedia(user: { id: number; papel: string } | null, media: Media): boolean {
  if (!user) return false;
  return user.papel === 'admin' || user.papel === 'editor' || media.enviadoPor?.id === user.id;
}

/** /admin/midia: upload, search, browse and manage the media library. */
export function MediaLibrary() {
  const user = useStoredUser();
  const toast = useToast();
  const list = useMediaList();
  const { data, error, isLoading, mutate } = list;
  const [selected, setSelected] = useState<Media | null>(null);
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const libraryHeading = useRef<HTMLHeadingElement>(null);
  const items = useMemo(() => data?.dados ?? [], [data]);
  const selectedIds = useMemo(() => new Set(selected ? [selected.id] : []), [selected]);

  // Moving focus to the panel tells keyboard and screen-reader users where the details went (on phones it is above the grid).
  useEffect(() => {
    if (selected) detailsHeading.current?.focus();
  }, [selected?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const refresh = useCallback(() => void mutate(), [mutate]);
  // An upload changes every page and search of the library, not just the one on screen.
  const { mutate: mutateAll } = useSWRConfig();
  const refreshAll = useCallback(() => void mutateAll((key) => typeof key === 'string' && key.startsWith('/midia')), [mutateAll]);

  return (
    <div className="space-y-5">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Mídia</h1>
        <p className="mt-1 text-sm text-slate-600">
          Envie imagens e áudios, edite o texto alternativo e copie o endereço para usar nas postagens e nos podcasts.
        </p>
      </header>

      <section aria-labelledby="enviar-imagens" className={clsx(cardClass, 'p-4')}>
        <h2 id="enviar-imagens" className="mb-3 text-base font-bold text-slate-900">
          Enviar imagens e áudios
        </h2>
        <MediaUploader
          kind="todos"
          onUploaded={(media) => {
            toast({ type: 'success', title: MEDIA_WORDS[media.tipo].enviado, message: media.nomeOriginal });
            refreshAll();
          }}
          onFailed={(nome, message) => toast({ type: 'error', title: `Não foi possível enviar ${nome}.`, message })}
        />
      </section>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="biblioteca" className={clsx(cardClass, 'space-y-4 p-4')}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="biblioteca" ref={libraryHeading} tabIndex={-1} className="text-base font-bold text-slate-900 outline-none">
              Biblioteca
            </h2>
            <MediaSearch kind="todos" value={list.termo} onChange={list.setTermo} className="w-full sm:w-80" />
          </div>
          <MediaListState kind="todos" isLoading={isLoading} error={error} empty={items.length === 0} busca={list.busca} onRetry={refresh} />
          {items.length > 0 && (
            <MediaGrid
              label={MEDIA_WORDS.todos.lista}
              items={items}
              selectedIds={selectedIds}
              onSelect={(media) => setSelected((current) => (current?.id === media.id ? null : media))}
            />
          )}
          {data && data.meta.total > 0 && (
            <MediaPager kind="todos" pagina={data.meta.pagina} totalPaginas={data.meta.totalPaginas} total={data.meta.total} onChange={list.setPagina} />
          )}
        </section>

        {selected && (
          <aside className="order-first lg:sticky lg:top-4 lg:order-none" aria-label={MEDIA_WORDS[selected.tipo].selecionado}>
            <MediaDetails
              key={selected.id}
              ref={detailsHeading}
              media={selected}
              canDelete={canDeleteMedia(user, selected)}
              onChanged={(media) => {
                setSelected(media);
                refresh();
              }}
              onDeleted={() => {
                setSelected(null);
                refresh();
                // The panel (and the button that opened the confirmation) is gone: land back on the library.
                libraryHeading.current?.focus();
              }}
              onClose={() => setSelected(null)}
            />
          </aside>
        )}
      </div>
    </div>
  );
}
