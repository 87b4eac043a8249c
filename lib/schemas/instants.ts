import { z } from './zod';

/** Dates the product can mean: anything outside is a typo or an attack (year 0000 fails in PostgreSQL). */
export const INSTANT_MIN_YEAR = 1900;
export const INSTANT_MAX_YEAR = 2100;

function isSaneInstant(value: string): boolean {
  const year = new Date(value).getUTCFullYear();
  return year >= INSTANT_MIN_YEAR && year <= INSTANT_MAX_YEAR;
}

/** An ISO 8601 instant with its offset, between 1900 and 2100. */
export const instantText = (message: string) => z.string({ error: message }).datetime({ offset: true, error: message }).refine(isSaneInstant, message);
