'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { badgeMeetsContrast, normalizeHexColor } from '@/lib/domain/color';
import { imageVariantUrl } from '@/lib/domain/media';
import { categoryNameToSlug } from '@/lib/domain/slug';
import type { AdminCategory } from '@/lib/schemas/categories';
import { CategoryBadge } from '@/components/ui/category-badge';
import { inputClass, labelClass } from '@/components/admin/media/styles';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField } from '@/components/admin/forms/image-field';
import { TextAreaField, TextField } from '@/components/admin/forms/text-fields';
import { CHECK_FIELDS_MESSAGE, type FieldErrors } from '@/components/admin/forms/use-form-errors';
import { useRecordSave } from '@/components/admin/forms/use-record-save';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
import { CategoryLeadField } from './category-lead-field';

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

type Field = 'nome' | 'slug' | 'descricao' | 'cor' | 'imagem' | 'ordem' | 'destaquePostagemId';
const FIELD_ORDER: Field[] = ['nome', 'slug', 'descricao', 'cor', 'imagem', 'ordem', 'destaquePostagemId'];

type Values = { nome: string; slug: string; descricao: string; cor: string; corTexto: string; imagem: string | null; ordem: string; destaquePostagemId: number | null };

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
  const form = useZodForm<Values, Field>({
    ids: id,
    order: FIELD_ORDER,
    initial: () => {
      const cor = category ? normalizeHexColor(category.cor) : NEW_CATEGORY_COLOR;
      return {
        nome: category?.nome ?? '',
        slug: category?.slug ?? '',
        descricao: category?.descricao ?? '',
        cor,
        corTexto: cor,
        imagem: category?.imagem ?? null,
        ordem: String(category?.ordem ?? 0),
        // A new category has no posts to lead with yet: the field is only on the edit form.
        destaquePostagemId: category?.destaquePostagemId ?? null,
      };
    },
  });
  const { values, setValues, formError } = form;
  const change = (next: Partial<Values>) => setValues((current) => ({ ...current, ...next }));
  // An existing category keeps its address unless someone edits it: changing it moves every post's URL.
  const [slugTouched, setSlugTouched] = useState(category !== null);
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
    errors: form,
    onSaved,
    onBusyChange,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local: FieldErrors<Field> = {};
    const parsedColor = parseColorText(values.corTexto);
    if (!parsedColor) local.cor = 'Use uma cor no formato #RRGGBB.';
    const ordemNumber = Number(values.ordem);
    if (values.ordem.trim() === '' || !Number.isInteger(ordemNumber)) local.ordem = 'A ordem deve ser um número inteiro.';
    if (Object.keys(local).length > 0) {
      form.show(local, CHECK_FIELDS_MESSAGE);
      return;
    }
    const body = { nome: values.nome, slug: values.slug.trim(), descricao: values.descricao, cor: parsedColor, imagem: values.imagem, ordem: ordemNumber };
    await save(category ? { ...body, destaquePostagemId: values.destaquePostagemId } : body);
  };

  const contrastOk = badgeMeetsContrast(values.cor);
  const previewName = values.nome.trim() || 'Nome da categoria';

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={formError ? `${id}-erro-geral` : undefined}>
      <FormAlert id={`${id}-erro-geral`} message={formError} />

      <TextField
        label="Nome"
        {...form.bind('nome')}
        onChange={(nome) => {
          form.set('nome', nome);
          if (!slugTouched) change({ slug: slugFromName(nome) });
        }}
        data-autofocus
        required
        maxLength={80}
      />

      <TextField
        label="Endereço (slug)"
        {...form.bind('slug')}
        onChange={(slug) => {
          // Emptied by hand: it follows the name again.
          form.set('slug', slug.trim() === '' ? slugFromName(values.nome) : slug);
          setSlugTouched(slug.trim() !== '');
        }}
        hint={`${slugTouched ? 'Endereço público' : 'Gerado a partir do nome. Endereço público'}: /${values.slug || '…'}`}
        maxLength={120}
        spellCheck={false}
        autoCapitalize="none"
        inputClassName="font-mono"
      />

      <TextAreaField label="Descrição" {...form.bind('descricao')} rows={2} maxLength={300} />

      <fieldset>
        <legend className={labelClass}>Cor</legend>
        <div className="flex flex-wrap items-center gap-3">
          <input
            type="color"
            aria-label="Escolher a cor"
            value={values.cor.toLowerCase()}
            onChange={(event) => {
              const next = event.target.value.toUpperCase();
              form.set('cor', next);
              change({ corTexto: next });
            }}
            className="h-10 w-14 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
          />
          <div className="w-32">
            <label htmlFor={form.fieldId('cor')} className="sr-only">
              Cor em hexadecimal
            </label>
            <input
              {...form.control('cor')}
              value={values.corTexto}
              maxLength={7}
              spellCheck={false}
              placeholder="#RRGGBB"
              onChange={(event) => {
                const parsed = parseColorText(event.target.value);
                form.set('corTexto', event.target.value, 'cor');
                if (parsed) change({ cor: parsed });
              }}
              onBlur={() => {
                const parsed = parseColorText(values.corTexto);
                if (parsed) change({ corTexto: parsed });
              }}
              className={clsx(inputClass, 'font-mono uppercase')}
            />
          </div>
          <div className="flex items-center gap-2" data-testid="previa-etiqueta">
            <span className="text-xs font-semibold text-slate-600">Prévia:</span>
            <CategoryBadge nome={previewName} cor={values.cor} />
          </div>
        </div>
        {!contrastOk && (
          <p role="status" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            {LOW_CONTRAST_MESSAGE}
          </p>
        )}
        {form.fieldError('cor')}
      </fieldset>

      <ImageField
        labelId={`${id}-imagem-rotulo`}
        label="Imagem"
        noun="imagem"
        value={values.imagem}
        onChange={(imagem) => change({ imagem })}
        preview={
          values.imagem ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={imageVariantUrl(values.imagem, 'post-thumb')} alt="Imagem da categoria" className="h-16 w-16 rounded-md object-cover" />
          ) : (
            <span className="flex h-16 w-16 items-center justify-center rounded-md bg-slate-100 text-center text-xs text-slate-500">Sem imagem</span>
          )
        }
        pickerTitle="Imagem da categoria"
        {...form.imageFieldProps('imagem')}
      />

      <TextField
        label="Ordem"
        className="w-32"
        {...form.bind('ordem')}
        hint="Menor aparece primeiro."
        type="number"
        inputMode="numeric"
        min={0}
        max={9999}
        step={1}
      />

      {category && (
        <CategoryLeadField
          categoryId={category.id}
          {...form.field('destaquePostagemId')}
          value={values.destaquePostagemId}
          onChange={(next) => form.set('destaquePostagemId', next)}
        />
      )}

      <FormActions onCancel={onCancel} saving={saving} submitLabel={category ? 'Salvar alterações' : 'Criar categoria'} />
    </form>
  );
}
