'use client';

import { useId } from 'react';
import clsx from 'clsx';
import { SUMMARY_MAX_LENGTH, TITLE_MAX_LENGTH, type PostFormValues } from '@/lib/domain/post-form';
import type { FieldErrors } from '@/lib/domain/post-form-errors';
import { TextAreaField, TextField } from '@/components/admin/forms/text-fields';
import { FIELD_IDS, editorLook, type SetPostField } from './form-field';
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
      <TextField
        look={editorLook}
        id={FIELD_IDS.titulo}
        label="Título"
        labelAside={
          <span id={ids.titulo} className={clsx('text-xs', values.titulo.trim().length >= TITLE_MAX_LENGTH ? 'font-bold text-amber-800' : 'text-muted')}>
            {values.titulo.trim().length}/{TITLE_MAX_LENGTH}
          </span>
        }
        describedBy={ids.titulo}
        error={errors.titulo}
        type="text"
        value={values.titulo}
        onChange={onTitleChange}
        placeholder="Manchete da notícia"
        maxLength={TITLE_MAX_LENGTH}
        inputClassName="text-lg font-bold"
      />

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

      <TextAreaField
        look={editorLook}
        id={FIELD_IDS.resumo}
        label="Resumo"
        labelAside={
          <span id={ids.resumo} className={clsx('text-xs', resumoLength > SUMMARY_MAX_LENGTH ? 'font-bold text-red-700' : 'text-muted')} aria-live="polite">
            {resumoLength}/{SUMMARY_MAX_LENGTH}
          </span>
        }
        describedBy={ids.resumo}
        error={errors.resumo}
        value={values.resumo}
        rows={3}
        onChange={(resumo) => set('resumo', resumo)}
        placeholder="Uma ou duas frases que aparecem na lista de notícias e no compartilhamento."
      />
    </div>
  );
}
