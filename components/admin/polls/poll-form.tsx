'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { AdminApiError } from '@/lib/admin/api';
import { imageVariantUrl } from '@/lib/domain/media';
import { formatNumber } from '@/lib/domain/numbers';
import {
  POLL_DESCRIPTION_MAX,
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX,
  type AdminPollDetail,
} from '@/lib/schemas/polls';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { buttonSecondary, hintClass, inputClass, labelClass } from '@/components/admin/media/styles';
import { useWindowEdges, WindowFields } from '@/components/admin/banners/window-fields';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField } from '@/components/admin/forms/image-field';
import { CHECK_FIELDS_MESSAGE, useFormErrors } from '@/components/admin/forms/use-form-errors';
import { useRecordSave } from '@/components/admin/forms/use-record-save';

type Field = 'pergunta' | 'descricao' | 'imagem' | 'opcoes' | 'ativa' | 'multipla' | 'inicioEm' | 'fimEm';

/** One row of the options editor; `key` is stable across reorders, `id` is the stored option's. */
type OptionRow = { key: string; id: number | null; texto: string; votos: number };

type Props = {
  /** null: a new poll. */
  poll: AdminPollDetail | null;
  onSaved: (poll: AdminPollDetail) => void;
  onCancel: () => void;
  onBusyChange?: (busy: boolean) => void;
};

type VotesConflict = { opcoes: { id: number; texto: string; votos: number }[]; votos: number; message: string };

function votesLabel(votos: number): string {
  return `${formatNumber(votos)} ${votos === 1 ? 'voto' : 'votos'}`;
}

let rowSeed = 0;
const newRow = (texto = ''): OptionRow => ({ key: `nova-${++rowSeed}`, id: null, texto, votos: 0 });

/**
 * Create/edit a poll. Options are an ordered list (add, remove, move up/down); stored ones keep
 * their id so their votes follow them. Removing an option that has votes is confirmed against
 * the server's 409: 'Remover mesmo assim e apagar N votos?'.
 */
