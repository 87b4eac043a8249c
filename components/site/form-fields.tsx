import clsx from 'clsx';

/** Pieces of the public forms (contact, "Peça sua música"): a labelled field with its hint and error, and the honeypot. */

/** The form's text field named `name`, or null. */
export function fieldElement(form: HTMLFormElement, name: string): HTMLInputElement | HTMLTextAreaElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null;
}

type FormFieldProps = {
  /** Prefix of the element ids: '{idPrefix}-{name}'. */
  idPrefix: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'text';
  placeholder?: string;
  defaultValue?: string;
  maxLength: number;
};

export function FormField({ idPrefix, name, label, error, hint, required, multiline, rows = 6, type = 'text', autoComplete, inputMode, placeholder, defaultValue, maxLength }: FormFieldProps) {
  const id = `${idPrefix}-${name}`;
  const describedBy = [hint ? `${id}-dica` : null, error ? `${id}-erro` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    required,
    maxLength,
    placeholder,
    defaultValue,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: clsx(
      'w-full rounded-md border bg-white px-3 py-2.5 text-base text-ink shadow-sm outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-100',
      error ? 'border-red-500' : 'border-slate-300',
    ),
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-ink">
        {label}
        {!required && <span className="font-normal text-muted"> (opcional)</span>}
      </label>
      {multiline ? <textarea {...common} rows={rows} /> : <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />}
      {hint && (
        <p id={`${id}-dica`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-erro`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Off-screen and out of the accessibility tree: only form-filling bots fill it in. */
export function HoneypotField({ idPrefix, name }: { idPrefix: string; name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={`${idPrefix}-${name}`}>Deixe este campo em branco</label>
      <input id={`${idPrefix}-${name}`} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
