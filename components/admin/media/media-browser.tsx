'use client';

import { useId } from 'react';
import clsx from 'clsx';
import { useAdminSWR } from '@/lib/admin/api';
import { formatDuration } from '@/lib/domain/podcast';
import { MEDIA_PAGE_SIZE, type Media, type MediaKind, type MediaList } from '@/lib/schemas/media';
import { HeadphonesIcon } from '@/components/ui/icons';
import { ListPager } from '@/components/admin/forms/list-pager';
import { useListSearch } from '@/lib/hooks/use-list-search';
import { SearchField } from '@/components/admin/forms/search-field';
import { MEDIA_WORDS, type MediaListKind } from './media-words';
import { buttonSecondary } from './styles';

/** The list path for a search and page (and kind, for the pickers); exported so callers can revalidate the same SWR key. */
export function mediaListPath(busca: string, pagina: number, limite = MEDIA_PAGE_SIZE, tipo?: MediaKind): string {
  const params = new URLSearchParams({ pagina: String(pagina), limite: String(limite) });
  if (busca.trim()) params.set('busca', busca.trim());
  if (tipo) params.set('tipo', tipo);
  return `/midia?${params.toString()}`;
}

/** Search (debounced) and page state plus the SWR read of GET /midia; `tipo` lists one kind only. */
export function useMediaList(limite = MEDIA_PAGE_SIZE, tipo?: MediaKind) {
  const search = useListSearch();
  const path = mediaListPath(search.busca, search.pagina, limite, tipo);
  const swr = useAdminSWR<MediaList>(path, { keepPreviousData: true });
  return { ...search, path, ...swr };
}

export function mediaLabel(media: Pick<Media, 'alt' | 'nomeOriginal'>): string {
  return media.alt.trim() || media.nomeOriginal;
}

type GridProps = {
  /** The list's accessible name: 'Imagens' unless given. */
  label?: string;
  items: Media[];
  selectedIds: ReadonlySet<number>;
  onSelect: (media: Media) => void;
  multiple?: boolean;
  className?: string;
};

/** An audio file's tile: no picture, so an icon, its name and its duration. */
function AudioTile({ media }: { media: Media }) {
  return (
    <span className="flex h-full w-full flex-col items-center justify-center gap-1.5 bg-gradient-to-br from-slate-700 to-slate-900 p-2 text-center text-white" data-testid="midia-audio">
      <HeadphonesIcon className="h-8 w-8 text-white/80" />
      <span className="line-clamp-2 break-all text-xs font-semibold">{mediaLabel(media)}</span>
      <span className="rounded bg-white/15 px-1.5 py-0.5 text-xs tabular-nums" aria-label={media.duracaoSegundos ? `Duração ${formatDuration(media.duracaoSegundos)}` : undefined}>
        {media.duracaoSegundos ? formatDuration(media.duracaoSegundos) : 'Áudio'}
      </span>
    </span>
  );
}

/** Square thumbnails (the post-thumb variant, lazy) as toggle buttons; audio shows an icon and its duration. */
export function MediaGrid({ label = MEDIA_WORDS.imagem.lista, items, selectedIds, onSelect, multiple = false, className }: GridProps) {
  return (
    <ul className={clsx('grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6', className)} aria-label={label}>
      {items.map((media) => {
        const selected = selectedIds.has(media.id);
        return (
          <li key={media.id}>
            <button
              type="button"
              onClick={() => onSelect(media)}
              aria-pressed={selected}
              title={media.nomeOriginal}
              className={clsx(
                'group relative block aspect-square w-full overflow-hidden rounded-md border-2 bg-slate-200 transition',
                selected ? 'border-brand-600 ring-2 ring-brand-600/40' : 'border-transparent hover:border-slate-400',
              )}
            >
              {media.tipo === 'audio' ? (
                <AudioTile media={media} />
              ) : (
                // The 400 px variant is already the right size: no optimiser round trip for a panel grid.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  src={media.variantes['post-thumb']}
                  alt={mediaLabel(media)}
                  loading="lazy"
                  decoding="async"
                  width={200}
                  height={200}
                  className="h-full w-full object-cover"
                />
              )}
              {selected && (
                // aria-pressed already tells assistive technology; the chip is for the eyes.
                <span aria-hidden className="absolute right-1.5 top-1.5 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white shadow">
                  {multiple ? 'Selecionada' : 'Escolhida'}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

type SearchProps = { value: string; onChange: (value: string) => void; className?: string; kind?: MediaListKind };

export function MediaSearch({ value, onChange, className, kind = 'imagem' }: SearchProps) {
  const id = useId();
  return <SearchField id={id} label={MEDIA_WORDS[kind].busca} labelHidden value={value} onChange={onChange} placeholder="Buscar por nome ou texto alternativo" className={className} />;
}

type PagerProps = { pagina: number; totalPaginas: number; total: number; onChange: (pagina: number) => void; kind?: MediaListKind };

/** The pager of a media list; a single page still says how many files there are. */
export function MediaPager({ pagina, totalPaginas, total, onChange, kind = 'imagem' }: PagerProps) {
  const words = MEDIA_WORDS[kind];
  if (totalPaginas <= 1) return <p className="text-sm text-slate-600">{words.total(total)}</p>;
  return <ListPager label={words.paginacao} pagina={pagina} totalPaginas={totalPaginas} summary={words.total(total)} onChange={onChange} />;
}

/** Loading, error and empty states of a media list, or null when there is something to show. */
export function MediaListState({
  isLoading,
  error,
  empty,
  busca,
  onRetry,
  kind = 'imagem',
}: {
  isLoading: boolean;
  error: Error | undefined;
  empty: boolean;
  busca: string;
  onRetry: () => void;
  kind?: MediaListKind;
}) {
  const words = MEDIA_WORDS[kind];
  if (error && empty) {
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="font-semibold">{words.erro}</p>
        <p className="mt-1">{error.message}</p>
        <button type="button" onClick={onRetry} className={clsx(buttonSecondary, 'mt-3')}>
          Tentar novamente
        </button>
      </div>
    );
  }
  if (isLoading && empty) return <p className="py-8 text-center text-sm text-slate-600">{words.carregando}</p>;
  if (empty) {
    return (
      <p className="py-8 text-center text-sm text-slate-600">
        {busca ? words.semResultado(busca) : words.vazio}
      </p>
    );
  }
  return null;
}
