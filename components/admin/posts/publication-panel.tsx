'use client';

import { useId } from 'react';
import clsx from 'clsx';
import { formatDateTime } from '@/lib/domain/dates';
import type { PostFormStatus, PostFormValues } from '@/lib/domain/post-form';
import type { FieldErrors } from '@/lib/domain/post-form-errors';
import { POST_STATUSES, STATUS_LABELS } from '@/lib/schemas/posts';
import type { FacebookShareState } from '@/lib/schemas/posts';
import type { FacebookAvailability } from '@/lib/schemas/settings';
import { FacebookShareField } from './facebook-share';
import { FIELD_IDS, FieldError, FormSection, errorId, inputClass, type SetPostField } from './form-field';

export type PublicationPanelProps = {
  values: Pick<PostFormValues, 'status' | 'dataAgendada' | 'horaAgendada' | 'destaque'>;
  errors: FieldErrors;
  /** The moment the schedule's date and time name (Brasília), when they name one. */
  scheduledIso: string | null;
  onStatusChange: (status: PostFormStatus) => void;
  set: SetPostField;
  /** Whether a Facebook page is connected; null while unknown. */
  facebook: FacebookAvailability | null;
  publicarFacebook: boolean;
  onPublicarFacebookChange: (checked: boolean) => void;
  postId: number | null;
  facebookShare: FacebookShareState | null;
  onFacebookShared: (share: FacebookShareState) => void;
  /** The last save: when, and by whom. */
  updatedAt: string | null;
  updatedBy: string | null;
};

/** The 'Publicação' card: status, the schedule's date and time, highlight, Facebook, the last change. */
export function PublicationPanel({
  values,
  errors,
  scheduledIso,
  onStatusChange,
  set,
  facebook,
  publicarFacebook,
  onPublicarFacebookChange,
  postId,
  facebookShare,
  onFacebookShared,
  updatedAt,
  updatedBy,
}: PublicationPanelProps) {
  const agendaId = useId();
  return (
    <FormSection title="Publicação">
      <div className="flex flex-col gap-1">
        <label htmlFor={FIELD_IDS.status} className="text-sm font-bold text-ink">
          Status
        </label>
        <select
          id={FIELD_IDS.status}
          value={values.status}
          onChange={(event) => onStatusChange(event.target.value as PostFormStatus)}
          className={inputClass(Boolean(errors.status))}
        >
          {POST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <FieldError field="status" message={errors.status} />
      </div>
      {values.status === 'agendado' && (
        <fieldset className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3" aria-describedby={clsx(agendaId, errors.publicadoEm && errorId('publicadoEm'))}>
          <legend className="px-1 text-sm font-bold text-ink">Publicar em</legend>
          <div className="grid grid-cols-2 gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={FIELD_IDS.publicadoEm} className="text-xs font-bold text-slate-700">
                Data
              </label>
              <input
                id={FIELD_IDS.publicadoEm}
                type="date"
                value={values.dataAgendada}
                onChange={(event) => set('dataAgendada', event.target.value, 'publicadoEm')}
                aria-invalid={errors.publicadoEm ? true : undefined}
                className={inputClass(Boolean(errors.publicadoEm))}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${FIELD_IDS.publicadoEm}-hora`} className="text-xs font-bold text-slate-700">
                Hora
              </label>
              <input
                id={`${FIELD_IDS.publicadoEm}-hora`}
                type="time"
                value={values.horaAgendada}
                onChange={(event) => set('horaAgendada', event.target.value, 'publicadoEm')}
                aria-invalid={errors.publicadoEm ? true : undefined}
                className={inputClass(Boolean(errors.publicadoEm))}
              />
            </div>
          </div>
          <p id={agendaId} className="text-xs text-amber-900">
            Horário de Brasília{scheduledIso ? ` · ${formatDateTime(scheduledIso)}` : ''}
          </p>
          <FieldError field="publicadoEm" message={errors.publicadoEm} />
        </fieldset>
      )}
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          id={FIELD_IDS.destaque}
          type="checkbox"
          checked={values.destaque}
          onChange={(event) => set('destaque', event.target.checked)}
          className="mt-0.5 h-4 w-4 accent-brand-600"
        />
        <span>
          <span className="font-bold">Destaque</span>
          <span className="block text-xs text-muted">Aparece entre os destaques da página inicial.</span>
        </span>
      </label>
      <FacebookShareField
        availability={facebook}
        checked={publicarFacebook}
        onChange={onPublicarFacebookChange}
        postId={postId}
        share={facebookShare}
        onShared={onFacebookShared}
      />
      {updatedAt && (
        <p className="text-xs text-muted">
          Última alteração{updatedBy ? ` por ${updatedBy}` : ''} em {formatDateTime(updatedAt)}.
        </p>
      )}
    </FormSection>
  );
}
