'use client';

import { useState } from 'react';
import clsx from 'clsx';
import { generatePassword } from '@/lib/domain/users';
import { EyeClosedIcon, EyeOpenIcon } from '@/components/admin/shell/panel-icons';
import { buttonSecondary, inputClass } from '@/components/admin/media/styles';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'new-password' | 'current-password';
  invalid?: boolean;
  describedBy?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
  /** Shows 'Gerar senha': fills a strong password, reveals it and offers to copy it. */
  generator?: boolean;
  onGenerated?: (senha: string) => void;
};

/** A password input with the 'Mostrar senha' / 'Ocultar senha' toggle of the login form (SPEC §2.2). */
export function PasswordInput({ id, value, onChange, autoComplete, invalid, describedBy, inputRef, generator = false, onGenerated }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      <div className="relative min-w-0 flex-1 basis-56">
        <input
          ref={inputRef}
          id={id}
          type={visible ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="none"
          maxLength={128}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={clsx(inputClass, 'pr-11 font-mono')}
        />
        <button
          type="button"
          onClick={() => setVisible((current) => !current)}
          aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'}
          aria-controls={id}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-500 hover:text-slate-900"
        >
          {visible ? <EyeClosedIcon className="h-5 w-5" /> : <EyeOpenIcon className="h-5 w-5" />}
        </button>
      </div>
      {generator && (
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => {
            const senha = generatePassword();
            onChange(senha);
            setVisible(true);
            onGenerated?.(senha);
          }}
        >
          Gerar senha
        </button>
      )}
    </div>
  );
}

/** Copies a just-generated password; says so for screen readers too. */
export function CopyPasswordButton({ senha }: { senha: string }) {
  const [copied, setCopied] = useState<'sim' | 'erro' | null>(null);
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        className={clsx(buttonSecondary, 'px-2.5 py-1.5')}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(senha);
            setCopied('sim');
          } catch {
            setCopied('erro');
          }
        }}
      >
        Copiar senha
      </button>
      <span role="status" className="text-xs font-semibold text-slate-600">
        {copied === 'sim' ? 'Copiada.' : copied === 'erro' ? 'Não foi possível copiar; selecione e copie à mão.' : ''}
      </span>
    </span>
  );
}