export function PollForm({ poll, onSaved, onCancel, onBusyChange }: Props) {
  const id = useId();
  const [pergunta, setPergunta] = useState(poll?.pergunta ?? '');
  const [descricao, setDescricao] = useState(poll?.descricao ?? '');
  const [imagem, setImagem] = useState<string | null>(poll?.imagem ?? null);
  const [opcoes, setOpcoes] = useState<OptionRow[]>(
    poll ? poll.opcoes.map((option) => ({ key: `opcao-${option.id}`, id: option.id, texto: option.texto, votos: option.votos })) : [newRow(), newRow()],
  );
  const [ativa, setAtiva] = useState(poll?.ativa ?? true);
  const [multipla, setMultipla] = useState(poll?.multipla ?? false);
  const edges = useWindowEdges(poll?.inicioEm, poll?.fimEm);
  const [conflict, setConflict] = useState<VotesConflict | null>(null);

  const optionKey = (index: number) => `opcoes.${index}.texto`;
  // Errors are keyed by field and, for an option, by its position; the option rows' fields and move buttons are registered by row key too.
  const order = ['pergunta', 'descricao', 'imagem', ...opcoes.map((_, index) => optionKey(index)), 'opcoes', 'ativa', 'multipla', 'inicioEm', 'fimEm'];
  const { errors, setErrors, formError, clearError, show, showApiError, reset, register, focus, describedBy, fieldError, imageFieldProps } = useFormErrors<string>(id, order);
  const { saving, save } = useRecordSave<AdminPollDetail>({
    path: '/enquetes',
    id: poll?.id ?? null,
    texts: {
      created: 'Enquete criada.',
      updated: 'Enquete atualizada.',
      name: (saved) => saved.pergunta,
      failed: 'A enquete não foi salva.',
      fallback: 'Não foi possível salvar a enquete.',
    },
    errors: { reset, showApiError },
    onSaved: (saved) => {
      setConflict(null);
      onSaved(saved);
    },
    onBusyChange,
  });

  const updateOption = (index: number, texto: string) => {
    setOpcoes((current) => current.map((row, i) => (i === index ? { ...row, texto } : row)));
    clearError(optionKey(index));
    clearError('opcoes');
  };
  const moveOption = (index: number, step: -1 | 1) => {
    const target = index + step;
    if (target < 0 || target >= opcoes.length) return;
    const next = [...opcoes];
    [next[index], next[target]] = [next[target], next[index]];
    setOpcoes(next);
    // Errors are keyed by position: they would point at the wrong row now.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('opcoes.'))));
    // Focus follows the moved option; at either end its button in that direction is disabled.
    const atEnd = (step === -1 && target === 0) || (step === 1 && target === next.length - 1);
    const direction = (step === -1) !== atEnd ? 'cima' : 'baixo';
    const key = next[target].key;
    setTimeout(() => focus(`mover-${direction}-${key}`), 0);
  };
  const removeOption = (index: number) => {
    setOpcoes((current) => current.filter((_, i) => i !== index));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('opcoes'))));
  };
  const addOption = () => {
    const row = newRow();
    setOpcoes((current) => [...current, row]);
    clearError('opcoes');
    // Focus lands on the new field once it exists.
    setTimeout(() => focus(`campo-${row.key}`), 0);
  };

  const send = async (removerOpcoesComVotos: boolean) => {
    const { errors: local, inicioEm, fimEm } = edges.resolve();
    if (Object.keys(local).length > 0) {
      show(local, CHECK_FIELDS_MESSAGE);
      return;
    }
    const body = {
      pergunta,
      descricao,
      imagem,
      opcoes: opcoes.map((row) => (row.id === null ? { texto: row.texto } : { id: row.id, texto: row.texto })),
      ativa,
      multipla,
      inicioEm,
      fimEm,
      ...(poll ? { removerOpcoesComVotos } : {}),
    };
    await save(body, (error) => {
      const apiError = error instanceof AdminApiError ? error : null;
      // Removing options that have votes: the server asks first (the dialog below), nothing else is shown.
      if (apiError?.codigo === 'OPCAO_COM_VOTOS') {
        const details = (apiError.body ?? {}) as Partial<VotesConflict>;
        setConflict({ opcoes: details.opcoes ?? [], votos: details.votos ?? 0, message: apiError.message });
        return true;
      }
      setConflict(null);
      return false;
    });
  };

  const setField = (field: Field) => clearError(field);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send(false);
      }}
      noValidate
      className="space-y-4"
    >
      <FormAlert message={formError} />

      <div>
        <label htmlFor={`${id}-pergunta`} className={labelClass}>
          Pergunta
        </label>
        <input
          ref={register('pergunta')}
          id={`${id}-pergunta`}
          data-autofocus
          value={pergunta}
          maxLength={POLL_QUESTION_MAX}
          required
          aria-invalid={errors.pergunta ? true : undefined}
          aria-describedby={describedBy('pergunta')}
          onChange={(event) => {
            setPergunta(event.target.value);
            setField('pergunta');
          }}
          className={inputClass}
        />
        {fieldError('pergunta')}
      </div>

      <div>
        <label htmlFor={`${id}-descricao`} className={labelClass}>
          Descrição <span className="font-normal text-slate-500">(opcional)</span>
        </label>
        <textarea
          ref={register('descricao')}
          id={`${id}-descricao`}
          value={descricao}
          rows={2}
          maxLength={POLL_DESCRIPTION_MAX}
          aria-invalid={errors.descricao ? true : undefined}
          aria-describedby={describedBy('descricao')}
          onChange={(event) => {
            setDescricao(event.target.value);
            setField('descricao');
          }}
          className={inputClass}
        />
        {fieldError('descricao')}
      </div>

      <fieldset>
        <legend className={labelClass}>Opções</legend>
        <ol className="space-y-2" aria-label="Opções da enquete">
          {opcoes.map((row, index) => {
            const key = optionKey(index);
            return (
              <li key={row.key} data-testid="opcao-linha" className="rounded-md border border-slate-200 bg-slate-50 p-2">
                <div className="flex items-center gap-2">
                  <span className="w-5 shrink-0 text-center text-sm font-semibold tabular-nums text-slate-500" aria-hidden>
                    {index + 1}
                  </span>
                  <label htmlFor={`${id}-opcao-${row.key}`} className="sr-only">
                    Opção {index + 1}
                  </label>
                  <input
                    ref={(element) => {
                      register(key)(element);
                      register(`campo-${row.key}`)(element);
                    }}
                    id={`${id}-opcao-${row.key}`}
                    value={row.texto}
                    maxLength={POLL_OPTION_MAX}
                    placeholder={`Opção ${index + 1}`}
                    aria-invalid={errors[key] ? true : undefined}
                    aria-describedby={describedBy(key, row.votos > 0 ? `${id}-votos-${row.key}` : undefined)}
                    onChange={(event) => updateOption(index, event.target.value)}
                    className={clsx(inputClass, 'min-w-0 flex-1')}
                  />
                  <div className="flex shrink-0 gap-1">
                    <button
                      ref={register(`mover-cima-${row.key}`)}
                      type="button"
                      onClick={() => moveOption(index, -1)}
                      disabled={index === 0}
                      aria-label={`Mover opção ${index + 1} para cima`}
                      title="Mover para cima"
                      className={clsx(buttonSecondary, 'px-2 py-1.5')}
                    >
                      <span aria-hidden>↑</span>
                    </button>
                    <button
                      ref={register(`mover-baixo-${row.key}`)}
                      type="button"
                      onClick={() => moveOption(index, 1)}
                      disabled={index === opcoes.length - 1}
                      aria-label={`Mover opção ${index + 1} para baixo`}
                      title="Mover para baixo"
                      className={clsx(buttonSecondary, 'px-2 py-1.5')}
                    >
                      <span aria-hidden>↓</span>
                    </button>
                    <button
                      type="button"
                      onClick={() => removeOption(index)}
                      disabled={opcoes.length <= POLL_OPTIONS_MIN}
                      aria-label={`Remover opção ${index + 1}`}
                      title={opcoes.length <= POLL_OPTIONS_MIN ? `Uma enquete precisa de pelo menos ${POLL_OPTIONS_MIN} opções` : 'Remover opção'}
                      className={clsx(buttonSecondary, 'px-2 py-1.5 text-red-700')}
                    >
                      <span aria-hidden>✕</span>
                    </button>
                  </div>
                </div>
                {row.votos > 0 && (
                  <p id={`${id}-votos-${row.key}`} className="ml-7 mt-1 text-xs text-slate-600">
                    {votesLabel(row.votos)}
                  </p>
                )}
                {errors[key] && <div className="ml-7">{fieldError(key)}</div>}
              </li>
            );
          })}
        </ol>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <button ref={register('opcoes')} type="button" onClick={addOption} disabled={opcoes.length >= POLL_OPTIONS_MAX} className={buttonSecondary}>
            Adicionar opção
          </button>
          <p className={hintClass}>
            De {POLL_OPTIONS_MIN} a {POLL_OPTIONS_MAX} opções, sem repetir. Os votos acompanham a opção ao mudar o texto ou a ordem.
          </p>
        </div>
        {fieldError('opcoes')}
      </fieldset>

      <ImageField
        labelId={`${id}-imagem-rotulo`}
        label={
          <>
            Imagem <span className="font-normal text-slate-500">(opcional)</span>
          </>
        }
        noun="imagem"
        value={imagem}
        onChange={setImagem}
        preview={
          <div className="aspect-[16/9] w-40 overflow-hidden rounded-md bg-slate-100">
            {imagem ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={imageVariantUrl(imagem, 'post-medium')} alt="Prévia da imagem da enquete" className="h-full w-full object-cover" />
            ) : (
              <span className="flex h-full w-full items-center justify-center text-xs text-slate-500">Sem imagem</span>
            )}
          </div>
        }
        pickerTitle="Imagem da enquete"
        {...imageFieldProps('imagem')}
      />

      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            ref={register('ativa')}
            type="checkbox"
            checked={ativa}
            onChange={(event) => {
              setAtiva(event.target.checked);
              setField('ativa');
            }}
            className="mt-0.5 h-4 w-4 rounded border-slate-300"
          />
          <span>
            <span className="font-semibold">Ativa</span>
            <span className="block text-xs text-slate-500">Só enquetes ativas, abertas e dentro do período aparecem no site.</span>
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            ref={register('multipla')}
            type="checkbox"
            checked={multipla}
            onChange={(event) => {
              setMultipla(event.target.checked);
              setField('multipla');
            }}
            className="mt-0.5 h-4 w-4 rounded border-slate-300"
          />
          <span>
            <span className="font-semibold">Múltipla escolha</span>
            <span className="block text-xs text-slate-500">Fica registrada na enquete; no site, cada aparelho vota uma única vez, em uma opção.</span>
          </span>
        </label>
      </div>
      {fieldError('ativa')}
      {fieldError('multipla')}

      <WindowFields
        idPrefix={id}
        legend="Período de votação"
        edges={edges}
        errors={errors}
        register={register}
        onEdit={clearError}
        hint="Horário de Brasília. Em branco: sem limite. Só a data: início às 00h00, fim às 23h59."
      />

      <FormActions onCancel={onCancel} saving={saving} submitLabel={poll ? 'Salvar alterações' : 'Criar enquete'} />

      <ConfirmDialog
        open={conflict !== null}
        title={conflict ? `Remover mesmo assim e apagar ${votesLabel(conflict.votos)}?` : ''}
        message={
          conflict && (
            <div className="space-y-2">
              <p>{conflict.message}</p>
              <ul className="list-disc pl-5">
                {conflict.opcoes.map((option) => (
                  <li key={option.id}>
                    <strong>{option.texto}</strong>: {votesLabel(option.votos)}
                  </li>
                ))}
              </ul>
              <p>Os votos dessas opções serão apagados e os percentuais recalculados. Esta ação não pode ser desfeita.</p>
            </div>
          )
        }
        confirmLabel={conflict ? `Remover e apagar ${votesLabel(conflict.votos)}` : 'Remover'}
        busyLabel="Salvando..."
        busy={saving}
        onConfirm={() => void send(true)}
        onCancel={() => setConflict(null)}
      />
    </form>
  );
}
