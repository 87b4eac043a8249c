'use client';

import { useId } from 'react';
import clsx from 'clsx';
import { SUMMARY_MAX_LENGTH, TITLE_MAX_LENGTH, type PostFormValues } from '@/lib/domain/post-form';
import type { FieldErrors } from '@/lib/domain/post-form-errors';
import { FIELD_IDS, FieldError, errorId, inputClass, type SetPostField } from './form-field';
import { SlugField } from './slug-field';

export type HeadlineFieldsProps = {
  values: Pick<PostFormValues, 'titulo' | 'slug' | 'resumo'>;
  errors: FieldErrors;
  /** Whether the slug still follows the title. */
  following: boolean;
  postId: number | null;
  savedSlug: string | null;
  categorySlug: string | null;
  onTitleChange: (titulo: string) => void;
  onSlugChange: (slug: string, byHand: boolean) => void;
  onSlugRegenerate: () => void;
  onSlugBlur: () => void;
  set: SetPostField;
};

/** The card at the top of the form: title (with its count), slug and summary (with its count). */
export function HeadlineFields({ values, errors, following, postId, savedSlug, categorySlug, onTitleChange, onSlugChange, onSlugRegenerate, onSlugBlur, set }: HeadlineFieldsProps) {
  const ids = { titulo: useId(), resumo: useId() };
  const resumoLength = values.resumo.trim().length;
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-1">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={FIELD_IDS.titulo} className="text-sm font-bold text-ink">
            Título
          </label>
          <span id={ids.titulo} className={clsx('text-xs', values.titulo.trim().length >= TITLE_MAX_LENGTH ? 'font-bold text-amber-800' : 'text-muted')}>
            {values.titulo.trim().length}/{TITLE_MAX_LENGTH}
          </span>
        </div>
        <input
          id={FIELD_IDS.titulo}
          type="text"
          value={values.titulo}
          onChange={(event) => onTitleChange(event.target.value)}
          placeholder="Manchete da notícia"
          maxLength={TITLE_MAX_LENGTH}
          aria-invalid={errors.titulo ? true : undefined}
          aria-describedby={clsx(ids.titulo, errors.titulo && errorId('titulo'))}
          className={clsx(inputClass(Boolean(errors.titulo)), 'text-lg font-bold')}
        />
        <FieldError field="titulo" message={errors.titulo} />
      </div>

      <SlugField
        value={values.slug}
        following={following}
        postId={postId}
        savedSlug={savedSlug}
        categorySlug={categorySlug}
        error={errors.slug}
        onChange={onSlugChange}
        onRegenerate={onSlugRegenerate}
        onBlur={onSlugBlur}
      />

      <div className="flex flex-col gap-1">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={FIELD_IDS.resumo} className="text-sm font-bold text-ink">
            Resumo
          </label>
          <span id={ids.resumo} className={clsx('text-xs', resumoLength > SUMMARY_MAX_LENGTH ? 'font-bold text-red-700' : 'text-muted')} aria-live="polite">
            {resumoLength}/{SUMMARY_MAX_LENGTH}
          </span>
        </div>
        <textarea
          id={FIELD_IDS.resumo}
          value={values.resumo}
          rows={3}
          onChange={(event) => set('resumo', event.target.value)}
          placeholder="Uma ou duas frases que aparecem na lista de notícias e no compartilhamento."
          aria-invalid={errors.resumo ? true : undefined}
          aria-describedby={clsx(ids.resumo, errors.resumo && errorId('resumo'))}
          className={inputClass(Boolean(errors.resumo))}
        />
        <FieldError field="resumo" message={errors.resumo} />
      </div>
    </div>
  );
}
