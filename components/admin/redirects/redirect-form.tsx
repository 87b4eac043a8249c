'use client';

import { useId } from 'react';
import { REDIRECT_PATH_MAX, REDIRECT_URL_MAX } from '@/lib/domain/redirects';
import { redirectSchema, type AdminRedirect, type RedirectFormBody } from '@/lib/schemas/redirects';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { SelectField, TextField } from '@/components/admin/forms/text-fields';
import { useRecordSave } from '@/components/admin/forms/use-record-save';
import { useZodForm } from '@/components/admin/forms/use-zod-form';

type Field = 'origem' | 'destino' | 'status';
const FIELD_ORDER: Field[] = ['origem', 'destino', 'status'];

type Props = {
  onSaved: (redirect: AdminRedirect) => void;
  onCancel: () => void;
  onBusyChange?: (busy: boolean) => void;
};

/**
 * A manual redirect: from an old path of this site to a path or an absolute address, permanent
 * (301) or temporary (302). The API's schema checks the addresses here first; the API then says
 * whether the origin may be taken and whether the destination loops back.
 */
export function RedirectForm({ onSaved, onCancel, onBusyChange }: Props) {
  const id = useId();
  const form = useZodForm<RedirectFormBody, Field>({ ids: id, order: FIELD_ORDER, initial: { origem: '', destino: '', status: 301 } });
  const { values, formError } = form;
  const { saving, save } = useRecordSave<AdminRedirect>({
    path: '/redirecionamentos',
    id: null,
    texts: {
      created: 'Redirecionamento criado.',
      updated: 'Redirecionamento salvo.',
      name: (saved) => `${saved.origem} → ${saved.destino ?? saved.postagem?.caminho ?? ''}`,
      failed: 'O redirecionamento não foi criado.',
      fallback: 'Não foi possível criar o redirecionamento.',
    },
    errors: form,
    onSaved,
    onBusyChange,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body: RedirectFormBody = { origem: values.origem, destino: values.destino, status: values.status };
    if (!form.check(redirectSchema, body)) return;
    await save(body);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={formError ? `${id}-erro-geral` : undefined} data-testid="redirecionamento-form">
      <FormAlert id={`${id}-erro-geral`} message={formError} />

      <TextField
        label="Endereço antigo (origem)"
        {...form.bind('origem')}
        hint={`Um caminho deste site, começando com / (até ${REDIRECT_PATH_MAX} caracteres). A barra final e os parâmetros (?…) não contam.`}
        data-autofocus
        required
        maxLength={REDIRECT_URL_MAX}
        autoComplete="off"
        spellCheck={false}
        placeholder="/politica/nome-antigo"
        inputClassName="font-mono"
      />

      <TextField
        label="Destino"
        {...form.bind('destino')}
        hint="Um caminho deste site (/…) ou um endereço completo (https://…). Os parâmetros de quem chega são mantidos."
        required
        maxLength={REDIRECT_URL_MAX}
        autoComplete="off"
        spellCheck={false}
        placeholder="/politica/nome-novo ou https://…"
        inputClassName="font-mono"
      />

      <SelectField
        label="Tipo"
        {...form.field('status')}
        value={values.status}
        onChange={(status) => form.set('status', status === '302' ? 302 : 301)}
        hint="Permanente: o endereço mudou de vez (os buscadores passam a usar o destino). Temporário: por um tempo, o antigo volta a valer."
      >
        <option value="301">301 — Permanente</option>
        <option value="302">302 — Temporário</option>
      </SelectField>

      <FormActions onCancel={onCancel} saving={saving} submitLabel="Criar redirecionamento" savingLabel="Criando..." />
    </form>
  );
}
