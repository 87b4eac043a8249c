'use client';

import { useId, useRef, useState } from 'react';
import { AdminApiError, adminFetch } from '@/lib/admin/api';
import { PASSWORD_RULE_HINT } from '@/lib/domain/users';
import { resetPasswordSchema } from '@/lib/schemas/users';
import { useToast } from '@/components/ui/toast-provider';
import { Dialog } from '@/components/ui/dialog';
import { buttonPrimary, hintClass, labelClass } from '@/components/admin/media/styles';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FieldError, FormAlert } from '@/components/admin/forms/form-messages';
import { useSaving } from '@/components/admin/forms/use-saving';
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
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [senha, setSenha] = useState('');
  const [generated, setGenerated] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setBusy] = useSaving(onBusyChange);
  const [done, setDone] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local = resetPasswordSchema.safeParse({ senha });
    if (!local.success) {
      setError(local.error.issues[0]?.message ?? 'Senha inválida.');
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    setFormError(null);
    try {
      await adminFetch(`/usuarios/${user.id}/senha`, { method: 'POST', json: { senha } });
      toast({ type: 'success', title: 'Senha redefinida.', message: `As sessões abertas de ${user.nome} foram encerradas.` });
      // A generated password stays on screen until the admin has copied it; a typed one is known already.
      if (generated === senha) setDone(true);
      else onDone();
    } catch (caught) {
      const apiError = caught instanceof AdminApiError ? caught : null;
      const message = apiError?.message ?? 'Não foi possível redefinir a senha.';
      if (apiError?.campos?.senha) {
        setError(apiError.campos.senha);
        inputRef.current?.focus();
      }
      setFormError(message);
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
      <FormAlert message={formError} />
      <div>
        <label htmlFor={`${id}-senha`} className={labelClass}>
          Nova senha
        </label>
        <PasswordInput
          id={`${id}-senha`}
          inputRef={(element) => {
            inputRef.current = element;
          }}
          value={senha}
          autoComplete="new-password"
          generator
          invalid={Boolean(error)}
          describedBy={[`${id}-dica`, error ? `${id}-erro` : ''].filter(Boolean).join(' ')}
          onChange={(value) => {
            setSenha(value);
            setError(null);
          }}
          onGenerated={setGenerated}
        />
        <p id={`${id}-dica`} className={hintClass}>
          {PASSWORD_RULE_HINT} As sessões abertas dessa pessoa serão encerradas.
        </p>
        <FieldError id={`${id}-erro`} message={error ?? undefined} />
      </div>
      <FormActions onCancel={onDone} saving={saving} submitLabel="Redefinir senha" savingLabel="Redefinindo..." />
    </form>
  );
}
