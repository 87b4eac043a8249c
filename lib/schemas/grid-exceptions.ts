import { z } from './zod';
import { limitParam, pageParam, positiveIntNumber, type PageMeta } from './common';
import { instantText } from './instants';
import type { GridException } from '@/lib/domain/grid-exceptions';

/*
 * One-off exceptions to the programme grid (POST /grade-excecoes, PUT /grade-excecoes/:id): a title,
 * an optional description and show, and the instants it starts and ends. The panel's form sends
 * São Paulo wall-clock time as ISO 8601 with the offset ('2026-11-28T16:00:00-03:00'), as the
 * banners' windows do. Whether it overlaps another exception is the service's to say (409).
 */

export const EXCEPTION_TITLE_MIN = 2;
export const EXCEPTION_TITLE_MAX = 80;
export const EXCEPTION_DESCRIPTION_MAX = 500;
/** A holiday weekend or a festival week, not a new grid: that is what the shows' slots are for. */
export const EXCEPTION_MAX_DAYS = 31;

export const EXCEPTION_MESSAGES = {
  titulo: 'Informe o título da exceção.',
  tituloCurto: `O título deve ter pelo menos ${EXCEPTION_TITLE_MIN} caracteres.`,
  tituloLongo: `O título pode ter no máximo ${EXCEPTION_TITLE_MAX} caracteres.`,
  descricao: 'Descrição inválida.',
  descricaoLonga: `A descrição pode ter no máximo ${EXCEPTION_DESCRIPTION_MAX} caracteres.`,
  inicio: 'Informe a data e a hora de início.',
  inicioInvalido: 'Data ou hora de início inválida.',
  fim: 'Informe a data e a hora de término.',
  fimInvalido: 'Data ou hora de término inválida.',
  fimAntes: 'O término deve ser depois do início.',
  longa: `Uma exceção pode durar no máximo ${EXCEPTION_MAX_DAYS} dias.`,
  programa: 'Programa inválido.',
} as const;

const instant = (missing: string, invalid: string) => z.string({ error: missing }).trim().min(1, missing).pipe(instantText(invalid));

export const gridExceptionSchema = z
  .object({
    titulo: z
      .string({ error: EXCEPTION_MESSAGES.titulo })
      .trim()
      .min(EXCEPTION_TITLE_MIN, EXCEPTION_MESSAGES.tituloCurto)
      .max(EXCEPTION_TITLE_MAX, EXCEPTION_MESSAGES.tituloLongo),
    descricao: z.string({ error: EXCEPTION_MESSAGES.descricao }).trim().max(EXCEPTION_DESCRIPTION_MAX, EXCEPTION_MESSAGES.descricaoLonga).default(''),
    inicio: instant(EXCEPTION_MESSAGES.inicio, EXCEPTION_MESSAGES.inicioInvalido),
    fim: instant(EXCEPTION_MESSAGES.fim, EXCEPTION_MESSAGES.fimInvalido),
    /** The show on air meanwhile; null: the exception's title is. */
    programaId: positiveIntNumber(EXCEPTION_MESSAGES.programa).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    const length = Date.parse(value.fim) - Date.parse(value.inicio);
    if (length <= 0) ctx.addIssue({ code: 'custom', path: ['fim'], message: EXCEPTION_MESSAGES.fimAntes });
    else if (length > EXCEPTION_MAX_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['fim'], message: EXCEPTION_MESSAGES.longa });
  })
  .transform(({ inicio, fim, ...rest }) => ({ ...rest, inicio: new Date(inicio), fim: new Date(fim) }));

export type GridExceptionInput = z.output<typeof gridExceptionSchema>;
/** What the panel's form sends. */
export type GridExceptionFormBody = { titulo: string; descricao: string; inicio: string; fim: string; programaId: number | null };

/** GET /grade-excecoes: the ones still to end (by start), or with ?periodo=encerradas the ended ones (latest first). */
export const gridExceptionListQuery = z.object({
  periodo: z.enum(['proximas', 'encerradas'], { error: 'periodo deve ser "proximas" ou "encerradas".' }).default('proximas'),
  pagina: pageParam,
  limite: limitParam(20),
});
export type GridExceptionListQuery = z.output<typeof gridExceptionListQuery>;

/** An exception as the staff API answers it. */
export type AdminGridException = {
  id: number;
  titulo: string;
  descricao: string;
  inicio: string;
  fim: string;
  programa: { id: number; nome: string } | null;
  criadoEm: string;
  atualizadoEm: string;
};

export type AdminGridExceptionPage = { dados: AdminGridException[]; meta: PageMeta };

/** An exception as GET /publico/programacao/excecoes answers it (the next days' only). */
export type PublicGridException = GridException;
