/**
 * Voting from a device (SPEC §4.5, §5, §8): the local vote record, the request and the texts. Apart
 * from ./poll (the polls themselves, the staff side) because the home page's poll widget loads this
 * much with the page and the rest only when a vote is sent.
 */

/*
 * The few checks below are written out rather than taken from ./coerce: that module would then
 * load with the home page too (about 0.5 KB gzipped, of a 150 KB budget).
 */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Trimmed text of a string or finite number; '' for anything else. */
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

export interface LocalVoteRecord {
  deviceId: string;
  opcaoId: string | number;
  timestamp: number;
}

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
  if (!isObject(value)) return null;
  const deviceId = textOf(value.deviceId);
  const opcaoId = value.opcaoId;
  if (deviceId === '' || (typeof opcaoId !== 'string' && typeof opcaoId !== 'number')) return null;
  const timestamp = Number(value.timestamp);
  return { deviceId, opcaoId, timestamp: Number.isFinite(timestamp) ? timestamp : 0 };
}

/** SPEC §5: the vote is blocked when the local record holds the same device id. */
export function hasAlreadyVoted(record: LocalVoteRecord | null | undefined, deviceId: string): boolean {
  return record !== null && record !== undefined && deviceId !== '' && record.deviceId === deviceId;
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
  const message = isObject(body) ? textOf(body.message) : '';
  return message !== '' ? message : `HTTP ${status}`;
}
