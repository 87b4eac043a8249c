/** Display windows of banners and polls as the staff forms enter them. */

import { saoPauloLocalToIso } from './post-form';

/**
 * One edge of a display window as the staff form holds it (São Paulo date and time inputs) → the
 * ISO instant the API takes. Both empty: no limit (null). A date without a time takes
 * `defaultTime` (00:00 for a start, 23:59 for an end); a time without a date is an error.
 */
export function windowEdgeToIso(date: string, time: string, defaultTime: string): { iso: string | null } | { error: string } {
  const day = date.trim();
  const hour = time.trim();
  if (day === '' && hour === '') return { iso: null };
  if (day === '') return { error: 'Informe a data ou apague a hora.' };
  const iso = saoPauloLocalToIso(day, hour || defaultTime);
  return iso === null ? { error: 'Data ou hora inválida.' } : { iso };
}
