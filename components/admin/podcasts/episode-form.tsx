'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { windowEdgeToIso } from '@/lib/domain/display-window';
import { imageVariantUrl } from '@/lib/domain/media';
import { formatDuration } from '@/lib/domain/podcast';
import { isoToSaoPauloLocal } from '@/lib/domain/post-form';
import {
  EPISODE_DESCRIPTION_MAX,
  EPISODE_TITLE_MAX,
  episodeAudioIssues,
  episodeSchema,
  type AdminEpisode,
  type EpisodeAudioOrigin,
  type EpisodeShowOption,
} from '@/lib/schemas/episodes';
import type { Media } from '@/lib/schemas/media';
import { buttonSecondary, hintClass, inputClass, labelClass } from '@/components/admin/media/styles';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField } from '@/components/admin/forms/image-field';
import { CHECK_FIELDS_MESSAGE, useFormErrors } from '@/components/admin/forms/use-form-errors';
import { useRecordSave } from '@/components/admin/forms/use-record-save';
import { LibraryAudioCard, type LibraryAudio } from './library-audio-card';

type Field = 'programaId' | 'titulo' | 'descricao' | 'audioOrigem' | 'audioUrl' | 'duracao' | 'audioTamanho' | 'capa' | 'publicadoEm' | 'explicito';
const FIELD_ORDER: Field[] = ['programaId', 'titulo', 'descricao', 'audioOrigem', 'audioUrl', 'duracao', 'audioTamanho', 'capa', 'publicadoEm', 'explicito'];

type Props = {
  /** null: a new episode. */
  episode: AdminEpisode | null;
  shows: EpisodeShowOption[];
  /** The show the list is filtered by: a new episode starts there. */
  defaultShowId?: number | null;
  onSaved: (episode: AdminEpisode) => void;
  onCancel: () => void;
  onBusyChange?: (busy: boolean) => void;
};

function fileName(url: string): string {
  return url.split('/').pop() ?? url;
}

/**
 * Create/edit a podcast episode: the show, title and description, the audio (a file of the media
 * library, uploaded there from the picker, or an external https address with its duration), a
 * cover, the publication date in São Paulo time (empty: now; a future date schedules it) and the
 * explicit-content flag.
 */
