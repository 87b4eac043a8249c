'use client';

import { useId, useRef, useState } from 'react';
import clsx from 'clsx';
import { AdminApiError, adminFetch } from '@/lib/admin/api';
import { badgeMeetsContrast, normalizeHexColor } from '@/lib/domain/color';
import { imageVariantUrl } from '@/lib/domain/media';
import { categoryNameToSlug } from '@/lib/domain/slug';
import { CategoryBadge } from '@/components/ui/category-badge';
import { useToast } from '@/components/ui/toast-provider';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { buttonPrimary, buttonSecondary, fieldErrorClass, hintClass, inputClass, labelClass } from '@/components/admin/media/styles';

/** A category as GET /categorias answers it. */
export type AdminCategory = {
  id: number;
  nome: string;
  slug: string;
  descricao: string | null;
  cor: string;
  imagem: string | null;
  ordem: number;
  _count: { postagens: number };
};

export const LOW_CONTRAST_MESSAGE = 'Contraste baixo: o texto da etiqueta pode ficar difícil de ler.';

/*
 * A new category starts in a blue that passes WCAG AA with the badge's white text; the SPEC §9
 * default (#3B82F6) does not, and would greet every new category with the contrast warning.
 */
const NEW_CATEGORY_COLOR = '#2563EB';
const HEX_COLOR = /^#?([0-9a-f]{6})$/i;

/** '2563eb' or '#2563eb' → '#2563EB'; null while the text is not a full hex colour yet. */
export function parseColorText(text: string): string | null {
  const match = HEX_COLOR.exec(text.trim());
  return match ? `#${match[1].toUpperCase()}` : null;
}

/** The slug the name gives (SPEC §9 category-name rule); empty while there is no name. */
export function slugFromName(nome: string): string {
  return nome.trim() ? categoryNameToSlug(nome) : '';
}

type Field = 'nome' | 'slug' | 'descricao' | 'cor' | 'imagem' | 'ordem';
const FIELD_ORDER: Field[] = ['nome', 'slug', 'descricao', 'cor', 'imagem', 'ordem'];

