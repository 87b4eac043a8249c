'use client';

import { useState } from 'react';
import clsx from 'clsx';
import type { EpisodeAudioOrigin } from '@/lib/schemas/episodes';
import type { Media } from '@/lib/schemas/media';
import { buttonSecondary, hintClass } from '@/components/admin/media/styles';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { TextField } from '@/components/admin/forms/text-fields';
import type { FormErrors } from '@/components/admin/forms/use-form-errors';
import { LibraryAudioCard, type LibraryAudio } from './library-audio-card';

/** The audio as the form holds it: a library file, or an external address with its duration and size. */
export type EpisodeAudioValues = { origem: EpisodeAudioOrigin; library: LibraryAudio | null; externalUrl: string; duracao: string; tamanho: string };
export type EpisodeAudioField = 'audioOrigem' | 'audioUrl' | 'duracao' | 'audioTamanho';

type Props = {
  idPrefix: string;
  values: EpisodeAudioValues;
  /** Changes values and clears `field`'s message. */
  onChange: (change: Partial<EpisodeAudioValues>, field: EpisodeAudioField) => void;
  form: Pick<FormErrors<EpisodeAudioField>, 'field' | 'register' | 'describedBy' | 'fieldError' | 'clearError'>;
};

const optional = <span className="font-normal text-slate-500">(opcional)</span>;

/** 'Áudio': where it comes from (library or external https), and the file or the address, duration and size. */
export function EpisodeAudioFields({ idPrefix: id, values, onChange, form }: Props) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const { origem, library } = values;

  const pickAudio = (media: Media) => onChange({ library: { url: media.url, nome: media.nomeOriginal, duracaoSegundos: media.duracaoSegundos } }, 'audioUrl');

  const originOption = (value: EpisodeAudioOrigin, label: string) => (
    <label className={clsx('flex flex-1 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm', origem === value ? 'border-brand-600 bg-brand-50 font-semibold' : 'border-slate-300')}>
      <input
        type="radio"
        name={`${id}-origem`}
        value={value}
        checked={origem === value}
        onChange={() => {
          onChange({ origem: value }, 'audioOrigem');
          form.clearError('audioUrl');
        }}
        className="h-4 w-4"
        data-testid={`origem-${value}`}
      />
      {label}
    </label>
  );

  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Áudio</legend>
      <div className="flex flex-col gap-2 sm:flex-row" role="radiogroup" aria-label="Origem do áudio" ref={form.register('audioOrigem')} tabIndex={-1}>
        {originOption('biblioteca', 'Da biblioteca de mídia')}
        {originOption('externo', 'Endereço externo (https)')}
      </div>
      {form.fieldError('audioOrigem')}

      {origem === 'biblioteca' ? (
        <div>
          <div className="flex flex-wrap items-center gap-3" data-testid="audio-escolhido">
            <LibraryAudioCard audio={library} />
            <button
              ref={form.register('audioUrl')}
              id={form.field('audioUrl').id}
              type="button"
              onClick={() => setPickerOpen(true)}
              aria-describedby={form.describedBy('audioUrl', `${id}-audio-dica`)}
              className={buttonSecondary}
            >
              {library ? 'Trocar áudio' : 'Escolher áudio'}
            </button>
          </div>
          {library && <audio controls preload="none" src={library.url} className="mt-2 w-full" aria-label="Ouvir o áudio escolhido" />}
          <p id={`${id}-audio-dica`} className={hintClass}>
            Envie o arquivo (MP3, M4A ou OGG, até 200 MB) ou escolha um já enviado. A duração é lida do próprio arquivo.
          </p>
          {form.fieldError('audioUrl')}
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_11rem]">
          <TextField
            className="min-w-0"
            label="Endereço do arquivo"
            {...form.field('audioUrl')}
            describedBy={`${id}-externo-dica`}
            value={values.externalUrl}
            onChange={(externalUrl) => onChange({ externalUrl }, 'audioUrl')}
            inputMode="url"
            spellCheck={false}
            autoCapitalize="none"
            placeholder="https://…/episodio.mp3"
            inputClassName="font-mono"
          />
          <TextField
            label="Duração"
            {...form.field('duracao')}
            describedBy={`${id}-externo-dica`}
            value={values.duracao}
            onChange={(duracao) => onChange({ duracao }, 'duracao')}
            inputMode="numeric"
            placeholder="HH:MM:SS"
            inputClassName="tabular-nums"
          />
          <TextField
            label={<>Tamanho (bytes) {optional}</>}
            {...form.field('audioTamanho')}
            describedBy={`${id}-externo-dica`}
            value={values.tamanho}
            onChange={(tamanho) => onChange({ tamanho }, 'audioTamanho')}
            inputMode="numeric"
            inputClassName="tabular-nums"
          />
          <p id={`${id}-externo-dica`} className={clsx(hintClass, 'sm:col-span-3')}>
            O site não baixa o arquivo: informe a duração (HH:MM:SS ou MM:SS). Sem o tamanho, o feed do podcast informa 0 (desconhecido), o que os aplicativos aceitam.
          </p>
        </div>
      )}
      <MediaPicker open={pickerOpen} onClose={() => setPickerOpen(false)} accept="audio" title="Áudio do episódio" onSelect={pickAudio} />
    </fieldset>
  );
}
