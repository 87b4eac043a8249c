'use client';

import { useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { AdminApiError, adminFetch } from '@/lib/admin/api';
import { windowEdgeToIso } from '@/lib/domain/display-window';
import { imageVariantUrl } from '@/lib/domain/media';
import { formatNumber } from '@/lib/domain/numbers';
import { isoToSaoPauloLocal } from '@/lib/domain/post-form';
import {
  POLL_DESCRIPTION_MAX,
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX,
  type AdminPollDetail,
} from '@/lib/schemas/polls';
import { useToast } from '@/components/ui/toast-provider';
import { ConfirmDialog } from '@/components/admin/media/dialog';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { buttonPrimary, buttonSecondary, fieldErrorClass, hintClass, inputClass, labelClass } from '@/components/admin/media/styles';
import { WindowFields, type WindowEdge } from '@/components/admin/banners/window-fields';

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
  const toast = useToast();
  const id = useId();
  const refs = useRef<Partial<Record<string, HTMLElement | null>>>({});
  const [pergunta, setPergunta] = useState(poll?.pergunta ?? '');
  const [descricao, setDescricao] = useState(poll?.descricao ?? '');
  const [imagem, setImagem] = useState<string | null>(poll?.imagem ?? null);
  const [opcoes, setOpcoes] = useState<OptionRow[]>(
    poll ? poll.opcoes.map((option) => ({ key: `opcao-${option.id}`, id: option.id, texto: option.texto, votos: option.votos })) : [newRow(), newRow()],
  );
  const [ativa, setAtiva] = useState(poll?.ativa ?? true);
  const [multipla, setMultipla] = useState(poll?.multipla ?? false);
  const [inicio, setInicio] = useState<WindowEdge>(isoToSaoPauloLocal(poll?.inicioEm));
  const [fim, setFim] = useState<WindowEdge>(isoToSaoPauloLocal(poll?.fimEm));
  const [pickerOpen, setPickerOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<VotesConflict | null>(null);

  const setBusy = (busy: boolean) => {
    setSaving(busy);
    onBusyChange?.(busy);
  };
  const clearError = (key: string) => setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  const optionKey = (index: number) => `opcoes.${index}.texto`;
  const focusFirstError = (found: Record<string, string | undefined>) => {
    const order = ['pergunta', 'descricao', 'imagem', ...opcoes.map((_, index) => optionKey(index)), 'opcoes', 'ativa', 'multipla', 'inicioEm', 'fimEm'];
    const first = order.find((key) => found[key]);
    if (first) refs.current[first]?.focus();
  };

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
    setTimeout(() => refs.current[`mover-${direction}-${key}`]?.focus(), 0);
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
    setTimeout(() => refs.current[`campo-${row.key}`]?.focus(), 0);
  };

  const send = async (removerOpcoesComVotos: boolean) => {
    const local: Record<string, string> = {};
    const start = windowEdgeToIso(inicio.date, inicio.time, '00:00');
    const end = windowEdgeToIso(fim.date, fim.time, '23:59');
    if ('error' in start) local.inicioEm = start.error;
    if ('error' in end) local.fimEm = end.error;
    if (Object.keys(local).length > 0) {
      setErrors(local);
      setFormError('Verifique os campos destacados.');
      focusFirstError(local);
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    const body = {
      pergunta,
      descricao,
      imagem,
      opcoes: opcoes.map((row) => (row.id === null ? { texto: row.texto } : { id: row.id, texto: row.texto })),
      ativa,
      multipla,
      inicioEm: 'iso' in start ? start.iso : null,
      fimEm: 'iso' in end ? end.iso : null,
      ...(poll ? { removerOpcoesComVotos } : {}),
    };
    try {
      const saved = poll
        ? await adminFetch<AdminPollDetail>(`/enquetes/${poll.id}`, { method: 'PUT', json: body })
        : await adminFetch<AdminPollDetail>('/enquetes', { method: 'POST', json: body });
      setConflict(null);
      toast({ type: 'success', title: poll ? 'Enquete atualizada.' : 'Enquete criada.', message: saved.pergunta });
      onSaved(saved);
    } catch (error) {
      const apiError = error instanceof AdminApiError ? error : null;
      if (apiError?.codigo === 'OPCAO_COM_VOTOS') {
        const details = (apiError.body ?? {}) as Partial<VotesConflict>;
        setConflict({ opcoes: details.opcoes ?? [], votos: details.votos ?? 0, message: apiError.message });
        return;
      }
      const campos = apiError?.campos ?? {};
      const message = apiError?.message ?? 'Não foi possível salvar a enquete.';
      setConflict(null);
      setErrors(campos);
      setFormError(message);
      toast({ type: 'error', title: 'A enquete não foi salva.', message });
      focusFirstError(campos);
    } finally {
      setBusy(false);
    }
  };

  const errorId = (key: string) => `${id}-${key.replace(/\./g, '-')}-erro`;
  const describedBy = (key: string, hint?: string) => clsx(hint, errors[key] && errorId(key)) || undefined;
  const fieldError = (key: string) =>
    errors[key] ? (
      <p id={errorId(key)} className={fieldErrorClass}>
        {errors[key]}
      </p>
    ) : null;
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
      {formError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}

      <div>
        <label htmlFor={`${id}-pergunta`} className={labelClass}>
          Pergunta
        </label>
        <input
          ref={(element) => {
                refs.current['pergunta'] = element;
              }}
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
          ref={(element) => {
                refs.current['descricao'] = element;
              }}
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
                      refs.current[key] = element;
                      refs.current[`campo-${row.key}`] = element;
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
                      ref={(element) => {
                refs.current[`mover-cima-${row.key}`] = element;
              }}
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
                      ref={(element) => {
                refs.current[`mover-baixo-${row.key}`] = element;
              }}
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
          <button ref={(element) => {
                refs.current['opcoes'] = element;
              }} type="button" onClick={addOption} disabled={opcoes.length >= POLL_OPTIONS_MAX} className={buttonSecondary}>
            Adicionar opção
          </button>
          <p className={hintClass}>
            De {POLL_OPTIONS_MIN} a {POLL_OPTIONS_MAX} opções, sem repetir. Os votos acompanham a opção ao mudar o texto ou a ordem.
          </p>
        </div>
        {fieldError('opcoes')}
      </fieldset>

      <div>
        <span className={labelClass} id={`${id}-imagem-rotulo`}>
          Imagem <span className="font-normal text-slate-500">(opcional)</span>
        </span>
        <div className="flex flex-wrap items-center gap-3" role="group" aria-labelledby={`${id}-imagem-rotulo`}>
          <div className="aspect-[16/9] w-40 overflow-hidden rounded-md bg-slate-100">
            {imagem ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={imageVariantUrl(imagem, 'post-medium')} alt="Prévia da imagem da enquete" className="h-full w-full object-cover" />
            ) : (
              <span className="flex h-full w-full items-center justify-center text-xs text-slate-500">Sem imagem</span>
            )}
          </div>
          <button ref={(element) => {
                refs.current['imagem'] = element;
              }} type="button" onClick={() => setPickerOpen(true)} aria-describedby={describedBy('imagem')} className={buttonSecondary}>
            {imagem ? 'Trocar imagem' : 'Escolher imagem'}
          </button>
          {imagem && (
            <button type="button" onClick={() => setImagem(null)} className="text-sm font-semibold text-red-700 underline hover:text-red-800">
              Remover imagem
            </button>
          )}
        </div>
        {fieldError('imagem')}
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            ref={(element) => {
                refs.current['ativa'] = element;
              }}
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
            ref={(element) => {
                refs.current['multipla'] = element;
              }}
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
        inicio={inicio}
        fim={fim}
        errors={{ inicioEm: errors.inicioEm, fimEm: errors.fimEm }}
        registerRef={(field, element) => {
          refs.current[field] = element;
        }}
        onChange={(edge, value) => {
          if (edge === 'inicio') setInicio(value);
          else setFim(value);
          clearError(edge === 'inicio' ? 'inicioEm' : 'fimEm');
        }}
        hint="Horário de Brasília. Em branco: sem limite. Só a data: início às 00h00, fim às 23h59."
      />

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" onClick={onCancel} disabled={saving} className={buttonSecondary}>
          Cancelar
        </button>
        <button type="submit" disabled={saving} className={buttonPrimary}>
          {saving ? 'Salvando...' : poll ? 'Salvar alterações' : 'Criar enquete'}
        </button>
      </div>

      <MediaPicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        accept="image"
        title="Imagem da enquete"
        onSelect={(media) => {
          setImagem(media.url);
          clearError('imagem');
        }}
      />

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
