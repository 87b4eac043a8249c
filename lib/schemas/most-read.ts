import { z } from './zod';
import { DEFAULT_MOST_READ_PERIOD, MOST_READ_PERIODS, type MostReadPeriod } from '@/lib/domain/most-read';
import type { PublicPost } from './posts';

/** GET /publico/postagens/mais-lidas. */

export const MOST_READ_PERIOD_MESSAGE = `periodo deve ser ${MOST_READ_PERIODS.join(' ou ')}.`;

export const mostReadQuery = z.object({
  periodo: z.enum(MOST_READ_PERIODS, { error: MOST_READ_PERIOD_MESSAGE }).default(DEFAULT_MOST_READ_PERIOD),
});
export type MostReadQuery = z.output<typeof mostReadQuery>;

/**
 * The answer: the posts in the public card shape (as GET /publico/postagens lists them), most read
 * first. `periodo` is the period they are from: '7d' when '24h' was asked and had fewer than 5.
 */
export type MostReadAnswer = {
  periodo: MostReadPeriod;
  solicitado: MostReadPeriod;
  /** When the scheduler last computed the ranking; null before its first run. */
  calculadoEm: string | null;
  dados: PublicPost[];
};
