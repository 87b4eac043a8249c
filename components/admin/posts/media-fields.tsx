'use client';

import { useState } from 'react';
import Image from 'next/image';
import clsx from 'clsx';
import { imageVariantUrl } from '@/lib/domain/media';
import { GALLERY_MAX, addToGallery, moveItem, type GalleryEntry } from '@/lib/domain/post-form';
import { ChooseMedia } from './media-choice';
import { TextField } from '@/components/admin/forms/text-fields';
import { FIELD_IDS, FieldError, editorLook, errorId, inputClass } from './form-field';
import { buttonStyles } from '@/components/ui/button-styles';

type FeaturedImageProps = {
  url: string | null;
  legenda: string;
  onChange: (url: string | null) => void;
  onLegendaChange: (legenda: string) => void;
  error?: string;
  legendaError?: string;
};

/** Imagem destacada: chosen from the media library (or uploaded there), previewed, removable, with a caption. */
export function FeaturedImageField({ url, legenda, onChange, onLegendaChange, error, legendaError }: FeaturedImageProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      {url ? (
        <div className="relative aspect-video overflow-hidden rounded-md border border-slate-200 bg-slate-100">
          <Image src={imageVariantUrl(url, 'post-medium')} alt="Imagem destacada escolhida" fill unoptimized sizes="400px" className="object-cover" />
        </div>
      ) : (
        <p className="rounded-md border border-dashed border-slate-300 px-3 py-6 text-center text-sm text-muted">Nenhuma imagem escolhida.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          id={FIELD_IDS.imagemDestaque}
          type="button"
          className={buttonStyles.secondary}
          onClick={() => setOpen(true)}
          aria-describedby={error ? errorId('imagemDestaque') : undefined}
        >
          {url ? 'Trocar imagem' : 'Escolher imagem'}
        </button>
        {url && (
          <button type="button" className={clsx(buttonStyles.ghost, 'text-red-700 hover:bg-red-50')} onClick={() => onChange(null)}>
            Remover imagem
          </button>
        )}
      </div>
      <FieldError field="imagemDestaque" message={error} />
      <TextField
        look={editorLook}
        id={FIELD_IDS.legenda}
        label="Legenda da imagem"
        error={legendaError}
        type="text"
        value={legenda}
        maxLength={300}
        onChange={onLegendaChange}
        placeholder="Ex.: Feira do produtor na praça central. Foto: Ana Souza"
      />
      <ChooseMedia
        open={open}
        title="Imagem destacada"
        onClose={() => setOpen(false)}
        onPick={(items) => {
          setOpen(false);
          if (items[0]) onChange(items[0].url);
        }}
      />
    </div>
  );
}

type GalleryProps = {
  items: GalleryEntry[];
  onChange: (items: GalleryEntry[]) => void;
  error?: string;
};

/** Galeria: several images from the library, ordered by buttons or by dragging, each with a caption. */
export function GalleryField({ items, onChange, error }: GalleryProps) {
  const [open, setOpen] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const move = (from: number, to: number) => onChange(moveItem(items, from, to));

  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? (
        <p className="text-sm text-muted">Sem galeria. As imagens adicionadas aparecem abaixo do texto, na ordem desta lista.</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Imagens da galeria">
          {items.map((item, index) => (
            <li
              key={item.url}
              draggable
              onDragStart={(event) => {
                setDragging(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
              }}
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                setOver(index);
              }}
              onDragLeave={() => setOver((current) => (current === index ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                if (dragging !== null) move(dragging, index);
                setDragging(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              className={clsx(
                'flex flex-col gap-2 rounded-md border bg-white p-2 sm:flex-row sm:items-center',
                over === index && dragging !== index ? 'border-brand-500 ring-2 ring-brand-200' : 'border-slate-200',
                dragging === index && 'opacity-50',
              )}
              data-testid="item-galeria"
            >
              <div className="flex items-center gap-2">
                <span aria-hidden="true" className="cursor-grab select-none px-1 text-lg leading-none text-slate-400" title="Arraste para reordenar">
                  ⠿
                </span>
                <div className="relative h-16 w-24 shrink-0 overflow-hidden rounded bg-slate-100">
                  <Image src={imageVariantUrl(item.url, 'post-thumb')} alt={`Imagem ${index + 1} da galeria`} fill unoptimized sizes="96px" className="object-cover" />
                </div>
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <label htmlFor={`${FIELD_IDS.galeria}-legenda-${index}`} className="text-xs font-bold text-slate-600">
                  Legenda da imagem {index + 1}
                </label>
                <input
                  id={`${FIELD_IDS.galeria}-legenda-${index}`}
                  type="text"
                  value={item.legenda}
                  maxLength={300}
                  onChange={(event) => onChange(items.map((entry, position) => (position === index ? { ...entry, legenda: event.target.value } : entry)))}
                  className={inputClass()}
                />
              </div>
              <div className="flex shrink-0 gap-1">
                <button type="button" className={buttonStyles.ghost} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  <span aria-hidden="true">↑</span>
                  <span className="sr-only">Mover imagem {index + 1} para cima</span>
                </button>
                <button type="button" className={buttonStyles.ghost} disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                  <span aria-hidden="true">↓</span>
                  <span className="sr-only">Mover imagem {index + 1} para baixo</span>
                </button>
                <button type="button" className={clsx(buttonStyles.ghost, 'text-red-700 hover:bg-red-50')} onClick={() => onChange(items.filter((_, position) => position !== index))}>
                  Remover<span className="sr-only"> imagem {index + 1} da galeria</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          id={FIELD_IDS.galeria}
          type="button"
          className={buttonStyles.secondary}
          disabled={items.length >= GALLERY_MAX}
          onClick={() => setOpen(true)}
          aria-describedby={error ? errorId('galeria') : undefined}
        >
          Adicionar imagens à galeria
        </button>
        <span className="text-xs text-muted">
          {items.length} de {GALLERY_MAX}
        </span>
      </div>
      <FieldError field="galeria" message={error} />
      <ChooseMedia
        open={open}
        multiple
        title="Imagens da galeria"
        onClose={() => setOpen(false)}
        onPick={(picked) => {
          setOpen(false);
          onChange(addToGallery(items, picked.map((media) => media.url)));
        }}
      />
    </div>
  );
}
