'use client';

import { useState } from 'react';
import { defaultScheduleSlot, defaultUrgentSlot, saoPauloLocalToIso, slugFromTitle, type PostFormStatus, type PostFormValues } from '@/lib/domain/post-form';
import type { FormField } from '@/lib/domain/post-form-errors';
import type { SetPostField } from './form-field';

type Options = {
  /** The values the form opens with. */
  initial: PostFormValues;
  /** A new post's slug follows its title until the author edits it; a saved post keeps its URL. */
  followTitle: boolean;
  /** The form's errors (useFormErrors): a change clears its field's message. */
  clearError: (field: FormField) => void;
};

/** The post form's values and the changes with rules of their own: the slug that follows the title, the schedule's and the Urgente's default times. */
export function usePostFields({ initial, followTitle, clearError }: Options) {
  const [values, setValues] = useState<PostFormValues>(initial);
  const [following, setFollowing] = useState(followTitle);

  const set: SetPostField = (key, value, field) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(field ?? (key as FormField));
  };

  const changeTitle = (titulo: string) => {
    setValues((current) => ({ ...current, titulo, slug: following ? slugFromTitle(titulo) : current.slug }));
    clearError('titulo');
    if (following) clearError('slug');
  };

  const changeSlug = (slug: string, byHand: boolean) => {
    if (byHand) setFollowing(false);
    set('slug', slug);
  };

  const followTitleAgain = () => {
    setFollowing(true);
    set('slug', slugFromTitle(values.titulo));
  };

  const tidySlug = () => {
    if (values.slug.trim() === '') {
      followTitleAgain();
    } else {
      const tidy = slugFromTitle(values.slug);
      if (tidy && tidy !== values.slug) set('slug', tidy);
    }
  };

  const changeStatus = (status: PostFormStatus) => {
    setValues((current) => {
      const scheduleMissing = status === 'agendado' && (!current.dataAgendada || !current.horaAgendada);
      const slot = scheduleMissing ? defaultScheduleSlot() : null;
      return { ...current, status, ...(slot ? { dataAgendada: slot.date, horaAgendada: slot.time } : {}) };
    });
    clearError('status');
    clearError('publicadoEm');
  };

  const changeUrgent = (urgente: boolean) => {
    setValues((current) => {
      // Turned on without a time still to come: now + 2 h.
      const end = saoPauloLocalToIso(current.dataUrgente, current.horaUrgente);
      const slot = urgente && (end === null || Date.parse(end) <= Date.now()) ? defaultUrgentSlot() : null;
      return { ...current, urgente, ...(slot ? { dataUrgente: slot.date, horaUrgente: slot.time } : {}) };
    });
    clearError('urgenteAte');
  };

  return { values, setValues, following, setFollowing, set, changeTitle, changeSlug, followTitleAgain, tidySlug, changeStatus, changeUrgent };
}
