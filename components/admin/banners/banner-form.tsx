'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { imageVariantUrl } from '@/lib/domain/media';
import { BANNER_LINK_MAX, BANNER_TITLE_MAX, type AdminBanner } from '@/lib/schemas/banners';
import { hintClass, inputClass, labelClass } from '@/components/admin/media/styles';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField } from '@/components/admin/forms/image-field';
import { CHECK_FIELDS_MESSAGE, useFormErrors, type FieldErrors } from '@/components/admin/forms/use-form-errors';
import { useRecordSave } from '@/components/admin/forms/use-record-save';
import { useWindowEdges, WindowFields } from './window-fields';

type Field = 'titulo' | 'imagem' | 'link' | 'ativo' | 'inicioEm' | 'fimEm';
const FIELD_ORDER: Field[] = ['titulo', 'imagem', 'link', 'ativo', 'inicioEm', 'fimEm'];

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
  const { errors, formError, clearError, show, showApiError, reset, register, control, fieldError, imageFieldProps } = useFormErrors(id, FIELD_ORDER);
  const [titulo, setTitulo] = useState(banner?.titulo ?? '');
  const [imagem, setImagem] = useState<string | null>(banner?.imagem ?? null);
  const [link, setLink] = useState(banner?.link ?? '');
  const [ativo, setAtivo] = useState(banner?.ativo ?? true);
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
    errors: { reset, showApiError },
    onSaved,
    onBusyChange,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const { errors: windowErrors, inicioEm, fimEm } = edges.resolve();
    const local: FieldErrors<Field> = { ...windowErrors };
    if (!imagem) local.imagem = 'Escolha a imagem do banner.';
    if (Object.keys(local).length > 0) {
      show(local, CHECK_FIELDS_MESSAGE);
      return;
    }
    await save({
      titulo,
      imagem,
      link: link.trim() || null,
      ativo,
      inicioEm,
      fimEm,
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert message={formError} />

      <div>
        <label htmlFor={`${id}-titulo`} className={labelClass}>
          Título
        </label>
        <input
          {...control('titulo', `${id}-titulo-dica`)}
          data-autofocus
          value={titulo}
          maxLength={BANNER_TITLE_MAX}
          required
          onChange={(event) => {
            setTitulo(event.target.value);
            clearError('titulo');
          }}
          className={inputClass}
        />
        <p id={`${id}-titulo-dica`} className={hintClass}>
          Aparece sobre a imagem, com o botão &quot;Saiba mais&quot;.
        </p>
        {fieldError('titulo')}
      </div>

      <ImageField
        layout="stacked"
        labelId={`${id}-imagem-rotulo`}
        label="Imagem"
        noun="imagem"
        value={imagem}
        onChange={setImagem}
        removable={false}
        preview={
          <div className="aspect-[16/9] w-full overflow-hidden rounded-md bg-slate-100 sm:w-56">
            {imagem ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={imageVariantUrl(imagem, 'post-medium')} alt="Prévia da imagem do banner" className="h-full w-full object-cover" />
            ) : (
              <span className="flex h-full w-full items-center justify-center text-xs text-slate-500">Sem imagem</span>
            )}
          </div>
        }
        pickerTitle="Imagem do banner"
        {...imageFieldProps('imagem', `${id}-imagem-dica`)}
        hint={
          <p id={`${id}-imagem-dica`} className={hintClass}>
            Da biblioteca de mídia. Use uma imagem larga (16:9), sem textos importantes nas bordas.
          </p>
        }
      />

      <div>
        <label htmlFor={`${id}-link`} className={labelClass}>
          Link <span className="font-normal text-slate-500">(opcional)</span>
        </label>
        <input
          {...control('link', `${id}-link-dica`)}
          value={link}
          maxLength={BANNER_LINK_MAX}
          inputMode="url"
          spellCheck={false}
          autoCapitalize="none"
          placeholder="https://… ou /a-radio"
          onChange={(event) => {
            setLink(event.target.value);
            clearError('link');
          }}
          className={clsx(inputClass, 'font-mono')}
        />
        <p id={`${id}-link-dica`} className={hintClass}>
          Endereço http(s) ou caminho do site. O link abre em nova aba. Sem link, o banner não é clicável.
        </p>
        {fieldError('link')}
      </div>

      <div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            ref={register('ativo')}
            type="checkbox"
            checked={ativo}
            onChange={(event) => {
              setAtivo(event.target.checked);
              clearError('ativo');
            }}
            className="mt-0.5 h-4 w-4 rounded border-slate-300"
          />
          <span>
            <span className="font-semibold">Ativo</span>
            <span className="block text-xs text-slate-500">Desmarcado, o banner sai do carrossel mesmo dentro das datas.</span>
          </span>
        </label>
        {fieldError('ativo')}
      </div>

      <WindowFields
        idPrefix={id}
        legend="Período de exibição"
        edges={edges}
        errors={errors}
        register={register}
        onEdit={clearError}
        hint="Horário de Brasília. Deixe em branco para exibir sem limite; só a data: início às 00h00, fim às 23h59."
      />

      <FormActions onCancel={onCancel} saving={saving} submitLabel={banner ? 'Salvar alterações' : 'Criar banner'} />
    </form>
  );
}
