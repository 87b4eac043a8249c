'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { imageVariantUrl } from '@/lib/domain/media';
import { DAY_LABELS, DAY_SHORT, durationOf, minuteText, parseClock } from '@/lib/domain/schedule';
import { PROGRAMME_DESCRIPTION_MAX, PROGRAMME_NAME_MAX, PROGRAMME_PRESENTERS_MAX, type AdminProgramme } from '@/lib/schemas/programmes';
import type { AdminTeamMember } from '@/lib/schemas/team';
import { hintClass, inputClass, labelClass } from '@/components/admin/media/styles';
import { ActiveSwitch } from '@/components/admin/forms/active-switch';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField } from '@/components/admin/forms/image-field';
import { useFormErrors } from '@/components/admin/forms/use-form-errors';
import { useRecordSave } from '@/components/admin/forms/use-record-save';

type Field = 'nome' | 'descricao' | 'imagem' | 'apresentadores' | 'dias' | 'inicio' | 'fim' | 'ativo';
const FIELD_ORDER: Field[] = ['nome', 'descricao', 'imagem', 'apresentadores', 'dias', 'inicio', 'fim', 'ativo'];

type Props = {
  /** null: a new show. */
  programme: AdminProgramme | null;
  /** The team, to choose presenters from (inactive members only when already credited); null while it loads. */
  team: AdminTeamMember[] | null;
  onSaved: (programme: AdminProgramme) => void;
  onCancel: () => void;
  onBusyChange?: (busy: boolean) => void;
};

/** '3 h', '1 h 30 min', '45 min': how long the chosen times last. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The hint under the times: how long the show lasts, and whether it ends the next day. */
export function timesHint(inicio: string, fim: string): string {
  const start = parseClock(inicio);
  const end = parseClock(fim);
  if (start === null || end === null) return 'Horário de São Paulo. Se o término for antes do início, o programa termina no dia seguinte.';
  if (start === end) return 'O término precisa ser diferente do início.';
  const length = durationText(durationOf({ inicioMinuto: start, fimMinuto: end }));
  return end < start ? `Dura ${length} e termina no dia seguinte, às ${minuteText(end)}.` : `Dura ${length}.`;
}

