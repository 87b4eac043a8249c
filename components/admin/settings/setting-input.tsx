'use client';

import { useState } from 'react';
import clsx from 'clsx';
import type { SettingField } from '@/lib/domain/settings-fields';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { buttonSecondary, fieldErrorClass, hintClass, labelClass } from '@/components/admin/media/styles';
import { Field, fieldAria } from '@/components/admin/forms/field';
import { SwitchField, switchLooks } from '@/components/admin/forms/switch-field';
import { TextAreaField, TextField } from '@/components/admin/forms/text-fields';

export type SettingValue = string | boolean | number;

/** Ids shared by the label, the error text and the focus after a failed save. */
export const settingInputId = (item: Pick<SettingField, 'group' | 'name'>) => `config-${item.group}-${item.name}`;

const INPUT_TYPES: Partial<Record<SettingField['kind'], string>> = { url: 'url', email: 'email', phone: 'tel' };
const PLACEHOLDERS: Partial<Record<SettingField['kind'], string>> = {
  url: 'https://',
  email: 'contato@suaradio.com.br',
  phone: '(51) 3333-4444',
  cep: '00000-000',
};

type Props = { item: SettingField; value: SettingValue; error?: string; onChange: (value: SettingValue) => void };

/** The settings' checkboxes: the name beside the box, the hint under it. */
const settingSwitchLook = { ...switchLooks.checkbox, input: 'mt-0.5 h-4 w-4 accent-brand-600', hint: hintClass };

/** One setting, drawn by its kind, with its label, hint and error tied to it (aria-describedby). */
export function SettingInput({ item, value, error, onChange }: Props) {
  const id = settingInputId(item);

  if (item.kind === 'boolean') {
    return <SwitchField id={id} look={settingSwitchLook} label={item.label} hint={item.hint} hintPlacement="below" error={error} checked={value === true} onChange={onChange} />;
  }

  if (item.kind === 'volume') {
    const percent = Math.round(Number(value) * 100);
    const label = (
      <>
        {item.label}: <span className="tabular-nums">{percent}%</span>
      </>
    );
    return (
      <Field id={id} label={label} hint={item.hint} error={error}>
        {(aria) => (
          <input
            {...aria}
            type="range"
            min={0}
            max={1}
            step={0.01}
            value={Number(value)}
            onChange={(event) => onChange(Number(event.target.value))}
            aria-valuetext={`${percent}%`}
            className="w-full accent-brand-600"
          />
        )}
      </Field>
    );
  }

  if (item.kind === 'image') return <ImageSetting item={item} value={String(value)} error={error} onChange={onChange} />;

  const field = {
    id,
    label: (
      <>
        {item.label}
        {item.required && <span className="text-red-700"> *</span>}
      </>
    ),
    hint: item.hint,
    error,
    value: String(value),
    maxLength: item.max,
    onChange,
  };
  return item.kind === 'longText' ? (
    <TextAreaField {...field} rows={item.group === 'sobreRadio' ? 12 : 4} />
  ) : (
    <TextField
      {...field}
      type={INPUT_TYPES[item.kind] ?? 'text'}
      inputMode={item.kind === 'digits' || item.kind === 'cep' ? 'numeric' : undefined}
      placeholder={PLACEHOLDERS[item.kind]}
    />
  );
}

/** A logo or icon from the media library: its preview on the background it is drawn on, choose, remove. */
function ImageSetting({ item, value, error, onChange }: { item: SettingField; value: string; error?: string; onChange: (value: SettingValue) => void }) {
  const [open, setOpen] = useState(false);
  const id = settingInputId(item);
  const { 'aria-describedby': describedBy } = fieldAria({ id, hint: item.hint, error });
  return (
    <div>
      <p className={labelClass} id={`${id}-rotulo`}>
        {item.label}
      </p>
      <div className="flex items-center gap-3">
        {/* The footer logo is drawn for the dark footer: previewed on dark, the others on light. */}
        <div
          className={clsx(
            'flex h-16 w-28 shrink-0 items-center justify-center overflow-hidden rounded-md border',
            item.name === 'logoRodape' ? 'bg-slate-900' : 'bg-slate-100',
            error ? 'border-red-500' : 'border-slate-200',
          )}
        >
          {value ? (
            // eslint-disable-next-line @next/next/no-img-element -- any stored address, including SVGs and .ico
            <img src={value} alt={`${item.label} atual`} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="px-1 text-center text-xs text-slate-400">Sem imagem</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            id={id}
            type="button"
            className={buttonSecondary}
            onClick={() => setOpen(true)}
            aria-labelledby={`${id}-rotulo ${id}`}
            aria-describedby={describedBy}
          >
            {value ? 'Trocar' : 'Escolher imagem'}
          </button>
          {value && (
            <button type="button" className={clsx(buttonSecondary, 'text-red-700')} onClick={() => onChange('')} aria-label={`Remover ${item.label.toLowerCase()}`}>
              Remover
            </button>
          )}
        </div>
      </div>
      {item.hint && (
        <p id={`${id}-dica`} className={hintClass}>
          {item.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-erro`} className={fieldErrorClass}>
          {error}
        </p>
      )}
      <MediaPicker
        open={open}
        accept="image"
        title={item.label}
        onClose={() => setOpen(false)}
        onSelect={(media) => {
          onChange(media.url);
          setOpen(false);
        }}
      />
    </div>
  );
}
