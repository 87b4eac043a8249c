'use client';

import { useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { AdminApiError, adminFetch } from '@/lib/admin/api';
import {
  SHARE_IMAGE_SIZE,
  cropObjectPosition,
  describeFocalPoint,
  focalObjectPosition,
  focalPointFromPosition,
  focalPointOf,
  focalPointToken,
  nudgeFocalPoint,
  type FocalPoint,
} from '@/lib/domain/focal-point';
import type { Media } from '@/lib/schemas/media';
import { useToast } from '@/components/ui/toast-provider';
import { buttonPrimary, buttonSecondary, fieldErrorClass, hintClass, labelClass } from './styles';

type Props = {
  media: Media;
  onSaved: (media: Media) => void;
};

/**
 * The focal point of an image: a click on the picture, or the arrow keys on it (Shift:
 * larger steps), puts the marker; "Salvar ponto focal" keeps it, "Centralizar" goes back to the
 * centre. Beside it, the crops it gives: the 1200×630 share image exactly as the server cuts it,
 * and a square card's crop.
 */
export function FocalPointPicker({ media, onSaved }: Props) {
  const toast = useToast();
  const hintId = useId();
  const errorId = useId();
  // What the server holds: from the item as opened, then from each answer.
  const [saved, setSaved] = useState<FocalPoint | null>(() => focalPointOf(media.focoX, media.focoY));
  const [point, setPoint] = useState<FocalPoint | null>(saved);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const picture = useRef<HTMLImageElement>(null);
  const changed = focalPointToken(point) !== focalPointToken(saved) || (point === null) !== (saved === null);
  const source = media.largura && media.altura ? { width: media.largura, height: media.altura } : null;
  const shown = point ?? { x: 0.5, y: 0.5 };

  const save = async (next: FocalPoint | null) => {
    setSaving(true);
    setError(null);
    try {
      const updated = await adminFetch<Media>(`/midia/${media.id}`, { method: 'PATCH', json: { focoX: next?.x ?? null, focoY: next?.y ?? null } });
      const stored = focalPointOf(updated.focoX, updated.focoY);
      setSaved(stored);
      setPoint(stored);
      onSaved(updated);
      toast({ type: 'success', title: next ? 'Ponto focal salvo.' : 'Ponto focal no centro da imagem.' });
    } catch (failure) {
      const message = failure instanceof AdminApiError ? (failure.campos?.focoX ?? failure.campos?.focoY ?? failure.message) : 'Não foi possível salvar.';
      setError(message);
      toast({ type: 'error', title: 'Não foi possível salvar o ponto focal.', message });
    } finally {
      setSaving(false);
    }
  };

  const pick = (event: React.MouseEvent<HTMLButtonElement>) => {
    const box = picture.current?.getBoundingClientRect();
    if (!box) return;
    setPoint(focalPointFromPosition(event.clientX - box.left, event.clientY - box.top, box.width, box.height));
    setError(null);
  };

  const nudge = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const next = nudgeFocalPoint(point, event.key, event.shiftKey);
    if (!next) return;
    // The arrows move the marker, not the page.
    event.preventDefault();
    setPoint(next);
    setError(null);
  };

  return (
    <div className="mt-3" data-testid="ponto-focal">
      <p className={labelClass} id={`${hintId}-rotulo`}>
        Ponto focal
      </p>
      <div className="overflow-hidden rounded-md bg-slate-100 text-center">
        <button
          type="button"
          onClick={pick}
          onKeyDown={nudge}
          aria-labelledby={`${hintId}-rotulo`}
          aria-describedby={clsx(hintId, error && errorId)}
          className="relative inline-block cursor-crosshair align-top focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          data-testid="seletor-ponto-focal"
        >
          {/* The medium variant, at its own aspect ratio; the marker is placed on it in fractions. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            ref={picture}
            src={media.variantes['post-medium']}
            alt={media.alt || media.nomeOriginal}
            width={media.largura ?? undefined}
            height={media.altura ?? undefined}
            draggable={false}
            className="block max-h-64 w-auto select-none"
          />
          <span
            aria-hidden
            data-testid="marcador-ponto-focal"
            className="pointer-events-none absolute h-7 w-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white shadow-[0_0_0_2px_rgba(15,23,42,0.85),0_1px_4px_rgba(0,0,0,0.5)]"
            style={{ left: `${shown.x * 100}%`, top: `${shown.y * 100}%` }}
          >
            <span className="absolute left-1/2 top-1/2 h-1.5 w-1.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-white" />
          </span>
        </button>
      </div>
      <p id={hintId} className={hintClass}>
        Clique no que não pode ficar de fora dos cortes (um rosto, o assunto da foto) ou use as setas do teclado (Shift: passos maiores).{' '}
        <span role="status" aria-live="polite" data-testid="descricao-ponto-focal">
          {describeFocalPoint(point)}.
        </span>
      </p>
      {error && (
        <p id={errorId} className={fieldErrorClass}>
          {error}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={buttonPrimary} disabled={saving || !changed} onClick={() => void save(point)}>
          {saving ? 'Salvando...' : 'Salvar ponto focal'}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          disabled={saving || (point === null && saved === null)}
          onClick={() => {
            setPoint(null);
            void save(null);
          }}
        >
          Centralizar
        </button>
      </div>

      <div className="mt-3 grid grid-cols-[minmax(0,1.91fr)_minmax(0,1fr)] items-end gap-3" aria-label="Como os cortes ficam" role="group">
        <figure>
          <div className="relative overflow-hidden rounded border border-slate-200 bg-slate-100" style={{ aspectRatio: `${SHARE_IMAGE_SIZE.width} / ${SHARE_IMAGE_SIZE.height}` }}>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={media.variantes['post-medium']}
              alt=""
              className="absolute inset-0 h-full w-full object-cover"
              style={{ objectPosition: source ? cropObjectPosition(source, SHARE_IMAGE_SIZE, point) : focalObjectPosition(point) }}
              data-testid="previa-corte-compartilhamento"
            />
          </div>
          <figcaption className="mt-1 text-xs text-slate-600">Compartilhamento (1200×630)</figcaption>
        </figure>
        <figure>
          <div className="relative aspect-square overflow-hidden rounded border border-slate-200 bg-slate-100">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={media.variantes['post-thumb']} alt="" className="absolute inset-0 h-full w-full object-cover" style={{ objectPosition: focalObjectPosition(point) }} />
          </div>
          <figcaption className="mt-1 text-xs text-slate-600">Cartão quadrado</figcaption>
        </figure>
      </div>
      <a href={media.url} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-xs font-semibold text-brand-700 hover:underline">
        Abrir o original em nova aba
      </a>
    </div>
  );
}
