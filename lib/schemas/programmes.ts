import { z } from './zod';
import { mediaUrl, positiveIntNumber } from './common';
import { findSlotClash, parseClock, slotDayText, type GridShow, type GridSlot } from '@/lib/domain/schedule';

/*
 * The programme grid: one schema for create and edit, shared by the panel's form and the staff API
 * (POST /programas, PUT /programas/:id). A show has one or more slots (`horarios`), each a set of
 * days with its own times, so it can air at other times on other days. Times travel as the form
 * writes them, 'HH:MM' in São Paulo local time, and come out as minutes of the day; an end at or
 * before the start crosses midnight. A body with one top-level `dias`, `inicio` and `fim` (a
 * client from before slots) is read as one slot. Whether a slot overlaps another show is the
 * service's to say (409); the show's own slots overlapping one another is refused here.
 */

export const PROGRAMME_NAME_MIN = 2;
export const PROGRAMME_NAME_MAX = 80;
export const PROGRAMME_DESCRIPTION_MAX = 1000;
export const PROGRAMME_PRESENTERS_MAX = 6;
/** Slots of one show: a different time on each day of the week, and then some. */
export const PROGRAMME_SLOTS_MAX = 14;

export const PROGRAMME_MESSAGES = {
  nome: 'Informe o nome do programa.',
  nomeCurto: `O nome deve ter pelo menos ${PROGRAMME_NAME_MIN} caracteres.`,
  nomeLongo: `O nome pode ter no máximo ${PROGRAMME_NAME_MAX} caracteres.`,
  descricao: 'Descrição inválida.',
  descricaoLonga: `A descrição pode ter no máximo ${PROGRAMME_DESCRIPTION_MAX} caracteres.`,
  horarios: 'Informe pelo menos um horário do programa.',
  horariosDemais: `Um programa pode ter no máximo ${PROGRAMME_SLOTS_MAX} horários.`,
  horarioInvalido: 'Horário inválido.',
  dias: 'Escolha pelo menos um dia da semana.',
  dia: 'Dia da semana inválido.',
  horario: 'Informe o horário no formato HH:MM (ex.: 15:00).',
  inicio: 'Informe o horário de início.',
  fim: 'Informe o horário de término.',
  duracao: 'O programa precisa durar pelo menos 1 minuto.',
  apresentadores: 'Escolha os apresentadores entre os membros da equipe.',
  apresentadoresDemais: `Escolha no máximo ${PROGRAMME_PRESENTERS_MAX} apresentadores.`,
  apresentador: 'Apresentador inválido.',
  ativo: 'Valor inválido para ativo.',
} as const;

/** 'Este horário coincide com outro do próprio programa (segunda, 15:00–18:00).' */
export const slotClashMessage = (where: string) => `Este horário coincide com outro do próprio programa (${where}).`;

const clock = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine((value) => parseClock(value) !== null, PROGRAMME_MESSAGES.horario)
    .transform((value) => parseClock(value) as number);

/** One slot: the days it starts on and its São Paulo times. */
export const programmeSlotSchema = z
  .object(
    {
      /** 0 = Sunday … 6 = Saturday: the days the show STARTS. */
      dias: z
        .array(z.number({ error: PROGRAMME_MESSAGES.dia }).int(PROGRAMME_MESSAGES.dia).min(0, PROGRAMME_MESSAGES.dia).max(6, PROGRAMME_MESSAGES.dia), {
          error: PROGRAMME_MESSAGES.dias,
        })
        .min(1, PROGRAMME_MESSAGES.dias)
        .max(7, PROGRAMME_MESSAGES.dias)
        .transform((dias) => [...new Set(dias)].sort((a, b) => a - b)),
      inicio: clock(PROGRAMME_MESSAGES.inicio),
      fim: clock(PROGRAMME_MESSAGES.fim),
    },
    { error: PROGRAMME_MESSAGES.horarioInvalido },
  )
  .refine((value) => value.inicio !== value.fim, { message: PROGRAMME_MESSAGES.duracao, path: ['fim'] })
  .transform(({ dias, inicio, fim }): GridSlot => ({ dias, inicioMinuto: inicio, fimMinuto: fim }));

/** A body from before slots ({dias, inicio, fim} at the top, no `horarios`) as one slot. */
function withSlots(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || 'horarios' in body) return body;
  const { dias, inicio, fim, ...rest } = body as Record<string, unknown>;
  if (dias === undefined && inicio === undefined && fim === undefined) return body;
  return { ...rest, horarios: [{ dias, inicio, fim }] };
}

export const programmeSchema = z.preprocess(
  withSlots,
  z
    .object({
      nome: z
        .string({ error: PROGRAMME_MESSAGES.nome })
        .trim()
        .min(PROGRAMME_NAME_MIN, PROGRAMME_MESSAGES.nomeCurto)
        .max(PROGRAMME_NAME_MAX, PROGRAMME_MESSAGES.nomeLongo),
      descricao: z.string({ error: PROGRAMME_MESSAGES.descricao }).trim().max(PROGRAMME_DESCRIPTION_MAX, PROGRAMME_MESSAGES.descricaoLonga).default(''),
      imagem: mediaUrl.nullable().default(null),
      /** Team member ids, in the order they are credited. */
      apresentadores: z
        .array(positiveIntNumber(PROGRAMME_MESSAGES.apresentador), { error: PROGRAMME_MESSAGES.apresentadores })
        .max(PROGRAMME_PRESENTERS_MAX, PROGRAMME_MESSAGES.apresentadoresDemais)
        .default([])
        .transform((ids) => [...new Set(ids)]),
      horarios: z
        .array(programmeSlotSchema, { error: PROGRAMME_MESSAGES.horarios })
        .min(1, PROGRAMME_MESSAGES.horarios)
        .max(PROGRAMME_SLOTS_MAX, PROGRAMME_MESSAGES.horariosDemais)
        // In the order sent, so a message names the slot the form shows at that place.
        .superRefine((horarios, ctx) => {
          const clash = findSlotClash(horarios);
          if (clash) ctx.addIssue({ code: 'custom', path: [clash.index, 'inicio'], message: slotClashMessage(slotDayText(clash.dia, clash.slot)) });
        }),
      ativo: z.boolean({ error: PROGRAMME_MESSAGES.ativo }).default(true),
    }),
);

export type ProgrammeInput = z.output<typeof programmeSchema>;
/** What the panel's form sends: slots with 'HH:MM' times. */
export type ProgrammeFormBody = {
  nome: string;
  descricao: string;
  imagem: string | null;
  apresentadores: number[];
  horarios: Array<{ dias: number[]; inicio: string; fim: string }>;
  ativo: boolean;
};
/** A presenter as the staff list shows them (a member of the team). */
export type ProgrammePresenter = { id: number; nome: string; cargo: string; avatar: string | null };

/**
 * The top-level `dias`, `inicioMinuto` and `fimMinuto` of the grid's answers: the first slot's,
 * kept so a client from before slots still reads a show (lib/domain/schedule legacySlotFields).
 */
export type LegacySlotFields = { dias: number[]; inicioMinuto: number; fimMinuto: number };

/** A show as GET /publico/programacao answers it: active shows only. */
export type PublicProgramme = GridShow & LegacySlotFields;

/** A show as GET /programas and GET /programas/:id answer it (inactive ones too). */
export type AdminProgramme = LegacySlotFields & {
  id: number;
  nome: string;
  slug: string;
  descricao: string;
  imagem: string | null;
  horarios: GridSlot[];
  ativo: boolean;
  apresentadores: ProgrammePresenter[];
  criadoEm: string;
  atualizadoEm: string;
};
