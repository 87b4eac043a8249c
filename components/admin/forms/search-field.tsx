'use client';

import clsx from 'clsx';
import { SearchIcon } from '@/components/ui/icons';
import { inputClass } from '@/components/admin/media/styles';
import { Field, panelLook } from './field';

const hiddenLabelLook = { ...panelLook, label: 'sr-only' };

type Props = {
  id: string;
  label: string;
  /** The label for screen readers only: the placeholder and the icon say what the box is for. */
  labelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  className?: string;
};

/** A list's search box, with the magnifier inside it. */
export function SearchField({ id, label, labelHidden = false, value, onChange, placeholder, maxLength, className }: Props) {
  return (
    <Field id={id} label={label} className={className} look={labelHidden ? hiddenLabelLook : panelLook}>
      {(aria) => (
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
          <input
            {...aria}
            type="search"
            value={value}
            placeholder={placeholder}
            maxLength={maxLength}
            onChange={(event) => onChange(event.target.value)}
            className={clsx(inputClass, 'pl-9')}
          />
        </div>
      )}
    </Field>
  );
}