/** Create/edit a show: name, description, image, presenters from the team, days and São Paulo times. */
export function ProgrammeForm({ programme, team, onSaved, onCancel, onBusyChange }: Props) {
  const id = useId();
  const { formError, clearError, showApiError, reset, fieldId, register, control, fieldError, imageFieldProps, describedBy, invalid } = useFormErrors(id, FIELD_ORDER);

  const [nome, setNome] = useState(programme?.nome ?? '');
  const [descricao, setDescricao] = useState(programme?.descricao ?? '');
  const [imagem, setImagem] = useState<string | null>(programme?.imagem ?? null);
  const [apresentadores, setApresentadores] = useState<number[]>(programme?.apresentadores.map((p) => p.id) ?? []);
  const [dias, setDias] = useState<number[]>(programme?.dias ?? []);
  const [inicio, setInicio] = useState(programme ? minuteText(programme.inicioMinuto) : '');
  const [fim, setFim] = useState(programme ? minuteText(programme.fimMinuto) : '');
  const [ativo, setAtivo] = useState(programme?.ativo ?? true);
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
    errors: { reset, showApiError },
    onSaved,
    onBusyChange,
  });

  // Active members, plus anyone credited already (so an edit never drops them silently).
  const choices = (team ?? []).filter((member) => member.ativo || apresentadores.includes(member.id));
  const toggle = (list: number[], value: number, on: boolean) => (on ? [...list, value] : list.filter((item) => item !== value));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    await save({ nome, descricao, imagem, apresentadores, dias: [...dias].sort((a, b) => a - b), inicio, fim, ativo });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={formError ? `${id}-erro-geral` : undefined} data-testid="programa-form">
      <FormAlert id={`${id}-erro-geral`} message={formError} />

      <div>
        <label htmlFor={fieldId('nome')} className={labelClass}>
          Nome
        </label>
        <input
          {...control('nome')}
          data-autofocus
          value={nome}
          required
          maxLength={PROGRAMME_NAME_MAX}
          autoComplete="off"
          placeholder="Ex.: Tarde Musical"
          onChange={(event) => {
            setNome(event.target.value);
            clearError('nome');
          }}
          className={inputClass}
        />
        {fieldError('nome')}
      </div>

      <div>
        <label htmlFor={fieldId('descricao')} className={labelClass}>
          Descrição
        </label>
        <textarea
          {...control('descricao', `${id}-descricao-dica`)}
          value={descricao}
          rows={3}
          maxLength={PROGRAMME_DESCRIPTION_MAX}
          onChange={(event) => {
            setDescricao(event.target.value);
            clearError('descricao');
          }}
          className={inputClass}
        />
        <p id={`${id}-descricao-dica`} className={hintClass}>
          {descricao.length}/{PROGRAMME_DESCRIPTION_MAX} caracteres. Aparece na página Programação.
        </p>
        {fieldError('descricao')}
      </div>

      <ImageField
        layout="stacked"
        labelId={`${id}-imagem-rotulo`}
        label="Imagem"
        noun="imagem"
        value={imagem}
        onChange={setImagem}
        pickerTitle="Imagem do programa"
        buttonId={fieldId('imagem')}
        preview={
          <div className="aspect-[16/9] w-full overflow-hidden rounded-md bg-slate-100 sm:w-56">
            {imagem ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={imageVariantUrl(imagem, 'post-medium')} alt="Prévia da imagem do programa" className="h-full w-full object-cover" />
            ) : (
              <span className="flex h-full w-full items-center justify-center text-xs text-slate-500">Sem imagem</span>
            )}
          </div>
        }
        {...imageFieldProps('imagem', `${id}-imagem-dica`)}
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
              const checked = apresentadores.includes(member.id);
              return (
                <li key={member.id}>
                  <label className={clsx('flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2', checked ? 'border-brand-500 bg-brand-50' : 'border-slate-200')}>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && apresentadores.length >= PROGRAMME_PRESENTERS_MAX}
                      onChange={(event) => {
                        setApresentadores((current) => toggle(current, member.id, event.target.checked));
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

      <fieldset
        ref={register('dias')}
        tabIndex={-1}
        aria-invalid={invalid('dias')}
        aria-describedby={describedBy('dias', `${id}-dias-dica`)}
        data-testid="programa-dias"
      >
        <legend className={labelClass}>Dias da semana</legend>
        <p id={`${id}-dias-dica`} className={clsx(hintClass, 'mb-2 mt-0')}>
          Os dias em que o programa começa.
        </p>
        <div className="flex flex-wrap gap-2">
          {[0, 1, 2, 3, 4, 5, 6].map((dia) => {
            const checked = dias.includes(dia);
            return (
              <label
                key={dia}
                className={clsx('flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm font-semibold', checked ? 'border-brand-500 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700')}
              >
                <input
                  type="checkbox"
                  checked={checked}
                  aria-label={DAY_LABELS[dia]}
                  onChange={(event) => {
                    setDias((current) => toggle(current, dia, event.target.checked));
                    clearError('dias');
                  }}
                  className="h-4 w-4 accent-brand-600"
                />
                <span aria-hidden>{DAY_SHORT[dia]}</span>
              </label>
            );
          })}
        </div>
        {fieldError('dias')}
      </fieldset>

      <div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={fieldId('inicio')} className={labelClass}>
              Início
            </label>
            <input
              {...control('inicio', `${id}-horario-dica`)}
              type="time"
              value={inicio}
              required
              onChange={(event) => {
                setInicio(event.target.value);
                clearError('inicio');
                clearError('fim');
              }}
              className={inputClass}
            />
            {fieldError('inicio')}
          </div>
          <div>
            <label htmlFor={fieldId('fim')} className={labelClass}>
              Término
            </label>
            <input
              {...control('fim', `${id}-horario-dica`)}
              type="time"
              value={fim}
              required
              onChange={(event) => {
                setFim(event.target.value);
                clearError('fim');
                clearError('inicio');
              }}
              className={inputClass}
            />
            {fieldError('fim')}
          </div>
        </div>
        <p id={`${id}-horario-dica`} className={hintClass} data-testid="programa-duracao">
          {timesHint(inicio, fim)}
        </p>
      </div>

      <div>
        <ActiveSwitch id={fieldId('ativo')} inputRef={register('ativo')} checked={ativo} onChange={setAtivo} hint="Programas inativos não aparecem no site nem no player, e não ocupam horário na grade." />
        {fieldError('ativo')}
      </div>

      <FormActions onCancel={onCancel} saving={saving} submitLabel={programme ? 'Salvar alterações' : 'Adicionar programa'} />
    </form>
  );
}
