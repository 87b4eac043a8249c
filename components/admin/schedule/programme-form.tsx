'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { minuteText } from '@/lib/domain/schedule';
import { PROGRAMME_DESCRIPTION_MAX, PROGRAMME_NAME_MAX, PROGRAMME_PRESENTERS_MAX, type AdminProgramme, type ProgrammeFormBody } from '@/lib/schemas/programmes';
import type { AdminTeamMember } from '@/lib/schemas/team';
import { hintClass, labelClass } from '@/components/admin/media/styles';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField, ImagePreview } from '@/components/admin/forms/image-field';
import { SwitchField } from '@/components/admin/forms/switch-field';
import { TextAreaField, TextField } from '@/components/admin/forms/text-fields';
import { useRecordSave } from '@/components/admin/forms/use-record-save';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { ProgrammeSlots, toggle, type SlotField, type SlotPart, type SlotState } from './programme-slots';

type Field = 'nome' | 'descricao' | 'imagem' | 'apresentadores' | 'horarios' | SlotField | 'ativo';

/** The fields in screen order, with each slot's days and times in turn (the first in error takes the keyboard). */
function fieldOrder(slots: number): Field[] {
  const slotFields = Array.from({ length: slots }, (_, index) => [`horarios.${index}.dias`, `horarios.${index}.inicio`, `horarios.${index}.fim`] as SlotField[]).flat();
  return ['nome', 'descricao', 'imagem', 'apresentadores', 'horarios', ...slotFields, 'ativo'];
}

type Values = { nome: string; descricao: string; imagem: string | null; apresentadores: number[]; ativo: boolean };

type Props = {
  /** null: a new show. */
  programme: AdminProgramme | null;
  /** The team, to choose presenters from (inactive members only when already credited); null while it loads. */
  team: AdminTeamMember[] | null;
  onSaved: (programme: AdminProgramme) => void;
  onCancel: () => void;
  onBusyChange?: (busy: boolean) => void;
};

/**
 * Create/edit a show: name, description, image, presenters from the team, and its air times as
 * slots, each a set of days with its own São Paulo times (weekdays 06:00–09:00 and Saturday
 * 08:00–10:00 are two slots). Slots are added and removed here; the API refuses overlaps.
 */
