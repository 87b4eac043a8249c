/** The post form's validation errors: one message per field, and which field to focus first. */

/** Form fields in screen order: the first invalid one gets the focus. */
export const FORM_FIELD_ORDER = [
  'titulo',
  'slug',
  'resumo',
  'conteudo',
  'categoriaId',
  'imagemDestaque',
  'legenda',
  'galeria',
  'destaque',
  'membroEquipeId',
  'tags',
  'status',
  'publicadoEm',
  'urgenteAte',
] as const;

export type FormField = (typeof FORM_FIELD_ORDER)[number];
export type FieldErrors = Partial<Record<FormField | 'geral', string>>;

function fieldOf(path: string): FormField | 'geral' {
  const head = path.split('.')[0];
  return (FORM_FIELD_ORDER as readonly string[]).includes(head) ? (head as FormField) : 'geral';
}

/** zod issues (client) → one message per field, the first one each. */
export function errorsFromIssues(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path.map(String).join('.'));
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The API's campos ({'galeria.0.url': '…'}) → one message per form field. */
export function errorsFromCampos(campos: Readonly<Record<string, string>> | null | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(campos ?? {})) {
    const field = fieldOf(path);
    errors[field] ??= message;
  }
  return errors;
}

export function firstInvalidField(errors: FieldErrors): FormField | null {
  return FORM_FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null;
}
