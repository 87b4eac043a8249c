'use client';

import { useId } from 'react';
import { isoToSaoPauloLocal, saoPauloLocalToIso, type LocalDateTime } from '@/lib/domain/post-form';
import { EXCEPTION_DESCRIPTION_MAX, EXCEPTION_TITLE_MAX, type AdminGridException, type GridExceptionFormBody } from '@/lib/schemas/grid-exceptions';
import type { AdminProgramme } from '@/lib/schemas/programmes';
import { hintClass } from '@/components/admin/media/styles';
import { DateTimeField } from '@/components/admin/forms/date-time-field';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { SelectField, TextAreaField, TextField } from '@/components/admin/forms/text-fields';
import { useRecordSave } from '@/components/admin/forms/use-record-save';
import { useZodForm } from '@/components/admin/forms/use-zod-form';

type Field = 'titulo' | 'descricao' | 'inicio' | 'fim' | 'programaId';
const FIELD_ORDER: Field[] = ['titulo', 'descricao', 'inicio', 'fim', 'programaId'];

type Values = { titulo: string; descricao: string; inicio: LocalDateTime; fim: LocalDateTime; programaId: number | null };

type Props = {
  /** null: a new exception. */
  exception: AdminGridException | null;
  /** The shows to choose from (null while they load). */
  shows: AdminProgramme[] | null;
  onSaved: (exception: AdminGridException) => void;
  onCancel: () => void;
  onBusyChange?: (busy: boolean) => void;
};

/** A São Paulo date and time as the API takes it; '' when either is missing (the API then names the field). */
const instantOf = (edge: LocalDateTime) => saoPauloLocalToIso(edge.date, edge.time) ?? '';

/**
 * Create/edit an exception to the grid: title, description, start and end as São Paulo date and
 * time whatever the browser's zone, and optionally the show that goes on air meanwhile.
 */
export function ExceptionForm({ exception, shows, onSaved, onCancel, onBusyChange }: Props) {
  const id = useId();
  const form = useZodForm<Values, Field>({
    ids: id,
    order: FIELD_ORDER,
    initial: () => ({
      titulo: exception?.titulo ?? '',
      descricao: exception?.descricao ?? '',
      inicio: isoToSaoPauloLocal(exception?.inicio),
      fim: isoToSaoPauloLocal(exception?.fim),
      programaId: exception?.programa?.id ?? null,
    }),
  });
  const { values, formError } = form;
  const { saving, save } = useRecordSave<AdminGridException>({
    path: '/grade-excecoes',
    id: exception?.id ?? null,
    texts: {
      created: 'Exceção adicionada à grade.',
      updated: 'Exceção atualizada.',
      name: (saved) => saved.titulo,
      failed: 'A exceção não foi salva.',
      fallback: 'Não foi possível salvar a exceção.',
    },
    errors: form,
    onSaved,
    onBusyChange,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { titulo, descricao, inicio, fim, programaId } = values;
    const body: GridExceptionFormBody = { titulo, descricao, inicio: instantOf(inicio), fim: instantOf(fim), programaId };
    await save(body);
  };

  // Either edge's message may be about the period as a whole: a change to one clears both.
  const edge = (field: 'inicio' | 'fim', label: string) => (
    <DateTimeField
      label={label}
      dateLabel={`Data de ${label.toLocaleLowerCase('pt-BR')}`}
      timeLabel={`Hora de ${label.toLocaleLowerCase('pt-BR')}`}
      {...form.field(field)}
      describedBy={`${id}-periodo-dica`}
      value={values[field]}
      required
      onChange={(value) => {
        form.set(field, value);
        form.clearError(field === 'inicio' ? 'fim' : 'inicio');
      }}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={formError ? `${id}-erro-geral` : undefined} data-testid="excecao-form">
      <FormAlert id={`${id}-erro-geral`} message={formError} />

      <TextField label="Título" {...form.bind('titulo')} data-autofocus required maxLength={EXCEPTION_TITLE_MAX} autoComplete="off" placeholder="Ex.: Jogo do Inter" />

      <TextAreaField
        label="Descrição"
        {...form.bind('descricao')}
        rows={2}
        maxLength={EXCEPTION_DESCRIPTION_MAX}
        hint={`${values.descricao.length}/${EXCEPTION_DESCRIPTION_MAX} caracteres. Aparece na página Programação.`}
      />

      <div>
        <div className="grid gap-4 sm:grid-cols-2">
          {edge('inicio', 'Início')}
          {edge('fim', 'Término')}
        </div>
        <p id={`${id}-periodo-dica`} className={hintClass}>
          Horário de São Paulo. Do início ao término, a exceção substitui a grade normal no site e no player.
        </p>
      </div>

      <SelectField
        label="Programa no ar"
        {...form.field('programaId')}
        value={values.programaId ?? ''}
        onChange={(value) => form.set('programaId', value ? Number(value) : null)}
        hint="Com um programa, o player mostra o programa e seus apresentadores; sem, mostra o título."
      >
        <option value="">Nenhum: o título vai ao ar</option>
        {(shows ?? []).map((show) => (
          <option key={show.id} value={show.id}>
            {show.nome}
            {show.ativo ? '' : ' (inativo)'}
          </option>
        ))}
      </SelectField>

      <FormActions onCancel={onCancel} saving={saving} submitLabel={exception ? 'Salvar alterações' : 'Adicionar exceção'} />
    </form>
  );
}
