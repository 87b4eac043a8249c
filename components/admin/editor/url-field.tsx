'use client';

import { useId, type Ref } from 'react';

type UrlFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Shown under the field until there is an error, which takes its place. */
  hint: string;
  error: string | null;
  inputRef: Ref<HTMLInputElement>;
};

/** The address field of the editor's dialogs (link, video): focused on opening, its hint or error below. */
export function UrlField({ label, value, onChange, placeholder, hint, error, inputRef }: UrlFieldProps) {
  const inputId = useId();
  const noteId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-bold text-ink">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        data-autofocus
        type="text"
        inputMode="url"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={noteId}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500"
      />
      <p id={noteId} className={error ? 'text-sm text-red-700' : 'text-xs text-muted'}>
        {error ?? hint}
      </p>
    </div>
  );
}
