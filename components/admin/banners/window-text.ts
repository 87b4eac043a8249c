import { formatDateTime } from '@/lib/domain/dates';

/** A display window in words, São Paulo time: 'De 10/03/2026 09h00 até 20/03/2026 23h59', 'Sem período definido'… */
export function windowText({ inicioEm, fimEm }: { inicioEm: string | null; fimEm: string | null }): string {
  if (!inicioEm && !fimEm) return 'Sem período definido';
  if (inicioEm && fimEm) return `De ${formatDateTime(inicioEm)} até ${formatDateTime(fimEm)}`;
  if (inicioEm) return `A partir de ${formatDateTime(inicioEm)}`;
  return `Até ${formatDateTime(fimEm!)}`;
}
