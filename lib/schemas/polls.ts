import { z } from './zod';
import { instantText } from './instants';
import { limitParam, mediaUrl, pageParam, positiveIntNumber, type PageMeta } from './common';
import { endAfterStart } from './banners';

/** Polls: one schema per operation, shared by the poll form and the staff API. */

export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 20;
export const POLL_OPTION_MAX = 150;
export const POLL_QUESTION_MAX = 300;
export const POLL_DESCRIPTION_MAX = 1000;
const POLL_PAGE_SIZE = 20;

export const POLL_OPTIONS_MIN_MESSAGE = `Informe pelo menos ${POLL_OPTIONS_MIN} opções.`;
export const POLL_OPTION_EMPTY_MESSAGE = 'Preencha o texto da opção ou remova-a.';
export const POLL_OPTION_REPEATED_MESSAGE = 'Esta opção repete outra.';
export const POLL_END_AFTER_START_MESSAGE = 'O fim da enquete deve ser depois do início.';

const instant = (message: string) => instantText(message).nullable().default(null);

const option = z.object({
  id: positiveIntNumber('Opção inválida.').nullable().optional(),
  texto: z
    .string({ error: POLL_OPTION_EMPTY_MESSAGE })
    .trim()
    .min(1, POLL_OPTION_EMPTY_MESSAGE)
    .max(POLL_OPTION_MAX, `Cada opção pode ter no máximo ${POLL_OPTION_MAX} caracteres.`),
});

const pollBase = z.object({
  pergunta: z
    .string({ error: 'Informe a pergunta.' })
    .trim()
    .min(5, 'A pergunta deve ter pelo menos 5 caracteres.')
    .max(POLL_QUESTION_MAX, `A pergunta pode ter no máximo ${POLL_QUESTION_MAX} caracteres.`),
  descricao: z
    .string({ error: 'Descrição inválida.' })
    .trim()
    .max(POLL_DESCRIPTION_MAX, `A descrição pode ter no máximo ${POLL_DESCRIPTION_MAX} caracteres.`)
    .default(''),
  imagem: mediaUrl.nullable().default(null),
  opcoes: z
    .array(option, { error: POLL_OPTIONS_MIN_MESSAGE })
    .min(POLL_OPTIONS_MIN, POLL_OPTIONS_MIN_MESSAGE)
    .max(POLL_OPTIONS_MAX, `Use no máximo ${POLL_OPTIONS_MAX} opções.`),
  ativa: z.boolean({ error: 'Valor inválido para ativa.' }).default(true),
  multipla: z.boolean({ error: 'Valor inválido para múltipla escolha.' }).default(false),
  inicioEm: instant('Data de início inválida.'),
  fimEm: instant('Data de fim inválida.'),
});

type PollShape = z.output<typeof pollBase>;

/** Distinct texts, ignoring case ('Sim' and 'sim' repeat), and each stored option at most once. */
function checkOptions(value: PollShape, ctx: z.RefinementCtx) {
  const seenTexts = new Map<string, number>();
  const seenIds = new Set<number>();
  value.opcoes.forEach((item, index) => {
    const key = item.texto.trim().toLocaleLowerCase('pt-BR');
    if (key !== '') {
      if (seenTexts.has(key)) ctx.addIssue({ code: 'custom', path: ['opcoes', index, 'texto'], message: POLL_OPTION_REPEATED_MESSAGE });
      else seenTexts.set(key, index);
    }
    if (item.id !== undefined && item.id !== null) {
      if (seenIds.has(item.id)) ctx.addIssue({ code: 'custom', path: ['opcoes', index, 'id'], message: 'Opção repetida na lista.' });
      seenIds.add(item.id);
    }
  });
  endAfterStart(value, ctx, POLL_END_AFTER_START_MESSAGE);
}

export const createPollSchema = pollBase.superRefine(checkOptions);
export type CreatePollInput = z.output<typeof createPollSchema>;

/** An edit may drop options that have votes only when it says so: their votes go with them. */
export const updatePollSchema = pollBase
  .extend({ removerOpcoesComVotos: z.boolean({ error: 'Valor inválido para removerOpcoesComVotos.' }).default(false) })
  .superRefine(checkOptions);
export type UpdatePollInput = z.output<typeof updatePollSchema>;
export type PollFormBody = z.input<typeof updatePollSchema>;

export const adminPollListQuery = z.object({
  pagina: pageParam,
  limite: limitParam(POLL_PAGE_SIZE),
});
export type AdminPollListQuery = z.output<typeof adminPollListQuery>;

export type AdminPollStatus = 'aberta' | 'agendada' | 'encerrada' | 'inativa';

/** A poll in GET /enquetes. */
export type AdminPollSummary = {
  id: number;
  pergunta: string;
  descricao: string;
  imagem: string | null;
  ativa: boolean;
  multipla: boolean;
  inicioEm: string | null;
  fimEm: string | null;
  encerradaEm: string | null;
  criadoEm: string;
  atualizadoEm: string;
  status: AdminPollStatus;
  totalOpcoes: number;
  totalVotos: number;
};

/** GET /enquetes/:id: with its options, votes and percentages (SPEC §9 rounding). */
export type AdminPollDetail = AdminPollSummary & {
  opcoes: { id: number; texto: string; ordem: number; votos: number; percentual: number }[];
  /** Votes from addresses with more than SUSPICIOUS_VOTES_PER_ADDRESS votes in this poll. */
  votosSuspeitos: { votos: number; enderecos: number; percentual: number };
};

export type AdminPollList = { dados: AdminPollSummary[]; meta: PageMeta };
