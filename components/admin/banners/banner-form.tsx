'use client';

import { useId } from 'react';
import { BANNER_LINK_MAX, BANNER_TITLE_MAX, type AdminBanner } from '@/lib/schemas/banners';
import { hintClass } from '@/components/admin/media/styles';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField, ImagePreview } from '@/components/admin/forms/image-field';
import { SwitchField } from '@/components/admin/forms/switch-field';
import { TextField } from '@/components/admin/forms/text-fields';
import { CHECK_FIELDS_MESSAGE, type FieldErrors } from '@/components/admin/forms/use-form-errors';
import { useRecordSave } from '@/components/admin/forms/use-record-save';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { useWindowEdges, WindowFields } from './window-fields';

type Field = 'titulo' | 'imagem' | 'link' | 'ativo' | 'inicioEm' | 'fimEm';
const FIELD_ORDER: Field[] = ['titulo', 'imagem', 'link', 'ativo', 'inicioEm', 'fimEm'];

type Values = { titulo: string; imagem: string | null; link: string; ativo: boolean };

type Props = {
  /** null: a new banner. */
  banner: AdminBanner | null;
  onSaved: (banner: AdminBanner) => void;
  onCancel: () => void;
  onBusyChange?: (busy: boolean) => void;
};

/** Create/edit a banner: image from the media library, optional link, on/off and a São Paulo display window. */
export function BannerForm({ banner, onSaved, onCancel, onBusyChange }: Props) {
  const id = useId();
  const form = useZodForm<Values, Field>({
    ids: id,
    order: FIELD_ORDER,
    initial: () => ({ titulo: banner?.titulo ?? '', imagem: banner?.imagem ?? null, link: banner?.link ?? '', ativo: banner?.ativo ?? true }),
  });
  const { values, formError } = form;
  const edges = useWindowEdges(banner?.inicioEm, banner?.fimEm);
  const { saving, save } = useRecordSave<AdminBanner>({
    path: '/banners',
    id: banner?.id ?? null,
    texts: {
      created: 'Banner criado.',
      updated: 'Banner atualizado.',
      name: (saved) => saved.titulo,
      failed: 'O banner não foi salvo.',
      fallback: 'Não foi possível salvar o banner.',
    },
    errors: form,
    onSaved,
    onBusyChange,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { errors: windowErrors, inicioEm, fimEm } = edges.resolve();
    const local: FieldErrors<Field> = { ...windowErrors };
    if (!values.imagem) local.imagem = 'Escolha a imagem do banner.';
    if (Object.keys(local).length > 0) {
      form.show(local, CHECK_FIELDS_MESSAGE);
      return;
    }
    await save({
      titulo: values.titulo,
      imagem: values.imagem,
      link: values.link.trim() || null,
      ativo: values.ativo,
      inicioEm,
      fimEm,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert message={formError} />

      <TextField label="Título" {...form.bind('titulo')} hint='Aparece sobre a imagem, com o botão "Saiba mais".' data-autofocus maxLength={BANNER_TITLE_MAX} required />

      <ImageField
        layout="stacked"
        labelId={`${id}-imagem-rotulo`}
        label="Imagem"
        noun="imagem"
        value={values.imagem}
        onChange={(imagem) => form.setValues((current) => ({ ...current, imagem }))}
        removable={false}
        preview={<ImagePreview url={values.imagem} alt="Prévia da imagem do banner" className="aspect-[16/9] w-full sm:w-56" />}
        pickerTitle="Imagem do banner"
        {...form.imageFieldProps('imagem', `${id}-imagem-dica`)}
        hint={
          <p id={`${id}-imagem-dica`} className={hintClass}>
            Da biblioteca de mídia. Use uma imagem larga (16:9), sem textos importantes nas bordas.
          </p>
        }
      />

      <TextField
        label={
          <>
            Link <span className="font-normal text-slate-500">(opcional)</span>
          </>
        }
        {...form.bind('link')}
        hint="Endereço http(s) ou caminho do site. O link abre em nova aba. Sem link, o banner não é clicável."
        maxLength={BANNER_LINK_MAX}
        inputMode="url"
        spellCheck={false}
        autoCapitalize="none"
        placeholder="https://… ou /a-radio"
        inputClassName="font-mono"
      />

      <SwitchField label="Ativo" hint="Desmarcado, o banner sai do carrossel mesmo dentro das datas." {...form.bindCheck('ativo')} />

      <WindowFields
        idPrefix={id}
        legend="Período de exibição"
        edges={edges}
        field={form.field}
        onEdit={form.clearError}
        hint="Horário de Brasília. Deixe em branco para exibir sem limite; só a data: início às 00h00, fim às 23h59."
      />

      <FormActions onCancel={onCancel} saving={saving} submitLabel={banner ? 'Salvar alterações' : 'Criar banner'} />
    </form>
  );
}
