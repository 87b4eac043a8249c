'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { badgeMeetsContrast, normalizeHexColor } from '@/lib/domain/color';
import { imageVariantUrl } from '@/lib/domain/media';
import { categoryNameToSlug } from '@/lib/domain/slug';
import type { AdminCategory } from '@/lib/schemas/categories';
import { CategoryBadge } from '@/components/ui/category-badge';
import { hintClass, inputClass, labelClass } from '@/components/admin/media/styles';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField } from '@/components/admin/forms/image-field';
import { CHECK_FIELDS_MESSAGE, useFormErrors, type FieldErrors } from '@/components/admin/forms/use-form-errors';
import { useRecordSave } from '@/components/admin/forms/use-record-save';

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
  const id = useId();
  const { formError, clearError, show, showApiError, reset, fieldId, control, fieldError, imageFieldProps } = useFormErrors(id, FIELD_ORDER);

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
  const { saving, save } = useRecordSave<AdminCategory>({
    path: '/categorias',
    id: category?.id ?? null,
    texts: {
      created: 'Categoria criada.',
      updated: 'Categoria atualizada.',
      name: (saved) => saved.nome,
      failed: 'A categoria não foi salva.',
      fallback: 'Não foi possível salvar a categoria.',
    },
    errors: { reset, showApiError },
    onSaved,
    onBusyChange,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local: FieldErrors<Field> = {};
    const parsedColor = parseColorText(corTexto);
    if (!parsedColor) local.cor = 'Use uma cor no formato #RRGGBB.';
    const ordemNumber = Number(ordem);
    if (ordem.trim() === '' || !Number.isInteger(ordemNumber)) local.ordem = 'A ordem deve ser um número inteiro.';
    if (Object.keys(local).length > 0) {
      show(local, CHECK_FIELDS_MESSAGE);
      return;
    }
    await save({ nome, slug: slug.trim(), descricao, cor: parsedColor, imagem, ordem: ordemNumber });
  };

  const contrastOk = badgeMeetsContrast(cor);
  const previewName = nome.trim() || 'Nome da categoria';

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={formError ? `${id}-erro-geral` : undefined}>
      <FormAlert id={`${id}-erro-geral`} message={formError} />

      <div>
        <label htmlFor={fieldId('nome')} className={labelClass}>
          Nome
        </label>
        <input
          {...control('nome')}
          data-autofocus
          value={nome}
          required
          maxLength={80}
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
          {...control('slug', `${id}-slug-dica`)}
          value={slug}
          maxLength={120}
          spellCheck={false}
          autoCapitalize="none"
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
          {...control('descricao')}
          value={descricao}
          rows={2}
          maxLength={300}
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
              {...control('cor')}
              value={corTexto}
              maxLength={7}
              spellCheck={false}
              placeholder="#RRGGBB"
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

      <ImageField
        labelId={`${id}-imagem-rotulo`}
        label="Imagem"
        noun="imagem"
        value={imagem}
        onChange={setImagem}
        preview={
          imagem ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={imageVariantUrl(imagem, 'post-thumb')} alt="Imagem da categoria" className="h-16 w-16 rounded-md object-cover" />
          ) : (
            <span className="flex h-16 w-16 items-center justify-center rounded-md bg-slate-100 text-center text-xs text-slate-500">Sem imagem</span>
          )
        }
        pickerTitle="Imagem da categoria"
        {...imageFieldProps('imagem')}
      />

      <div className="w-32">
        <label htmlFor={fieldId('ordem')} className={labelClass}>
          Ordem
        </label>
        <input
          {...control('ordem', `${id}-ordem-dica`)}
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          step={1}
          value={ordem}
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

      <FormActions onCancel={onCancel} saving={saving} submitLabel={category ? 'Salvar alterações' : 'Criar categoria'} />
    </form>
  );
}