export function EpisodeForm({ episode, shows, defaultShowId = null, onSaved, onCancel, onBusyChange }: Props) {
  const id = useId();
  const { formError, clearError, show, showApiError, passesLocalCheck, reset, fieldId, register, control, fieldError, imageFieldProps, describedBy, invalid } =
    useFormErrors(id, FIELD_ORDER);
  const [programaId, setProgramaId] = useState<string>(String(episode?.programa.id ?? defaultShowId ?? ''));
  const [titulo, setTitulo] = useState(episode?.titulo ?? '');
  const [descricao, setDescricao] = useState(episode?.descricao ?? '');
  const [origem, setOrigem] = useState<EpisodeAudioOrigin>(episode?.audioOrigem ?? 'biblioteca');
  const [library, setLibrary] = useState<LibraryAudio | null>(
    episode?.audioOrigem === 'biblioteca' ? { url: episode.audioUrl, nome: fileName(episode.audioUrl), duracaoSegundos: episode.duracaoSegundos } : null,
  );
  const [externalUrl, setExternalUrl] = useState(episode?.audioOrigem === 'externo' ? episode.audioUrl : '');
  const [duracao, setDuracao] = useState(episode?.audioOrigem === 'externo' ? formatDuration(episode.duracaoSegundos) : '');
  const [tamanho, setTamanho] = useState(episode?.audioOrigem === 'externo' && episode.audioTamanho > 0 ? String(episode.audioTamanho) : '');
  const [capa, setCapa] = useState<string | null>(episode?.capa ?? null);
  const [publicacao, setPublicacao] = useState(() => isoToSaoPauloLocal(episode?.publicadoEm));
  const [explicito, setExplicito] = useState(episode?.explicito ?? false);
  const [pickerOpen, setPickerOpen] = useState(false);

  const { saving, save } = useRecordSave<AdminEpisode>({
    path: '/episodios',
    id: episode?.id ?? null,
    texts: {
      created: 'Episódio criado.',
      updated: 'Episódio atualizado.',
      name: (saved) => saved.titulo,
      failed: 'O episódio não foi salvo.',
      fallback: 'Não foi possível salvar o episódio.',
    },
    errors: { reset, showApiError },
    onSaved,
    onBusyChange,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const date = windowEdgeToIso(publicacao.date, publicacao.time, '00:00');
    if ('error' in date) {
      show({ publicadoEm: date.error }, CHECK_FIELDS_MESSAGE);
      return;
    }
    const size = tamanho.trim();
    const body = {
      programaId: programaId ? Number(programaId) : undefined,
      titulo,
      descricao,
      audioOrigem: origem,
      audioUrl: origem === 'biblioteca' ? (library?.url ?? '') : externalUrl,
      ...(origem === 'externo' ? { duracao, audioTamanho: size === '' ? null : /^\d+$/.test(size) ? Number(size) : Number.NaN } : {}),
      capa,
      // Empty: now for a new episode; an edited one keeps its date.
      publicadoEm: date.iso,
      explicito,
    };
    const result = episodeSchema.safeParse(body);
    // The audio's rules too when other fields fail (the schema checks them only once the rest is valid).
    if (!passesLocalCheck(result.success ? result : { success: false, error: { issues: [...result.error.issues, ...episodeAudioIssues(body)] } })) return;
    await save(body);
  };

  const pickAudio = (media: Media) => {
    setLibrary({ url: media.url, nome: media.nomeOriginal, duracaoSegundos: media.duracaoSegundos });
    clearError('audioUrl');
  };

  const originOption = (value: EpisodeAudioOrigin, label: string) => (
    <label className={clsx('flex flex-1 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm', origem === value ? 'border-brand-600 bg-brand-50 font-semibold' : 'border-slate-300')}>
      <input
        type="radio"
        name={`${id}-origem`}
        value={value}
        checked={origem === value}
        onChange={() => {
          setOrigem(value);
          clearError('audioOrigem');
          clearError('audioUrl');
        }}
        className="h-4 w-4"
        data-testid={`origem-${value}`}
      />
      {label}
    </label>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={formError ? `${id}-erro-geral` : undefined} data-testid="form-episodio">
      <FormAlert id={`${id}-erro-geral`} message={formError} />

      <div>
        <label htmlFor={fieldId('programaId')} className={labelClass}>
          Programa
        </label>
        <select
          {...control('programaId')}
          value={programaId}
          data-autofocus
          onChange={(event) => {
            setProgramaId(event.target.value);
            clearError('programaId');
          }}
          className={inputClass}
        >
          <option value="">Escolha o programa…</option>
          {shows.map((item) => (
            <option key={item.id} value={item.id}>
              {item.nome}
            </option>
          ))}
        </select>
        {fieldError('programaId')}
      </div>

      <div>
        <label htmlFor={fieldId('titulo')} className={labelClass}>
          Título
        </label>
        <input
          {...control('titulo')}
          value={titulo}
          maxLength={EPISODE_TITLE_MAX}
          onChange={(event) => {
            setTitulo(event.target.value);
            clearError('titulo');
          }}
          className={inputClass}
        />
        {fieldError('titulo')}
      </div>

      <div>
        <label htmlFor={fieldId('descricao')} className={labelClass}>
          Descrição <span className="font-normal text-slate-500">(opcional)</span>
        </label>
        <textarea
          {...control('descricao', `${id}-descricao-dica`)}
          value={descricao}
          rows={4}
          maxLength={EPISODE_DESCRIPTION_MAX}
          onChange={(event) => {
            setDescricao(event.target.value);
            clearError('descricao');
          }}
          className={inputClass}
        />
        <p id={`${id}-descricao-dica`} className={hintClass}>
          Texto simples; uma linha em branco separa parágrafos. Aparece na página do episódio e nos aplicativos de podcast. {descricao.length}/
          {EPISODE_DESCRIPTION_MAX}
        </p>
        {fieldError('descricao')}
      </div>

      <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold text-slate-800">Áudio</legend>
        <div className="flex flex-col gap-2 sm:flex-row" role="radiogroup" aria-label="Origem do áudio" ref={register('audioOrigem')} tabIndex={-1}>
          {originOption('biblioteca', 'Da biblioteca de mídia')}
          {originOption('externo', 'Endereço externo (https)')}
        </div>
        {fieldError('audioOrigem')}

        {origem === 'biblioteca' ? (
          <div>
            <div className="flex flex-wrap items-center gap-3" data-testid="audio-escolhido">
              <LibraryAudioCard audio={library} />
              <button
                ref={register('audioUrl')}
                id={fieldId('audioUrl')}
                type="button"
                onClick={() => setPickerOpen(true)}
                aria-describedby={describedBy('audioUrl', `${id}-audio-dica`)}
                className={buttonSecondary}
              >
                {library ? 'Trocar áudio' : 'Escolher áudio'}
              </button>
            </div>
            {library && <audio controls preload="none" src={library.url} className="mt-2 w-full" aria-label="Ouvir o áudio escolhido" />}
            <p id={`${id}-audio-dica`} className={hintClass}>
              Envie o arquivo (MP3, M4A ou OGG, até 200 MB) ou escolha um já enviado. A duração é lida do próprio arquivo.
            </p>
            {fieldError('audioUrl')}
          </div>
        ) : (
          <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_11rem]">
            <div className="min-w-0">
              <label htmlFor={fieldId('audioUrl')} className={labelClass}>
                Endereço do arquivo
              </label>
              <input
                {...control('audioUrl', `${id}-externo-dica`)}
                value={externalUrl}
                inputMode="url"
                spellCheck={false}
                autoCapitalize="none"
                placeholder="https://…/episodio.mp3"
                onChange={(event) => {
                  setExternalUrl(event.target.value);
                  clearError('audioUrl');
                }}
                className={clsx(inputClass, 'font-mono')}
              />
              {fieldError('audioUrl')}
            </div>
            <div>
              <label htmlFor={fieldId('duracao')} className={labelClass}>
                Duração
              </label>
              <input
                {...control('duracao', `${id}-externo-dica`)}
                value={duracao}
                inputMode="numeric"
                placeholder="HH:MM:SS"
                onChange={(event) => {
                  setDuracao(event.target.value);
                  clearError('duracao');
                }}
                className={clsx(inputClass, 'tabular-nums')}
              />
              {fieldError('duracao')}
            </div>
            <div>
              <label htmlFor={fieldId('audioTamanho')} className={labelClass}>
                Tamanho (bytes) <span className="font-normal text-slate-500">(opcional)</span>
              </label>
              <input
                {...control('audioTamanho', `${id}-externo-dica`)}
                value={tamanho}
                inputMode="numeric"
                onChange={(event) => {
                  setTamanho(event.target.value);
                  clearError('audioTamanho');
                }}
                className={clsx(inputClass, 'tabular-nums')}
              />
              {fieldError('audioTamanho')}
            </div>
            <p id={`${id}-externo-dica`} className={clsx(hintClass, 'sm:col-span-3')}>
              O site não baixa o arquivo: informe a duração (HH:MM:SS ou MM:SS). Sem o tamanho, o feed do podcast informa 0 (desconhecido), o que os aplicativos aceitam.
            </p>
          </div>
        )}
      </fieldset>

      <ImageField
        labelId={`${id}-capa-rotulo`}
        label={
          <>
            Capa <span className="font-normal text-slate-500">(opcional)</span>
          </>
        }
        noun="imagem"
        value={capa}
        onChange={setCapa}
        preview={
          <div className="aspect-square w-24 overflow-hidden rounded-md bg-slate-100">
            {capa ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={imageVariantUrl(capa, 'post-thumb')} alt="Prévia da capa do episódio" className="h-full w-full object-cover" />
            ) : (
              <span className="flex h-full w-full items-center justify-center p-1 text-center text-xs text-slate-500">Capa do programa</span>
            )}
          </div>
        }
        pickerTitle="Capa do episódio"
        {...imageFieldProps('capa', `${id}-capa-dica`)}
        hint={
          <p id={`${id}-capa-dica`} className={hintClass}>
            Quadrada, de preferência com 1400 px ou mais. Sem capa, vale a imagem do programa e, sem ela, o logotipo da rádio.
          </p>
        }
      />

      <div>
        <span className={labelClass} id={`${id}-publicacao-rotulo`}>
          Publicação
        </span>
        <div className="grid max-w-md grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] gap-2" role="group" aria-labelledby={`${id}-publicacao-rotulo`}>
          <div>
            <label htmlFor={fieldId('publicadoEm')} className="sr-only">
              Data de publicação
            </label>
            <input
              {...control('publicadoEm', `${id}-publicacao-dica`)}
              type="date"
              value={publicacao.date}
              onChange={(event) => {
                setPublicacao((current) => ({ ...current, date: event.target.value }));
                clearError('publicadoEm');
              }}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-publicacao-hora`} className="sr-only">
              Hora de publicação
            </label>
            <input
              id={`${id}-publicacao-hora`}
              type="time"
              value={publicacao.time}
              // The date's message covers the time too, so both inputs are marked (as in WindowFields).
              aria-invalid={invalid('publicadoEm')}
              aria-describedby={describedBy('publicadoEm', `${id}-publicacao-dica`)}
              onChange={(event) => {
                setPublicacao((current) => ({ ...current, time: event.target.value }));
                clearError('publicadoEm');
              }}
              className={inputClass}
            />
          </div>
        </div>
        <p id={`${id}-publicacao-dica`} className={hintClass}>
          Horário de Brasília. {episode ? 'Em branco, mantém a data atual.' : 'Em branco, publica agora.'} Uma data futura agenda o episódio: ele aparece no
          site e no feed nesse horário.
        </p>
        {fieldError('publicadoEm')}
      </div>

      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            ref={register('explicito')}
            type="checkbox"
            checked={explicito}
            onChange={(event) => {
              setExplicito(event.target.checked);
              clearError('explicito');
            }}
            className="mt-0.5 h-4 w-4 rounded border-slate-300"
          />
          <span>
            <span className="font-semibold">Conteúdo explícito</span>
            <span className="block text-xs text-slate-500">Linguagem ou temas impróprios para crianças: os aplicativos de podcast sinalizam o episódio.</span>
          </span>
        </label>
        {fieldError('explicito')}
      </div>

      <FormActions onCancel={onCancel} saving={saving} submitLabel={episode ? 'Salvar alterações' : 'Criar episódio'} />

      <MediaPicker open={pickerOpen} onClose={() => setPickerOpen(false)} accept="audio" title="Áudio do episódio" onSelect={pickAudio} />
    </form>
  );
}
