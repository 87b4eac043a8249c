'use client';

import clsx from 'clsx';

/** A toolbar button: its label is the tooltip too, with the shortcut when there is one. */
export function ToolButton({
  label,
  shortcut,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  shortcut?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-pressed={pressed}
      disabled={disabled}
      // Keeps the text selection in the editor while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={clsx(
        'inline-flex h-9 min-w-9 shrink-0 items-center justify-center rounded-md px-1.5 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40',
        pressed && 'bg-brand-100 text-brand-900 hover:bg-brand-100',
      )}
    >
      {children}
    </button>
  );
}
