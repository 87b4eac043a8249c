import { buttonPrimary, buttonSecondary } from '@/components/admin/media/styles';

type Props = {
  /** Without it the footer holds the submit button alone. */
  onCancel?: () => void;
  saving: boolean;
  submitLabel: string;
  /** What the submit button reads while the request runs. */
  savingLabel?: string;
};

/** A form's footer: 'Cancelar' and the submit button, both disabled while saving. */
export function FormActions({ onCancel, saving, submitLabel, savingLabel = 'Salvando...' }: Props) {
  return (
    <div className={onCancel ? 'flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4' : 'flex justify-end border-t border-slate-200 pt-4'}>
      {onCancel && (
        <button type="button" onClick={onCancel} disabled={saving} className={buttonSecondary}>
          Cancelar
        </button>
      )}
      <button type="submit" disabled={saving} className={buttonPrimary}>
        {saving ? savingLabel : submitLabel}
      </button>
    </div>
  );
}
