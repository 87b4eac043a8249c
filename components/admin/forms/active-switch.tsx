'use client';

type Props = {
  id: string;
  /** The field's ref from useFormErrors' register, so an error can put the keyboard on it. */
  inputRef: (element: HTMLElement | null) => void;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What being inactive means for this record. */
  hint: string;
};

/** The 'Ativo' switch of the panel's forms (team members, shows), with its hint. */
export function ActiveSwitch({ id, inputRef, checked, onChange, hint }: Props) {
  return (
    <label className="flex cursor-pointer items-start gap-3">
      <input
        ref={inputRef}
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        aria-describedby={`${id}-dica`}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-5 w-5 rounded border-slate-300 accent-brand-600"
      />
      <span>
        <span className="block text-sm font-semibold text-slate-800">Ativo</span>
        <span id={`${id}-dica`} className="block text-xs text-slate-500">
          {hint}
        </span>
      </span>
    </label>
  );
}
