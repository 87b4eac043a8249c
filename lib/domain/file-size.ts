/** File sizes for the media library, in pt-BR: '820 bytes', '12,4 KB', '3,2 MB' (1 KB = 1024 bytes). */

import { LOCALE } from './constants';

const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 bytes';
  if (bytes < 1024) return `${whole.format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kb = bytes / 1024;
  // Rounding 1023,96 KB up to '1.024 KB' would read oddly: switch unit where the rounded value does.
  if (Number(kb.toFixed(1)) < 1024) return `${oneDecimal.format(kb)} KB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}
