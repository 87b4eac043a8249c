import clsx from 'clsx';
import { COVERAGE_LABELS, type Coverage } from '@/lib/domain/live-updates';

/**
 * A live coverage's mark: red "AO VIVO" with a pulsing dot while it runs, grey
 * "Encerrada" once it ended (only where the page asks for it: cards show only running ones).
 */
export function CoverageBadge({ coverage, showEnded = false, className }: { coverage: Coverage | null; showEnded?: boolean; className?: string }) {
  if (!coverage) return null;
  const live = coverage.fim === null;
  if (!live && !showEnded) return null;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-sm px-2 py-0.5 text-[11px] font-black uppercase tracking-wide',
        live ? 'bg-red-600 text-white' : 'bg-slate-200 text-slate-700',
        className,
      )}
      data-testid={live ? 'ao-vivo' : 'cobertura-encerrada'}
    >
      {live && <span className="h-1.5 w-1.5 rounded-full bg-white motion-safe:animate-pulse" aria-hidden />}
      {live ? COVERAGE_LABELS.live : COVERAGE_LABELS.ended}
    </span>
  );
}

/** The post page's "Urgente" label, beside its category, while the urgency lasts. */
export function UrgentLabel({ className }: { className?: string }) {
  return (
    <span className={clsx('inline-block rounded-sm bg-red-700 px-2 py-0.5 text-[11px] font-black uppercase tracking-wide text-white', className)} data-testid="selo-urgente">
      Urgente
    </span>
  );
}
