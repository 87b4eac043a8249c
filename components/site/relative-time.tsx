import { formatRelativeDate } from '@/lib/domain/dates';
import { RelativeTimeClient } from './relative-time-client';

/**
 * A post's date in SPEC §9's relative form ('Hoje 14h30', 'Ontem 09h05', else dd/mm/yyyy), the
 * same on the server and in the browser: the server writes it for the moment of rendering, and the
 * browser keeps that text unless the day changed since. Crawlers read the
 * instant in <time datetime>.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  return <RelativeTimeClient iso={iso} initial={formatRelativeDate(iso, new Date())} className={className} />;
}
