/** What the public player says of the listener count (apart from ./listeners.ts: every public page downloads it). */

import { formatNumber } from './numbers';

/** '1 ouvinte agora', '1.234 ouvintes agora'. */
export function listenersNowText(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'ouvinte' : 'ouvintes'} agora`;
}
