/** Polls and per-device voting (SPEC §3 Poll, §4.5, §5, §8). */

import { asRecord, countOf, firstPresent, firstText, flagOr, isRecord, listFrom, numberOf } from './coerce';
import { instantOf, toIsoDate } from './dates';
import { isMissingImageUrl, normalizeMediaPath } from './media';
import { formatNumber } from './numbers';
import { hasAlreadyVoted, type LocalVoteRecord } from './poll-vote';

export interface EnqueteOpcao {
  id: string;
  texto: string;
  votos: number;
}

export interface Enquete {
  id: string;
  pergunta: string;
  descricao: string;
  ativa: boolean;
  multipla: boolean;
  inicioEm: string | null;
  fimEm: string | null;
  imagem: string | null;
  opcoes: EnqueteOpcao[];
  totalVotos: number;
  criadoEm: string | null;
  jaVotou: boolean;
  opcaoVotada: string | null;
}

export const DEFAULT_POLL_QUESTION = 'Enquete';
export const DEFAULT_OPTION_TEXT = 'Opção';

function normalizeOption(raw: unknown): EnqueteOpcao {
  const record = asRecord(raw);
  return {
    id: firstText(record.id, record.uuid),
    texto: firstText(record.texto, record.nome) || DEFAULT_OPTION_TEXT,
    votos: countOf(record.votos),
  };
}

/**
 * jaVotou/opcaoVotada come from the local record; with a device id given, the record only
 * counts when it holds that same device id.
 */
export function normalizePoll(raw: unknown, record?: LocalVoteRecord | null, deviceId?: string): Enquete {
  const data = asRecord(raw);
  const opcoes = Array.isArray(data.opcoes) ? data.opcoes.filter(isRecord).map(normalizeOption) : [];
  const serverTotal = numberOf(data.totalVotos);
  const imagem = firstText(firstPresent(data, ['imagem', 'image', 'foto']));
  const voted = deviceId === undefined ? record !== null && record !== undefined : hasAlreadyVoted(record, deviceId);
  return {
    id: firstText(data.id, data.uuid),
    pergunta: firstText(data.titulo, data.pergunta) || DEFAULT_POLL_QUESTION,
    descricao: firstText(data.descricao),
    ativa: flagOr(data.ativa, true),
    multipla: flagOr(data.multipla, false),
    inicioEm: toIsoDate(firstPresent(data, ['dataInicio', 'inicioEm', 'criadoEm'])),
    fimEm: toIsoDate(firstPresent(data, ['dataFim', 'fimEm'])),
    imagem: isMissingImageUrl(imagem) ? null : normalizeMediaPath(imagem),
    opcoes,
    totalVotos:
      serverTotal !== null && serverTotal >= 0
        ? Math.floor(serverTotal)
        : opcoes.reduce((sum, option) => sum + option.votos, 0),
    criadoEm: toIsoDate(data.criadoEm),
    jaVotou: voted,
    opcaoVotada: voted && record ? String(record.opcaoId) : null,
  };
}

/** Array or {dados}; local records looked up by poll id. */
export function normalizePollList(
  raw: unknown,
  recordsById: Readonly<Record<string, LocalVoteRecord | null | undefined>> = {},
  deviceId?: string,
): Enquete[] {
  return listFrom(raw, ['dados'])
    .filter(isRecord)
    .map((item) => normalizePoll(item, recordsById[firstText(item.id, item.uuid)] ?? null, deviceId));
}

// ───────────────────────────── staff panel and voting window ─────────────────────────────

/** Where a poll stands, for the staff list and for the vote endpoint. */
export type PollStatus = 'aberta' | 'agendada' | 'encerrada' | 'inativa';

export const POLL_STATUS_LABELS: Readonly<Record<PollStatus, string>> = {
  aberta: 'Aberta',
  agendada: 'Agendada',
  encerrada: 'Encerrada',
  inativa: 'Inativa',
};

export const POLL_CLOSED_MESSAGE = 'Esta enquete está encerrada e não recebe mais votos.';
export const POLL_NOT_STARTED_MESSAGE = 'Esta enquete ainda não está aberta para votação.';

export type PollSchedule = {
  ativa: boolean;
  encerradaEm: string | Date | null;
  inicioEm: string | Date | null;
  fimEm: string | Date | null;
};

/**
 * Closed by staff, or past its end date: 'encerrada' (results stay, votes are refused). Otherwise
 * switched off: 'inativa'; a future start: 'agendada'; else 'aberta', the only state that is
 * listed publicly and takes votes. The end is exclusive, as for banners.
 */
