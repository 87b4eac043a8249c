/** Polls and per-device voting (SPEC §3 Poll, §4.5, §5, §8). */

import { asRecord, countOf, firstPresent, firstText, flagOr, isRecord, listFrom, numberOf } from './coerce';
import { toIsoDate } from './dates';
import { isMissingImageUrl, normalizeMediaPath } from './media';

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

export interface LocalVoteRecord {
  deviceId: string;
  opcaoId: string | number;
  timestamp: number;
}

export const DEFAULT_POLL_QUESTION = 'Enquete';
export const DEFAULT_OPTION_TEXT = 'Opção';
export const ALREADY_VOTED_MESSAGE = 'Você já votou nesta enquete';
export const VOTE_SUCCESS_MESSAGE = 'Voto registrado com sucesso!';
export const VOTE_GENERIC_ERROR = 'Erro ao votar. Tente novamente.';

export function pollVoteStorageKey(pollId: string | number): string {
  return `enquete_votos_${pollId}`;
}

/** The stored JSON of a local vote record; null when absent or malformed. */
export function parseLocalVoteRecord(stored: string | null | undefined): LocalVoteRecord | null {
  if (stored === null || stored === undefined || stored === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const deviceId = firstText(value.deviceId);
  const opcaoId = value.opcaoId;
  if (deviceId === '' || (typeof opcaoId !== 'string' && typeof opcaoId !== 'number')) return null;
  return { deviceId, opcaoId, timestamp: numberOf(value.timestamp) ?? 0 };
}

/** SPEC §5: the vote is blocked when the local record holds the same device id. */
export function hasAlreadyVoted(record: LocalVoteRecord | null | undefined, deviceId: string): boolean {
  return record !== null && record !== undefined && deviceId !== '' && record.deviceId === deviceId;
}

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

/** round(votos / total × 100), or 0 when there are no votes. */
export function pollPercentage(votos: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(votos)) return 0;
  return Math.round((votos / total) * 100);
}

/** SPEC §5: opcaoId is sent as a number. */
export function voteRequestBody(opcaoId: string | number, deviceId: string): { opcaoId: number; deviceId: string } {
  return { opcaoId: Number(opcaoId), deviceId };
}

/** A rejected vote shows the response's message, else 'HTTP {status}'. */
export function voteErrorMessage(status: number, body: unknown): string {
  const message = firstText(asRecord(body).message);
  return message !== '' ? message : `HTTP ${status}`;
}
