'use client';

import { useId, useState } from 'react';
import { AdminApiError } from '@/lib/admin/api';
import { POLL_DESCRIPTION_MAX, POLL_QUESTION_MAX, type AdminPollDetail } from '@/lib/schemas/polls';
import { ConfirmDialog } from '@/components/admin/forms/confirm-dialog';
import { useWindowEdges, WindowFields } from '@/components/admin/banners/window-fields';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField, ImagePreview } from '@/components/admin/forms/image-field';
import { SwitchField } from '@/components/admin/forms/switch-field';
import { TextAreaField, TextField } from '@/components/admin/forms/text-fields';
import { CHECK_FIELDS_MESSAGE } from '@/components/admin/forms/use-form-errors';
import { useRecordSave } from '@/components/admin/forms/use-record-save';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { newRow, optionKey, PollOptions, votesLabel, type OptionRow } from './poll-options';

type Values = { pergunta: string; descricao: string; imagem: string | null; ativa: boolean; multipla: boolean };

type Props = {
  /** null: a new poll. */
  poll: AdminPollDetail | null;
  onSaved: (poll: AdminPollDetail) => void;
  onCancel: () => void;
  onBusyChange?: (busy: boolean) => void;
};

type VotesConflict = { opcoes: { id: number; texto: string; votos: number }[]; votos: number; message: string };

const optional = <span className="font-normal text-slate-500">(opcional)</span>;

/**
 * Create/edit a poll. Options are an ordered list (add, remove, move up/down); stored ones keep
 * their id so their votes follow them. Removing an option that has votes is confirmed against
 * the server's 409: 'Remover mesmo assim e apagar N votos?'.
 */
export function PollForm({ poll, onSaved, onCancel, onBusyChange }: Props) {
  const id = useId();
  const [opcoes, setOpcoes] = useState<OptionRow[]>(
    poll ? poll.opcoes.map((option) => ({ key: `opcao-${option.id}`, id: option.id, texto: option.texto, votos: option.votos })) : [newRow(), newRow()],
  );
  const edges = useWindowEdges(poll?.inicioEm, poll?.fimEm);
  const [conflict, setConflict] = useState<VotesConflict | null>(null);

  // Errors are keyed by field and, for an option, by its position.
  const order = ['pergunta', 'descricao', 'imagem', ...opcoes.map((_, index) => optionKey(index)), 'opcoes', 'ativa', 'multipla', 'inicioEm', 'fimEm'];
  const form = useZodForm<Values, string>({
    ids: id,
    order,
    initial: () => ({ pergunta: poll?.pergunta ?? '', descricao: poll?.descricao ?? '', imagem: poll?.imagem ?? null, ativa: poll?.ativa ?? true, multipla: poll?.multipla ?? false }),
  });
  const { values, formError } = form;
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
    errors: form,
    onSaved: (saved) => {
      setConflict(null);
      onSaved(saved);
    },
    onBusyChange,
  });

  const send = async (removerOpcoesComVotos: boolean) => {
    const { errors: local, inicioEm, fimEm } = edges.resolve();
    if (Object.keys(local).length > 0) {
      form.show(local, CHECK_FIELDS_MESSAGE);
      return;
    }
    const body = {
      pergunta: values.pergunta,
      descricao: values.descricao,
      imagem: values.imagem,
      opcoes: opcoes.map((row) => (row.id === null ? { texto: row.texto } : { id: row.id, texto: row.texto })),
      ativa: values.ativa,
      multipla: values.multipla,
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

      <TextField label="Pergunta" {...form.bind('pergunta')} data-autofocus maxLength={POLL_QUESTION_MAX} required />

      <TextAreaField
        label={<>Descrição {optional}</>}
        {...form.bind('descricao')}
        rows={2}
        maxLength={POLL_DESCRIPTION_MAX}
      />

      <PollOptions idPrefix={id} rows={opcoes} setRows={setOpcoes} form={form} />

      <ImageField
        labelId={`${id}-imagem-rotulo`}
        label={<>Imagem {optional}</>}
        noun="imagem"
        value={values.imagem}
        onChange={(imagem) => form.setValues((current) => ({ ...current, imagem }))}
        preview={<ImagePreview url={values.imagem} alt="Prévia da imagem da enquete" className="aspect-[16/9] w-40" />}
        pickerTitle="Imagem da enquete"
        {...form.imageFieldProps('imagem')}
      />

      <div className="grid gap-3 sm:grid-cols-2">
        <SwitchField label="Ativa" hint="Só enquetes ativas, abertas e dentro do período aparecem no site." {...form.bindCheck('ativa')} />
        <SwitchField
          label="Múltipla escolha"
          hint="Fica registrada na enquete; no site, cada aparelho vota uma única vez, em uma opção."
          {...form.bindCheck('multipla')}
        />
      </div>

      <WindowFields
        idPrefix={id}
        legend="Período de votação"
        edges={edges}
        field={form.field}
        onEdit={form.clearError}
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
