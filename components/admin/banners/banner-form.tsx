'use client';

import { useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { AdminApiError, adminFetch } from '@/lib/admin/api';
import { windowEdgeToIso } from '@/lib/domain/display-window';
import { imageVariantUrl } from '@/lib/domain/media';
import { isoToSaoPauloLocal } from '@/lib/domain/post-form';
import { BANNER_LINK_MAX, BANNER_TITLE_MAX, type AdminBanner } from '@/lib/schemas/banners';
import { useToast } from '@/components/ui/toast-provider';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { buttonPrimary, buttonSecondary, fieldErrorClass, hintClass, inputClass, labelClass } from '@/components/admin/media/styles';
import { WindowFields, type WindowEdge } from './window-fields';

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
  const toast = useToast();
  const id = useId();
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const [titulo, setTitulo] = useState(banner?.titulo ?? '');
  const [imagem, setImagem] = useState<string | null>(banner?.imagem ?? null);
  const [link, setLink] = useState(banner?.link ?? '');
  const [ativo, setAtivo] = useState(banner?.ativo ?? true);
  const [inicio, setInicio] = useState<WindowEdge>(isoToSaoPauloLocal(banner?.inicioEm));
  const [fim, setFim] = useState<WindowEdge>(isoToSaoPauloLocal(banner?.fimEm));
  const [pickerOpen, setPickerOpen] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const setBusy = (busy: boolean) => {
    setSaving(busy);
    onBusyChange?.(busy);
  };
  const clearError = (field: Field) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const focusFirstError = (found: Partial<Record<Field, string>>) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local: Partial<Record<Field, string>> = {};
    const start = windowEdgeToIso(inicio.date, inicio.time, '00:00');
    const end = windowEdgeToIso(fim.date, fim.time, '23:59');
    if ('error' in start) local.inicioEm = start.error;
    if ('error' in end) local.fimEm = end.error;
    if (!imagem) local.imagem = 'Escolha a imagem do banner.';
    if (Object.keys(local).length > 0) {
      setErrors(local);
      setFormError('Verifique os campos destacados.');
      focusFirstError(local);
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    const body = {
      titulo,
      imagem,
      link: link.trim() || null,
      ativo,
      inicioEm: 'iso' in start ? start.iso : null,
      fimEm: 'iso' in end ? end.iso : null,
    };
    try {
      const saved = banner
        ? await adminFetch<AdminBanner>(`/banners/${banner.id}`, { method: 'PUT', json: body })
        : await adminFetch<AdminBanner>('/banners', { method: 'POST', json: body });
      toast({ type: 'success', title: banner ? 'Banner atualizado.' : 'Banner criado.', message: saved.titulo });
      onSaved(saved);
    } catch (error) {
      const apiError = error instanceof AdminApiError ? error : null;
      const campos = (apiError?.campos ?? {}) as Partial<Record<Field, string>>;
      const message = apiError?.message ?? 'Não foi possível salvar o banner.';
      setErrors(campos);
      setFormError(message);
      toast({ type: 'error', title: 'O banner não foi salvo.', message });
      focusFirstError(campos);
    } finally {
      setBusy(false);
    }
  };

  const errorId = (field: Field) => `${id}-${field}-erro`;
  const describedBy = (field: Field, hint?: string) => clsx(hint, errors[field] && errorId(field)) || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={errorId(field)} className={fieldErrorClass}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {formError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}

      <div>
        <label htmlFor={`${id}-titulo`} className={labelClass}>
          Título
        </label>
        <input
          ref={(element) => {
            refs.current.titulo = element;
          }}
          id={`${id}-titulo`}
          data-autofocus
          value={titulo}
          maxLength={BANNER_TITLE_MAX}
          required
          aria-invalid={errors.titulo ? true : undefined}
          aria-describedby={describedBy('titulo', `${id}-titulo-dica`)}
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

      <div>
        <span className={labelClass} id={`${id}-imagem-rotulo`}>
          Imagem
        </span>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center" role="group" aria-labelledby={`${id}-imagem-rotulo`}>
          <div className="aspect-[16/9] w-full overflow-hidden rounded-md bg-slate-100 sm:w-56">
            {imagem ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img src={imageVariantUrl(imagem, 'post-medium')} alt="Prévia da imagem do banner" className="h-full w-full object-cover" />
            ) : (
              <span className="flex h-full w-full items-center justify-center text-xs text-slate-500">Sem imagem</span>
            )}
          </div>
          <div className="flex flex-col items-start gap-1">
            <button
              ref={(element) => {
                refs.current.imagem = element;
              }}
              type="button"
              onClick={() => setPickerOpen(true)}
              aria-describedby={describedBy('imagem', `${id}-imagem-dica`)}
              className={buttonSecondary}
            >
              {imagem ? 'Trocar imagem' : 'Escolher imagem'}
            </button>
            <p id={`${id}-imagem-dica`} className={hintClass}>
              Da biblioteca de mídia. Use uma imagem larga (16:9), sem textos importantes nas bordas.
            </p>
          </div>
        </div>
        {fieldError('imagem')}
      </div>

      <div>
        <label htmlFor={`${id}-link`} className={labelClass}>
          Link <span className="font-normal text-slate-500">(opcional)</span>
        </label>
        <input
          ref={(element) => {
            refs.current.link = element;
          }}
          id={`${id}-link`}
          value={link}
          maxLength={BANNER_LINK_MAX}
          inputMode="url"
          spellCheck={false}
          autoCapitalize="none"
          placeholder="https://… ou /a-radio"
          aria-invalid={errors.link ? true : undefined}
          aria-describedby={describedBy('link', `${id}-link-dica`)}
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
            ref={(element) => {
              refs.current.ativo = element;
            }}
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
        inicio={inicio}
        fim={fim}
        errors={{ inicioEm: errors.inicioEm, fimEm: errors.fimEm }}
        registerRef={(field, element) => {
          refs.current[field] = element;
        }}
        onChange={(edge, value) => {
          if (edge === 'inicio') setInicio(value);
          else setFim(value);
          clearError(edge === 'inicio' ? 'inicioEm' : 'fimEm');
        }}
        hint="Horário de Brasília. Deixe em branco para exibir sem limite; só a data: início às 00h00, fim às 23h59."
      />

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" onClick={onCancel} disabled={saving} className={buttonSecondary}>
          Cancelar
        </button>
        <button type="submit" disabled={saving} className={buttonPrimary}>
          {saving ? 'Salvando...' : banner ? 'Salvar alterações' : 'Criar banner'}
        </button>
      </div>

      <MediaPicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        accept="image"
        title="Imagem do banner"
        onSelect={(media) => {
          setImagem(media.url);
          clearError('imagem');
        }}
      />
    </form>
  );
}
