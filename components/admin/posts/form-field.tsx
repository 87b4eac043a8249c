import clsx from 'clsx';
import type { PostFormValues } from '@/lib/domain/post-form';
import type { FormField } from '@/lib/domain/post-form-errors';
import type { FieldLook } from '@/components/admin/forms/field';
import { switchLooks, type SwitchLook } from '@/components/admin/forms/switch-field';

/** Ids of the form's fields: labels, error messages, the error summary and focus all use them. */
export const FIELD_IDS = {
  titulo: 'campo-titulo',
  slug: 'campo-slug',
  resumo: 'campo-resumo',
  conteudo: 'campo-conteudo',
  categoriaId: 'campo-categoria',
  imagemDestaque: 'campo-imagem-destaque',
  legenda: 'campo-legenda',
  galeria: 'campo-galeria',
  destaque: 'campo-destaque',
  membroEquipeId: 'campo-membro',
  tags: 'campo-tags',
  status: 'campo-status',
  publicadoEm: 'campo-data-agendada',
  urgenteAte: 'campo-data-urgente',
} as const;

export const FIELD_LABELS: Record<keyof typeof FIELD_IDS, string> = {
  titulo: 'Título',
  slug: 'Endereço (slug)',
  resumo: 'Resumo',
  conteudo: 'Texto',
  categoriaId: 'Categoria',
  imagemDestaque: 'Imagem destacada',
  legenda: 'Legenda da imagem destacada',
  galeria: 'Galeria',
  destaque: 'Destaque',
  membroEquipeId: 'Membro da equipe',
  tags: 'Tags',
  status: 'Status',
  publicadoEm: 'Data da publicação',
  urgenteAte: 'Fim do Urgente',
};

/** Focuses a field (an error summary's link, the first invalid field after a failed save) and shows it. */
export function focusField(field: FormField) {
  const element = document.getElementById(FIELD_IDS[field]);
  element?.focus();
  element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

/** How the form's sections change one value; the error cleared is the key's own unless `field` names another. */
export type SetPostField = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K], field?: FormField) => void;

export const errorId = (field: keyof typeof FIELD_IDS) => `${FIELD_IDS[field]}-erro`;

/** The id of a field of the form, for useFormErrors ('geral' belongs to none: it has no element). */
export const postFieldId = (field: FormField | 'geral') => (field === 'geral' ? 'campo-geral' : FIELD_IDS[field]);

export const inputClass = (invalid?: boolean) =>
  clsx(
    'w-full rounded-md border bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-500',
    invalid ? 'border-red-500 ring-1 ring-red-500' : 'border-slate-300',
  );

/** The post editor's fields: bold labels over the controls, in the cards of the form. */
export const editorLook: FieldLook = {
  field: 'flex flex-col gap-1',
  label: 'text-sm font-bold text-ink',
  hint: 'text-xs text-muted',
  error: 'text-sm font-medium text-red-700',
  control: inputClass,
};

/** The post editor's checkboxes ('Destaque', 'Urgente'). */
export const editorSwitchLook: SwitchLook = {
  ...switchLooks.checkbox,
  label: 'flex items-start gap-2 text-sm text-ink',
  input: 'mt-0.5 h-4 w-4 accent-brand-600',
  title: 'font-bold',
  hint: 'block text-xs text-muted',
};

export function FieldError({ field, message }: { field: keyof typeof FIELD_IDS; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(field)} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** A white card of the form with its heading. */
export function FormSection({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={clsx('flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm', className)} aria-label={title}>
      <h2 className="text-sm font-black uppercase tracking-wide text-slate-600">{title}</h2>
      {children}
    </section>
  );
}
