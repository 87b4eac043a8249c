/** Current programme by São Paulo hour (SPEC §4.2). */

import { DEFAULT_SITE_NAME } from './constants';
import { saoPauloHour } from './sao-paulo-clock';

export function programmeForHour(hour: number, brand: string): string {
  const station = brand.trim() || DEFAULT_SITE_NAME;
  if (hour >= 6 && hour < 9) return `Bom Dia ${station}`;
  if (hour >= 9 && hour < 12) return `${station} Manhã`;
  if (hour >= 12 && hour < 15) return 'Almoço com Música';
  if (hour >= 15 && hour < 18) return 'Tarde Musical';
  if (hour >= 18 && hour < 21) return `${station} Notícias`;
  return station;
}

export function currentProgramme(date: Date, brand: string): string {
  return programmeForHour(saoPauloHour(date), brand);
}
