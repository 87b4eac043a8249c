'use client';

import { useId } from 'react';
import { windowEdgeToIso } from '@/lib/domain/display-window';
import { formatDuration } from '@/lib/domain/podcast';
import { isoToSaoPauloLocal, type LocalDateTime } from '@/lib/domain/post-form';
import { EPISODE_DESCRIPTION_MAX, EPISODE_TITLE_MAX, episodeAudioIssues, episodeSchema, type AdminEpisode, type EpisodeShowOption } from '@/lib/schemas/episodes';
import { hintClass } from '@/components/admin/media/styles';
import { DateTimeField } from '@/components/admin/forms/date-time-field';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField, ImagePreview } from '@/components/admin/forms/image-field';
import { SwitchField } from '@/components/admin/forms/switch-field';
import { SelectField, TextAreaField, TextField } from '@/components/admin/forms/text-fields';
import { CHECK_FIELDS_MESSAGE } from '@/components/admin/forms/use-form-errors';
import { useRecordSave } from '@/components/admin/forms/use-record-save';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { EpisodeAudioFields, type EpisodeAudioValues } from './episode-audio-fields';

type Field = 'programaId' | 'titulo' | 'descricao' | 'audioOrigem' | 'audioUrl' | 'duracao' | 'audioTamanho' | 'capa' | 'publicadoEm' | 'explicito';
const FIELD_ORDER: Field[] = ['programaId', 'titulo', 'descricao', 'audioOrigem', 'audioUrl', 'duracao', 'audioTamanho', 'capa', 'publicadoEm', 'explicito'];

type Values = EpisodeAudioValues & { programaId: string; titulo: string; descricao: string; capa: string | null; publicadoEm: LocalDateTime; explicito: boolean };

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

function initialValues(episode: AdminEpisode | null, defaultShowId: number | null): Values {
  const external = episode?.audioOrigem === 'externo';
  return {
    programaId: String(episode?.programa.id ?? defaultShowId ?? ''),
    titulo: episode?.titulo ?? '',
    descricao: episode?.descricao ?? '',
    origem: episode?.audioOrigem ?? 'biblioteca',
    library: episode?.audioOrigem === 'biblioteca' ? { url: episode.audioUrl, nome: fileName(episode.audioUrl), duracaoSegundos: episode.duracaoSegundos } : null,
    externalUrl: external ? episode.audioUrl : '',
    duracao: external ? formatDuration(episode.duracaoSegundos) : '',
    tamanho: external && episode.audioTamanho > 0 ? String(episode.audioTamanho) : '',
    capa: episode?.capa ?? null,
    publicadoEm: isoToSaoPauloLocal(episode?.publicadoEm),
    explicito: episode?.explicito ?? false,
  };
}

const optional = <span className="font-normal text-slate-500">(opcional)</span>;

/**
 * Create/edit a podcast episode: the show, title and description, the audio (a file of the media
 * library, uploaded there from the picker, or an external https address with its duration), a
 * cover, the publication date in São Paulo time (empty: now; a future date schedules it) and the
 * explicit-content flag.
 */
export function EpisodeForm({ episode, shows, defaultShowId = null, onSaved, onCancel, onBusyChange }: Props) {
  const id = useId();
  const form = useZodForm<Values, Field>({ ids: id, order: FIELD_ORDER, initial: () => initialValues(episode, defaultShowId) });
  const { values, formError } = form;

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
    errors: form,
    onSaved,
    onBusyChange,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { programaId, origem, library, externalUrl, duracao, tamanho, publicadoEm } = values;
    const date = windowEdgeToIso(publicadoEm.date, publicadoEm.time, '00:00');
    if ('error' in date) {
      form.show({ publicadoEm: date.error }, CHECK_FIELDS_MESSAGE);
      return;
    }
    const size = tamanho.trim();
    const body = {
      programaId: programaId ? Number(programaId) : undefined,
      titulo: values.titulo,
      descricao: values.descricao,
      audioOrigem: origem,
      audioUrl: origem === 'biblioteca' ? (library?.url ?? '') : externalUrl,
      ...(origem === 'externo' ? { duracao, audioTamanho: size === '' ? null : /^\d+$/.test(size) ? Number(size) : Number.NaN } : {}),
      capa: values.capa,
      // Empty: now for a new episode; an edited one keeps its date.
      publicadoEm: date.iso,
      explicito: values.explicito,
    };
    const result = episodeSchema.safeParse(body);
    // The audio's rules too when other fields fail (the schema checks them only once the rest is valid).
    if (!form.passesLocalCheck(result.success ? result : { success: false, error: { issues: [...result.error.issues, ...episodeAudioIssues(body)] } })) return;
    await save(body);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={formError ? `${id}-erro-geral` : undefined} data-testid="form-episodio">
      <FormAlert id={`${id}-erro-geral`} message={formError} />

      <SelectField label="Programa" {...form.bind('programaId')} data-autofocus>
        <option value="">Escolha o programa…</option>
        {shows.map((item) => (
          <option key={item.id} value={item.id}>
            {item.nome}
          </option>
        ))}
      </SelectField>

      <TextField label="Título" {...form.bind('titulo')} maxLength={EPISODE_TITLE_MAX} />

      <TextAreaField
        label={<>Descrição {optional}</>}
        {...form.bind('descricao')}
        rows={4}
        maxLength={EPISODE_DESCRIPTION_MAX}
        hint={`Texto simples; uma linha em branco separa parágrafos. Aparece na página do episódio e nos aplicativos de podcast. ${values.descricao.length}/${EPISODE_DESCRIPTION_MAX}`}
      />

      <EpisodeAudioFields
        idPrefix={id}
        values={values}
        onChange={(change, field) => {
          form.setValues((current) => ({ ...current, ...change }));
          form.clearError(field);
        }}
        form={form}
      />

      <ImageField
        labelId={`${id}-capa-rotulo`}
        label={<>Capa {optional}</>}
        noun="imagem"
        value={values.capa}
        onChange={(capa) => form.setValues((current) => ({ ...current, capa }))}
        preview={<ImagePreview url={values.capa} alt="Prévia da capa do episódio" className="aspect-square w-24" variant="post-thumb" empty="Capa do programa" />}
        pickerTitle="Capa do episódio"
        {...form.imageFieldProps('capa', `${id}-capa-dica`)}
        hint={
          <p id={`${id}-capa-dica`} className={hintClass}>
            Quadrada, de preferência com 1400 px ou mais. Sem capa, vale a imagem do programa e, sem ela, o logotipo da rádio.
          </p>
        }
      />

      <DateTimeField
        label="Publicação"
        dateLabel="Data de publicação"
        timeLabel="Hora de publicação"
        {...form.bind('publicadoEm')}
        gridClassName="grid max-w-md grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] gap-2"
        hint={`Horário de Brasília. ${episode ? 'Em branco, mantém a data atual.' : 'Em branco, publica agora.'} Uma data futura agenda o episódio: ele aparece no site e no feed nesse horário.`}
      />

      <SwitchField
        label="Conteúdo explícito"
        hint="Linguagem ou temas impróprios para crianças: os aplicativos de podcast sinalizam o episódio."
        {...form.bindCheck('explicito')}
      />

      <FormActions onCancel={onCancel} saving={saving} submitLabel={episode ? 'Salvar alterações' : 'Criar episódio'} />
    </form>
  );
}
