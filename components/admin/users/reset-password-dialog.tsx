'use client';

import { useId, useState } from 'react';
import { adminFetch } from '@/lib/admin/api';
import { PASSWORD_RULE_HINT } from '@/lib/domain/users';
import { resetPasswordSchema } from '@/lib/schemas/users';
import { useToast } from '@/components/ui/toast-provider';
import { Dialog } from '@/components/ui/dialog';
import { buttonPrimary } from '@/components/admin/media/styles';
import { Field } from '@/components/admin/forms/field';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { useSaving } from '@/lib/hooks/use-saving';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { CopyPasswordButton, PasswordInput } from './password-input';
import type { AdminUserRecord } from '@/lib/schemas/users';

/** An admin sets a new password for someone else; that person's open sessions end. */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUserRecord | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={user !== null} onClose={onClose} busy={busy} size="sm" title="Redefinir senha" description={user ? `${user.nome} (${user.email})` : undefined}>
      {user && <ResetPasswordForm key={user.id} user={user} onBusyChange={setBusy} onDone={onClose} />}
    </Dialog>
  );
}

function ResetPasswordForm({ user, onBusyChange, onDone }: { user: AdminUserRecord; onBusyChange: (busy: boolean) => void; onDone: () => void }) {
  const toast = useToast();
  const id = useId();
  const form = useZodForm({ ids: id, order: ['senha'] as const, initial: { senha: '' } });
  const { senha } = form.values;
  const [generated, setGenerated] = useState<string | null>(null);
  const [saving, setBusy] = useSaving(onBusyChange);
  const [done, setDone] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // The field's message alone: there is one field.
    if (!form.check(resetPasswordSchema, { senha }, null)) return;
    setBusy(true);
    form.reset();
    try {
      await adminFetch(`/usuarios/${user.id}/senha`, { method: 'POST', json: { senha } });
      toast({ type: 'success', title: 'Senha redefinida.', message: `As sessões abertas de ${user.nome} foram encerradas.` });
      // A generated password stays on screen until the admin has copied it; a typed one is known already.
      if (generated === senha) setDone(true);
      else onDone();
    } catch (caught) {
      const message = form.showApiError(caught, 'Não foi possível redefinir a senha.');
      toast({ type: 'error', title: 'A senha não foi redefinida.', message });
    } finally {
      setBusy(false);
    }
  };

  if (done && generated) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          Senha redefinida. Entregue-a a {user.nome} por um canal seguro: ela não será mostrada de novo.
        </p>
        <p className="break-all rounded-md bg-slate-100 px-3 py-2 font-mono text-base text-slate-900" data-testid="senha-gerada">
          {generated}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CopyPasswordButton senha={generated} />
          <button type="button" onClick={onDone} className={buttonPrimary}>
            Concluir
          </button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert message={form.formError} />
      <Field label="Nova senha" {...form.field('senha')} hint={`${PASSWORD_RULE_HINT} As sessões abertas dessa pessoa serão encerradas.`}>
        {(aria) => (
          <PasswordInput
            id={aria.id}
            inputRef={form.register('senha')}
            value={senha}
            autoComplete="new-password"
            generator
            invalid={aria['aria-invalid']}
            describedBy={aria['aria-describedby']}
            onChange={(value) => form.set('senha', value)}
            onGenerated={setGenerated}
          />
        )}
      </Field>
      <FormActions onCancel={onDone} saving={saving} submitLabel="Redefinir senha" savingLabel="Redefinindo..." />
    </form>
  );
}
