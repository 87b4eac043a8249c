/** pt-BR number formatting and the count labels of the home widgets. */

import { LOCALE } from './constants';

const numberFormat = new Intl.NumberFormat(LOCALE);

/** '1.234'; non-finite values show as '0'. */
export function formatNumber(value: number): string {
  return numberFormat.format(Number.isFinite(value) ? value : 0);
}

function countLabel(value: number, singular: string, plural: string): string {
  return `${formatNumber(value)} ${value === 1 ? singular : plural}`;
}

/** A wait as the 429 messages say it: whole seconds under a minute, else minutes, rounded up. */
export function formatWait(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) return countLabel(Math.max(1, Math.ceil(retryAfterSeconds)), 'segundo', 'segundos');
  return countLabel(Math.ceil(retryAfterSeconds / 60), 'minuto', 'minutos');
}

/** A wait in whole minutes, rounded up and at least 1: '1 minuto', '5 minutos'. */
export function formatWaitMinutes(retryAfterSeconds: number): string {
  return countLabel(Math.max(1, Math.ceil(retryAfterSeconds / 60)), 'minuto', 'minutos');
}

/** 'N votos', singular only for exactly 1. */
export function formatVotes(value: number): string {
  return countLabel(value, 'voto', 'votos');
}

/** 'N fotos', singular only for exactly 1. */
export function formatPhotoCount(value: number): string {
  return countLabel(value, 'foto', 'fotos');
}