export function ProgrammeForm({ programme, team, onSaved, onCancel, onBusyChange }: Props) {
  const id = useId();
  const [horarios, setHorarios] = useState<SlotState[]>(() =>
    programme && programme.horarios.length > 0
      ? programme.horarios.map((slot, key) => ({ key, dias: [...slot.dias], inicio: minuteText(slot.inicioMinuto), fim: minuteText(slot.fimMinuto) }))
      : [{ key: 0, dias: [], inicio: '', fim: '' }],
  );
  const form = useZodForm<Values, Field>({
    ids: id,
    order: fieldOrder(horarios.length),
    initial: () => ({
      nome: programme?.nome ?? '',
      descricao: programme?.descricao ?? '',
      imagem: programme?.imagem ?? null,
      apresentadores: programme?.apresentadores.map((p) => p.id) ?? [],
      ativo: programme?.ativo ?? true,
    }),
  });
  const { values, formError, clearError, reset, register, describedBy, invalid, fieldError } = form;
  const { saving, save } = useRecordSave<AdminProgramme>({
    path: '/programas',
    id: programme?.id ?? null,
    texts: {
      created: 'Programa adicionado à programação.',
      updated: 'Programa atualizado.',
      name: (saved) => saved.nome,
      failed: 'O programa não foi salvo.',
      fallback: 'Não foi possível salvar o programa.',
    },
    errors: form,
    onSaved,
    onBusyChange,
  });

  // Active members, plus anyone credited already (so an edit never drops them silently).
  const choices = (team ?? []).filter((member) => member.ativo || values.apresentadores.includes(member.id));

  const editSlot = (index: number, change: Partial<Omit<SlotState, 'key'>>, fields: readonly SlotPart[]) => {
    setHorarios((current) => current.map((slot, position) => (position === index ? { ...slot, ...change } : slot)));
    clearError('horarios');
    for (const field of fields) clearError(`horarios.${index}.${field}`);
  };
  // The messages are tied to slot positions, which shift: they go with any slot added or removed.
  const addSlot = () => {
    setHorarios((current) => [...current, { key: Math.max(-1, ...current.map((slot) => slot.key)) + 1, dias: [], inicio: '', fim: '' }]);
    reset();
  };
  const removeSlot = (index: number) => {
    setHorarios((current) => current.filter((_, position) => position !== index));
    reset();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { nome, descricao, imagem, apresentadores, ativo } = values;
    const body: ProgrammeFormBody = {
      nome,
      descricao,
      imagem,
      apresentadores,
      horarios: horarios.map((slot) => ({ dias: [...slot.dias].sort((a, b) => a - b), inicio: slot.inicio, fim: slot.fim })),
      ativo,
    };
    await save(body);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={formError ? `${id}-erro-geral` : undefined} data-testid="programa-form">
      <FormAlert id={`${id}-erro-geral`} message={formError} />

      <TextField label="Nome" {...form.bind('nome')} data-autofocus required maxLength={PROGRAMME_NAME_MAX} autoComplete="off" placeholder="Ex.: Tarde Musical" />

      <TextAreaField
        label="Descrição"
        {...form.bind('descricao')}
        rows={3}
        maxLength={PROGRAMME_DESCRIPTION_MAX}
        hint={`${values.descricao.length}/${PROGRAMME_DESCRIPTION_MAX} caracteres. Aparece na página Programação.`}
      />

      <ImageField
        layout="stacked"
        labelId={`${id}-imagem-rotulo`}
        label="Imagem"
        noun="imagem"
        value={values.imagem}
        onChange={(imagem) => form.setValues((current) => ({ ...current, imagem }))}
        pickerTitle="Imagem do programa"
        buttonId={form.fieldId('imagem')}
        preview={<ImagePreview url={values.imagem} alt="Prévia da imagem do programa" className="aspect-[16/9] w-full sm:w-56" />}
        {...form.imageFieldProps('imagem', `${id}-imagem-dica`)}
        hint={
          <p id={`${id}-imagem-dica`} className={hintClass}>
            Da biblioteca de mídia, em formato 16:9. Sem imagem, a página mostra o horário em destaque.
          </p>
        }
      />

      <fieldset
        ref={register('apresentadores')}
        tabIndex={-1}
        aria-invalid={invalid('apresentadores')}
        aria-describedby={describedBy('apresentadores', `${id}-apresentadores-dica`)}
        data-testid="programa-apresentadores"
      >
        <legend className={labelClass}>Apresentadores</legend>
        <p id={`${id}-apresentadores-dica`} className={clsx(hintClass, 'mb-2 mt-0')}>
          Da equipe, até {PROGRAMME_PRESENTERS_MAX}, na ordem em que são marcados.
        </p>
        {team === null ? (
          <p className="text-sm text-slate-600">Carregando equipe...</p>
        ) : choices.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhum membro ativo na equipe. Cadastre locutores em Equipe.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {choices.map((member) => {
              const checked = values.apresentadores.includes(member.id);
              return (
                <li key={member.id}>
                  <label className={clsx('flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2', checked ? 'border-brand-500 bg-brand-50' : 'border-slate-200')}>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && values.apresentadores.length >= PROGRAMME_PRESENTERS_MAX}
                      onChange={(event) => {
                        const on = event.target.checked;
                        form.setValues((current) => ({ ...current, apresentadores: toggle(current.apresentadores, member.id, on) }));
                        clearError('apresentadores');
                      }}
                      className="h-4 w-4 accent-brand-600"
                    />
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-semibold text-slate-800">{member.nome}</span>
                      <span className="block truncate text-xs text-slate-500">
                        {member.cargo}
                        {!member.ativo && ' · inativo'}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {fieldError('apresentadores')}
      </fieldset>

      <ProgrammeSlots idPrefix={id} slots={horarios} form={form} onEdit={editSlot} onAdd={addSlot} onRemove={removeSlot} />

      <SwitchField
        asSwitch
        describeWithHint
        label="Ativo"
        hint="Programas inativos não aparecem no site nem no player, e não ocupam horário na grade."
        {...form.bindCheck('ativo')}
      />

      <FormActions onCancel={onCancel} saving={saving} submitLabel={programme ? 'Salvar alterações' : 'Adicionar programa'} />
    </form>
  );
}
