import { z } from './zod';
import { mediaUrl, positiveIntNumber } from './common';
import { parseClock } from '@/lib/domain/schedule';

/*
 * The programme grid (issue 15): one schema for create and edit, shared by the panel's form and the
 * staff API (POST /programas, PUT /programas/:id). Times travel as the form writes them, 'HH:MM' in
 * São Paulo local time, and come out as minutes of the day; an end at or before the start crosses
 * midnight. Whether the slot overlaps another show is the service's to say (409).
 */

export const PROGRAMME_NAME_MIN = 2;
export const PROGRAMME_NAME_MAX = 80;
export const PROGRAMME_DESCRIPTION_MAX = 1000;
export const PROGRAMME_PRESENTERS_MAX = 6;

export const PROGRAMME_MESSAGES = {
  nome: 'Informe o nome do programa.',
  nomeCurto: `O nome deve ter pelo menos ${PROGRAMME_NAME_MIN} caracteres.`,
  nomeLongo: `O nome pode ter no máximo ${PROGRAMME_NAME_MAX} caracteres.`,
  descricao: 'Descrição inválida.',
  descricaoLonga: `A descrição pode ter no máximo ${PROGRAMME_DESCRIPTION_MAX} caracteres.`,
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

const clock = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine((value) => parseClock(value) !== null, PROGRAMME_MESSAGES.horario)
    .transform((value) => parseClock(value) as number);

export const programmeSchema = z
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
    ativo: z.boolean({ error: PROGRAMME_MESSAGES.ativo }).default(true),
  })
  .refine((value) => value.inicio !== value.fim, { message: PROGRAMME_MESSAGES.duracao, path: ['fim'] })
  .transform(({ inicio, fim, ...rest }) => ({ ...rest, inicioMinuto: inicio, fimMinuto: fim }));

export type ProgrammeInput = z.output<typeof programmeSchema>;
/** A presenter as the staff list shows them (a member of the team). */
export type ProgrammePresenter = { id: number; nome: string; cargo: string; avatar: string | null };

/** A show as GET /programas and GET /programas/:id answer it (inactive ones too). */
export type AdminProgramme = {
  id: number;
  nome: string;
  slug: string;
  descricao: string;
  imagem: string | null;
  dias: number[];
  inicioMinuto: number;
  fimMinuto: number;
  ativo: boolean;
  apresentadores: ProgrammePresenter[];
  criadoEm: string;
  atualizadoEm: string;
};
