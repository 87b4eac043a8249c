'use client';

import { useState } from 'react';
import clsx from 'clsx';
import type { SettingField } from '@/lib/domain/settings-fields';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { buttonSecondary, fieldErrorClass, hintClass, inputClass, labelClass } from '@/components/admin/media/styles';

export type SettingValue = string | boolean | number;

/** Ids shared by the label, the error text and the focus after a failed save. */
export const settingInputId = (item: Pick<SettingField, 'group' | 'name'>) => `config-${item.group}-${item.name}`;
const errorIdOf = (item: SettingField) => `${settingInputId(item)}-erro`;
const hintIdOf = (item: SettingField) => `${settingInputId(item)}-dica`;

const INPUT_TYPES: Partial<Record<SettingField['kind'], string>> = { url: 'url', email: 'email', phone: 'tel' };
const PLACEHOLDERS: Partial<Record<SettingField['kind'], string>> = {
  url: 'https://',
  email: 'contato@suaradio.com.br',
  phone: '(51) 3333-4444',
  cep: '00000-000',
};

type Props = { item: SettingField; value: SettingValue; error?: string; onChange: (value: SettingValue) => void };

/** One setting, drawn by its kind, with its label, hint and error tied to it (aria-describedby). */
export function SettingInput({ item, value, error, onChange }: Props) {
  const id = settingInputId(item);
  const describedBy = clsx(item.hint && hintIdOf(item), error && errorIdOf(item)) || undefined;
  const hint = item.hint ? (
    <p id={hintIdOf(item)} className={hintClass}>
      {item.hint}
    </p>
  ) : null;
  const errorText = error ? (
    <p id={errorIdOf(item)} className={fieldErrorClass}>
      {error}
    </p>
  ) : null;

  if (item.kind === 'boolean') {
    return (
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className="mt-0.5 h-4 w-4 accent-brand-600"
          />
          <span className="font-semibold">{item.label}</span>
        </label>
        {hint}
        {errorText}
      </div>
    );
  }

  if (item.kind === 'volume') {
    const percent = Math.round(Number(value) * 100);
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {item.label}: <span className="tabular-nums">{percent}%</span>
        </label>
        <input
          id={id}
          type="range"
          min={0}
          max={1}
          step={0.01}
          value={Number(value)}
          onChange={(event) => onChange(Number(event.target.value))}
          aria-valuetext={`${percent}%`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="w-full accent-brand-600"
        />
        {hint}
        {errorText}
      </div>
    );
  }

  if (item.kind === 'image') return <ImageSetting item={item} value={String(value)} error={error} onChange={onChange} describedBy={describedBy} hint={hint} errorText={errorText} />;

  const common = {
    id,
    value: String(value),
    maxLength: item.max,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {item.label}
        {item.required && <span className="text-red-700"> *</span>}
      </label>
      {item.kind === 'longText' ? (
        <textarea {...common} rows={item.group === 'sobreRadio' ? 12 : 4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={INPUT_TYPES[item.kind] ?? 'text'}
          inputMode={item.kind === 'digits' || item.kind === 'cep' ? 'numeric' : undefined}
          placeholder={PLACEHOLDERS[item.kind]}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint}
      {errorText}
    </div>
  );
}

function ImageSetting({
  item,
  value,
  error,
  onChange,
  describedBy,
  hint,
  errorText,
}: {
  item: SettingField;
  value: string;
  error?: string;
  onChange: (value: SettingValue) => void;
  describedBy?: string;
  hint: React.ReactNode;
  errorText: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = settingInputId(item);
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
      {hint}
      {errorText}
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
