'use client';

import { formatDateTime } from '@/lib/domain/dates';
import type { PostFormStatus, PostFormValues } from '@/lib/domain/post-form';
import type { FieldErrors } from '@/lib/domain/post-form-errors';
import { POST_STATUSES, STATUS_LABELS } from '@/lib/schemas/posts';
import type { FacebookShareState } from '@/lib/schemas/posts';
import type { FacebookAvailability } from '@/lib/schemas/settings';
import { FacebookShareField } from './facebook-share';
import { DateTimeField } from '@/components/admin/forms/date-time-field';
import { SwitchField } from '@/components/admin/forms/switch-field';
import { SelectField } from '@/components/admin/forms/text-fields';
import { FIELD_IDS, FormSection, editorLook, editorSwitchLook, type SetPostField } from './form-field';

export type PublicationPanelProps = {
  values: Pick<PostFormValues, 'status' | 'dataAgendada' | 'horaAgendada' | 'destaque' | 'urgente' | 'dataUrgente' | 'horaUrgente'>;
  errors: FieldErrors;
  /** The moment the schedule's date and time name (Brasília), when they name one. */
  scheduledIso: string | null;
  /** The moment the "Urgente" end names (Brasília), when it names one. */
  urgentIso: string | null;
  onUrgentChange: (urgente: boolean) => void;
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
  /** The statuses offered (an author who may not publish gets draft and archived); all by default. */
  statuses?: readonly PostFormStatus[];
};

type MomentProps = {
  field: 'publicadoEm' | 'urgenteAte';
  label: string;
  /** The form's keys and values of the date and the time. */
  date: ['dataAgendada' | 'dataUrgente', string];
  time: ['horaAgendada' | 'horaUrgente', string];
  /** The moment they name (Brasília), when they name one. */
  iso: string | null;
  error?: string;
  set: SetPostField;
  className: string;
  labelClassName: string;
  hintClassName: string;
};

/** A moment of the card (the schedule, the Urgente's end): a box with date and time, and the moment they name. */
function MomentField({ field, label, date: [dateKey, date], time: [timeKey, time], iso, error, set, ...classes }: MomentProps) {
  return (
    <DateTimeField
      fieldset
      look={editorLook}
      gridClassName="grid grid-cols-2 gap-2"
      {...classes}
      id={FIELD_IDS[field]}
      label={label}
      dateLabel="Data"
      timeLabel="Hora"
      inputLabels="visible"
      value={{ date, time }}
      onChange={(next) => {
        if (next.date !== date) set(dateKey, next.date, field);
        if (next.time !== time) set(timeKey, next.time, field);
      }}
      hint={`Horário de Brasília${iso ? ` · ${formatDateTime(iso)}` : ''}`}
      error={error}
    />
  );
}

/** The 'Publicação' card: status, the schedule's date and time, "Urgente", highlight, Facebook, the last change. */
export function PublicationPanel({
  values,
  errors,
  scheduledIso,
  urgentIso,
  onUrgentChange,
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
  statuses = POST_STATUSES,
}: PublicationPanelProps) {
  return (
    <FormSection title="Publicação">
      <SelectField
        look={editorLook}
        id={FIELD_IDS.status}
        label="Status"
        error={errors.status}
        value={values.status}
        onChange={(status) => onStatusChange(status as PostFormStatus)}
      >
        {statuses.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      {values.status === 'agendado' && (
        <MomentField
          className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3"
          labelClassName="px-1 text-sm font-bold text-ink"
          hintClassName="text-xs text-amber-900"
          field="publicadoEm"
          label="Publicar em"
          date={['dataAgendada', values.dataAgendada]}
          time={['horaAgendada', values.horaAgendada]}
          iso={scheduledIso}
          error={errors.publicadoEm}
          set={set}
        />
      )}
      {values.status === 'publicado' && (
        <div className="flex flex-col gap-2 rounded-md border border-red-200 bg-red-50 p-3">
          <SwitchField
            id="campo-urgente"
            look={{ ...editorSwitchLook, input: 'mt-0.5 h-4 w-4 accent-red-600' }}
            label="Urgente"
            hint="Barra vermelha no topo de todas as páginas do site até o horário escolhido."
            checked={values.urgente}
            onChange={onUrgentChange}
          />
          {values.urgente && (
            <MomentField
              className="flex flex-col gap-2"
              labelClassName="mb-1 text-xs font-bold text-slate-700"
              hintClassName="text-xs text-red-900"
              field="urgenteAte"
              label="Urgente até"
              date={['dataUrgente', values.dataUrgente]}
              time={['horaUrgente', values.horaUrgente]}
              iso={urgentIso}
              error={errors.urgenteAte}
              set={set}
            />
          )}
        </div>
      )}
      <SwitchField
        id={FIELD_IDS.destaque}
        look={editorSwitchLook}
        label="Destaque"
        hint="Aparece entre os destaques da página inicial."
        checked={values.destaque}
        onChange={(destaque) => set('destaque', destaque)}
      />
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
