'use client';

import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { adminFetch } from '@/lib/admin/api';
import { TextField } from '@/components/admin/forms/text-fields';
import { FIELD_IDS, editorLook } from './form-field';
import { buttonStyles } from '@/components/ui/button-styles';
import type { SlugAvailability } from '@/lib/schemas/posts';

const CHECK_DELAY_MS = 400;
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Check = { slug: string; result: SlugAvailability | null; failed: boolean };

/** Live availability of a slug (GET /postagens/slug), checked a moment after typing stops. */
function useSlugAvailability(slug: string, postId: number | null, savedSlug: string | null) {
  const [check, setCheck] = useState<Check | null>(null);
  const checkable = slug.length >= 3 && slug.length <= 160 && SLUG_SHAPE.test(slug) && slug !== savedSlug;

  useEffect(() => {
    if (!checkable) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      const query = new URLSearchParams({ slug });
      if (postId !== null) query.set('ignorarId', String(postId));
      adminFetch<SlugAvailability>(`/postagens/slug?${query.toString()}`)
        .then((result) => !cancelled && setCheck({ slug, result, failed: false }))
        .catch(() => !cancelled && setCheck({ slug, result: null, failed: true }));
    }, CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [slug, postId, checkable]);

  if (!checkable) return { state: 'idle' as const };
  if (check?.slug !== slug) return { state: 'checking' as const };
  if (check.failed || !check.result) return { state: 'error' as const };
  return check.result.disponivel ? { state: 'available' as const } : { state: 'taken' as const, suggestion: check.result.sugestao };
}

type SlugFieldProps = {
  value: string;
  /** byHand: typed by the author (stops following the title). */
  onChange: (value: string, byHand: boolean) => void;
  /** Generates the slug from the title again and follows it. */
  onRegenerate: () => void;
  /** Leaving the field: a typed slug is tidied up (accents, spaces), an empty one follows the title again. */
  onBlur: () => void;
  following: boolean;
  postId: number | null;
  savedSlug: string | null;
  categorySlug: string | null;
  error?: string;
};

export function SlugField({ value, onChange, onRegenerate, onBlur, following, postId, savedSlug, categorySlug, error }: SlugFieldProps) {
  const availability = useSlugAvailability(value, postId, savedSlug);
  const statusId = `${FIELD_IDS.slug}-situacao`;
  const taken = availability.state === 'taken';

  return (
    <TextField
      look={editorLook}
      id={FIELD_IDS.slug}
      label="Endereço (slug)"
      labelAside={
        !following && (
          <button type="button" className={clsx(buttonStyles.ghost, 'text-xs')} onClick={onRegenerate}>
            Gerar a partir do título
          </button>
        )
      }
      describedBy={statusId}
      error={error}
      invalid={taken}
      type="text"
      value={value}
      maxLength={160}
      autoComplete="off"
      spellCheck={false}
      onChange={(next) => onChange(next, true)}
      onBlur={onBlur}
      inputClassName="font-mono"
      after={
        <div id={statusId} className="flex flex-col gap-0.5 text-xs" aria-live="polite">
          <p className="break-all text-muted">
            {categorySlug ? `/${categorySlug}/${value || '…'}` : `Endereço: /{categoria}/${value || '…'}`}
            {following && ' · gerado a partir do título'}
          </p>
          {availability.state === 'checking' && <p className="text-muted">Verificando disponibilidade…</p>}
          {availability.state === 'available' && <p className="font-semibold text-emerald-700">Endereço disponível.</p>}
          {availability.state === 'error' && <p className="text-amber-800">Não foi possível verificar a disponibilidade agora.</p>}
          {availability.state === 'taken' && (
            <p className="font-semibold text-red-700">
              Este endereço já está em uso por outra postagem.{' '}
              {availability.suggestion && (
                <button type="button" className="font-bold text-brand-700 underline" onClick={() => onChange(availability.suggestion, true)}>
                  Usar “{availability.suggestion}”
                </button>
              )}
            </p>
          )}
        </div>
      }
    />
  );
}
