import { fieldErrorClass } from '@/components/admin/media/styles';

/** The message over a whole form (a failed save, 'Verifique os campos destacados.'); nothing without one. */
export function FormAlert({ id, message }: { id?: string; message: string | null }) {
  return message ? (
    <p id={id} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

/** One field's message, under it; its id is what the field's aria-describedby points at. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={fieldErrorClass}>
      {message}
    </p>
  ) : null;
}