type Props = {
  /** null: a new category. */
  category: AdminCategory | null;
  onSaved: (category: AdminCategory) => void;
  onCancel: () => void;
  /** Lets the dialog around the form refuse to close mid-request. */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * Create/edit a category: the slug follows the name until edited by hand, the colour is a
 * picker and a hex field kept in sync, and the badge preview warns about low contrast.
 */
export function CategoryForm({ category, onSaved, onCancel, onBusyChange }: Props) {
  const toast = useToast();
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;
  const errorId = (field: Field) => `${id}-${field}-erro`;
  const fieldRefs = useRef<Partial<Record<Field, HTMLElement | null>>>({});

  const [nome, setNome] = useState(category?.nome ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  // An existing category keeps its address unless someone edits it: changing it moves every post's URL.
  const [slugTouched, setSlugTouched] = useState(category !== null);
  const [descricao, setDescricao] = useState(category?.descricao ?? '');
  const initialColor = category ? normalizeHexColor(category.cor) : NEW_CATEGORY_COLOR;
  const [cor, setCor] = useState(initialColor);
  const [corTexto, setCorTexto] = useState(initialColor);
  const [imagem, setImagem] = useState<string | null>(category?.imagem ?? null);
  const [ordem, setOrdem] = useState(String(category?.ordem ?? 0));
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
    if (first) fieldRefs.current[first]?.focus();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local: Partial<Record<Field, string>> = {};
    const parsedColor = parseColorText(corTexto);
    if (!parsedColor) local.cor = 'Use uma cor no formato #RRGGBB.';
    const ordemNumber = Number(ordem);
    if (ordem.trim() === '' || !Number.isInteger(ordemNumber)) local.ordem = 'A ordem deve ser um número inteiro.';
    if (Object.keys(local).length > 0) {
      setErrors(local);
      setFormError('Verifique os campos destacados.');
      focusFirstError(local);
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError(null);
    const body = { nome, slug: slug.trim(), descricao, cor: parsedColor, imagem, ordem: ordemNumber };
    try {
      const saved = category
        ? await adminFetch<AdminCategory>(`/categorias/${category.id}`, { method: 'PUT', json: body })
        : await adminFetch<AdminCategory>('/categorias', { method: 'POST', json: body });
      toast({ type: 'success', title: category ? 'Categoria atualizada.' : 'Categoria criada.', message: saved.nome });
      onSaved(saved);
    } catch (error) {
      const apiError = error instanceof AdminApiError ? error : null;
      const campos = (apiError?.campos ?? {}) as Partial<Record<Field, string>>;
      const message = apiError?.message ?? 'Não foi possível salvar a categoria.';
      setErrors(campos);
      setFormError(message);
      toast({ type: 'error', title: 'A categoria não foi salva.', message });
      focusFirstError(campos);
    } finally {
      setBusy(false);
    }
  };

  const describedBy = (field: Field, hint?: string) => clsx(hint, errors[field] && errorId(field)) || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={errorId(field)} className={fieldErrorClass}>
        {errors[field]}
      </p>
    ) : null;
  const contrastOk = badgeMeetsContrast(cor);
  const previewName = nome.trim() || 'Nome da categoria';

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={formError ? `${id}-erro-geral` : undefined}>
      {formError && (
        <p id={`${id}-erro-geral`} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}

      <div>
        <label htmlFor={fieldId('nome')} className={labelClass}>
          Nome
        </label>
        <input
          ref={(element) => {
            fieldRefs.current.nome = element;
          }}
          id={fieldId('nome')}
          data-autofocus
          value={nome}
          required
          maxLength={80}
          aria-invalid={errors.nome ? true : undefined}
          aria-describedby={describedBy('nome')}
          onChange={(event) => {
            setNome(event.target.value);
            clearError('nome');
            if (!slugTouched) setSlug(slugFromName(event.target.value));
          }}
          className={inputClass}
        />
        {fieldError('nome')}
      </div>

      <div>
        <label htmlFor={fieldId('slug')} className={labelClass}>
          Endereço (slug)
        </label>
        <input
          ref={(element) => {
            fieldRefs.current.slug = element;
          }}
          id={fieldId('slug')}
          value={slug}
          maxLength={120}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={errors.slug ? true : undefined}
          aria-describedby={describedBy('slug', `${id}-slug-dica`)}
          onChange={(event) => {
            const value = event.target.value;
            setSlug(value);
            clearError('slug');
            // Emptied by hand: it follows the name again.
            setSlugTouched(value.trim() !== '');
            if (value.trim() === '') setSlug(slugFromName(nome));
          }}
          className={clsx(inputClass, 'font-mono')}
        />
        <p id={`${id}-slug-dica`} className={hintClass}>
          {slugTouched ? 'Endereço público' : 'Gerado a partir do nome. Endereço público'}: /{slug || '…'}
        </p>
        {fieldError('slug')}
      </div>

      <div>
        <label htmlFor={fieldId('descricao')} className={labelClass}>
          Descrição
        </label>
        <textarea
          ref={(element) => {
            fieldRefs.current.descricao = element;
          }}
          id={fieldId('descricao')}
          value={descricao}
          rows={2}
          maxLength={300}
          aria-invalid={errors.descricao ? true : undefined}
          aria-describedby={describedBy('descricao')}
          onChange={(event) => {
            setDescricao(event.target.value);
            clearError('descricao');
          }}
          className={inputClass}
        />
        {fieldError('descricao')}
      </div>

      <fieldset>
        <legend className={labelClass}>Cor</legend>
        <div className="flex flex-wrap items-center gap-3">
          <input
            type="color"
            aria-label="Escolher a cor"
            value={cor.toLowerCase()}
            onChange={(event) => {
              const next = event.target.value.toUpperCase();
              setCor(next);
              setCorTexto(next);
              clearError('cor');
            }}
            className="h-10 w-14 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
          />
          <div className="w-32">
            <label htmlFor={fieldId('cor')} className="sr-only">
              Cor em hexadecimal
            </label>
            <input
              ref={(element) => {
                fieldRefs.current.cor = element;
              }}
              id={fieldId('cor')}
              value={corTexto}
              maxLength={7}
              spellCheck={false}
              placeholder="#RRGGBB"
              aria-invalid={errors.cor ? true : undefined}
              aria-describedby={describedBy('cor')}
              onChange={(event) => {
                setCorTexto(event.target.value);
                clearError('cor');
                const parsed = parseColorText(event.target.value);
                if (parsed) setCor(parsed);
              }}
              onBlur={() => {
                const parsed = parseColorText(corTexto);
                if (parsed) setCorTexto(parsed);
              }}
              className={clsx(inputClass, 'font-mono uppercase')}
            />
          </div>
          <div className="flex items-center gap-2" data-testid="previa-etiqueta">
            <span className="text-xs font-semibold text-slate-600">Prévia:</span>
            <CategoryBadge nome={previewName} cor={cor} />
          </div>
        </div>
        {!contrastOk && (
          <p role="status" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            {LOW_CONTRAST_MESSAGE}
          </p>
        )}
        {fieldError('cor')}
      </fieldset>

      <div>
        <span className={labelClass} id={`${id}-imagem-rotulo`}>
          Imagem
        </span>
        <div className="flex flex-wrap items-center gap-3" role="group" aria-labelledby={`${id}-imagem-rotulo`}>
          {imagem ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={imageVariantUrl(imagem, 'post-thumb')} alt="Imagem da categoria" className="h-16 w-16 rounded-md object-cover" />
          ) : (
            <span className="flex h-16 w-16 items-center justify-center rounded-md bg-slate-100 text-center text-xs text-slate-500">Sem imagem</span>
          )}
          <button
            ref={(element) => {
              fieldRefs.current.imagem = element;
            }}
            type="button"
            onClick={() => setPickerOpen(true)}
            aria-describedby={describedBy('imagem')}
            className={buttonSecondary}
          >
            {imagem ? 'Trocar imagem' : 'Escolher imagem'}
          </button>
          {imagem && (
            <button type="button" onClick={() => setImagem(null)} className="text-sm font-semibold text-red-700 underline hover:text-red-800">
              Remover imagem
            </button>
          )}
        </div>
        {fieldError('imagem')}
      </div>

      <div className="w-32">
        <label htmlFor={fieldId('ordem')} className={labelClass}>
          Ordem
        </label>
        <input
          ref={(element) => {
            fieldRefs.current.ordem = element;
          }}
          id={fieldId('ordem')}
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          step={1}
          value={ordem}
          aria-invalid={errors.ordem ? true : undefined}
          aria-describedby={describedBy('ordem', `${id}-ordem-dica`)}
          onChange={(event) => {
            setOrdem(event.target.value);
            clearError('ordem');
          }}
          className={inputClass}
        />
        <p id={`${id}-ordem-dica`} className={hintClass}>
          Menor aparece primeiro.
        </p>
        {fieldError('ordem')}
      </div>

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" onClick={onCancel} disabled={saving} className={buttonSecondary}>
          Cancelar
        </button>
        <button type="submit" disabled={saving} className={buttonPrimary}>
          {saving ? 'Salvando...' : category ? 'Salvar alterações' : 'Criar categoria'}
        </button>
      </div>

      <MediaPicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        accept="image"
        title="Imagem da categoria"
        onSelect={(media) => {
          setImagem(media.url);
          clearError('imagem');
        }}
      />
    </form>
  );
}