export function pollStatus(poll: PollSchedule, now: Date = new Date()): PollStatus {
  const current = now.getTime();
  const end = instantOf(poll.fimEm);
  if (poll.encerradaEm !== null || (end !== null && end <= current)) return 'encerrada';
  if (!poll.ativa) return 'inativa';
  const start = instantOf(poll.inicioEm);
  if (start !== null && start > current) return 'agendada';
  return 'aberta';
}

/**
 * Why a vote is refused, or null when it may be counted. To a listener an inactive poll is as
 * closed as one ended by staff or by its date, so both read 'encerrada'; a poll that has not
 * started yet says so.
 */
export function voteRefusal(status: PollStatus): { codigo: 'ENQUETE_ENCERRADA' | 'ENQUETE_NAO_INICIADA'; message: string } | null {
  if (status === 'aberta') return null;
  if (status === 'agendada') return { codigo: 'ENQUETE_NAO_INICIADA', message: POLL_NOT_STARTED_MESSAGE };
  return { codigo: 'ENQUETE_ENCERRADA', message: POLL_CLOSED_MESSAGE };
}

export type StoredPollOption = { id: number; texto: string; ordem: number; votos: number };
export type PollOptionDraft = { id?: number | null; texto: string };

export type PollOptionDiff = {
  /** New options (no id), with their position. */
  adicionar: { texto: string; ordem: number }[];
  /** Kept options, with their new text and position (only those that changed). */
  alterar: { id: number; texto: string; ordem: number }[];
  /** Stored options missing from the new list. */
  remover: StoredPollOption[];
  /** Ids sent that are not options of this poll. */
  desconhecidas: number[];
};

/** What an edit does to a poll's options: matched by id, positions taken from the new list. */
export function diffPollOptions(current: readonly StoredPollOption[], next: readonly PollOptionDraft[]): PollOptionDiff {
  const byId = new Map(current.map((option) => [option.id, option]));
  const kept = new Set<number>();
  const diff: PollOptionDiff = { adicionar: [], alterar: [], remover: [], desconhecidas: [] };
  next.forEach((draft, ordem) => {
    const texto = draft.texto.trim();
    if (draft.id === undefined || draft.id === null) {
      diff.adicionar.push({ texto, ordem });
      return;
    }
    const stored = byId.get(draft.id);
    if (!stored) {
      diff.desconhecidas.push(draft.id);
      return;
    }
    kept.add(stored.id);
    if (stored.texto !== texto || stored.ordem !== ordem) diff.alterar.push({ id: stored.id, texto, ordem });
  });
  diff.remover = current.filter((option) => !kept.has(option.id));
  return diff;
}

/** 'Sim' (3 votos), 'Não' (1 voto): how a refusal names the options that have votes. */
export function describeOptionsWithVotes(options: readonly Pick<StoredPollOption, 'texto' | 'votos'>[]): string {
  return options.map((option) => `«${option.texto}» (${option.votos} ${option.votos === 1 ? 'voto' : 'votos'})`).join(', ');
}

/** The 409 of an edit that would delete options that already have votes. */
export function optionsWithVotesMessage(options: readonly Pick<StoredPollOption, 'texto' | 'votos'>[]): string {
  const total = options.reduce((sum, option) => sum + option.votos, 0);
  const which = options.length === 1 ? 'A opção' : 'As opções';
  const have = options.length === 1 ? 'já tem' : 'já têm';
  return `${which} ${describeOptionsWithVotes(options)} ${have} votos. Remover apaga ${total} ${total === 1 ? 'voto' : 'votos'}; confirme para continuar.`;
}

/**
 * Staff see which share of a poll's votes came from addresses that cast more than this many: a
 * family or an office may, a person casting votes from fresh device ids does.
 */
export const SUSPICIOUS_VOTES_PER_ADDRESS = 5;

export function suspiciousVotesText(share: { votos: number; enderecos: number; percentual: number }): string {
  if (share.votos === 0) return `Nenhum endereço votou mais de ${SUSPICIOUS_VOTES_PER_ADDRESS} vezes.`;
  const addresses = share.enderecos === 1 ? '1 endereço' : `${share.enderecos} endereços`;
  return `${share.percentual}% dos votos (${formatNumber(share.votos)} votos) vieram de ${addresses} com mais de ${SUSPICIOUS_VOTES_PER_ADDRESS} votos cada.`;
}
