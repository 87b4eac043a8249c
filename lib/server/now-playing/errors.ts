import 'server-only';
import { AppError, type ErrorKind } from '@/lib/server/errors';

/**
 * Why the metadata of the stream could not be read. Never sent to a visitor (the public answer is
 * then the last good copy, or nothing): the pt-BR message goes to the server log, once per outage.
 */
export type NowPlayingErrorCode =
  | 'URL_INVALIDA'
  | 'METADADOS_OUTRO_SERVIDOR'
  | 'REDIRECIONAMENTO_RECUSADO'
  | 'REDIRECIONAMENTOS_DEMAIS'
  | 'TEMPO_ESGOTADO'
  | 'CABECALHOS_GRANDES_DEMAIS'
  | 'RESPOSTA_GRANDE_DEMAIS'
  | 'RESPOSTA_INVALIDA'
  | 'ERRO_HTTP'
  | 'SEM_METADADOS'
  | 'METAINT_GRANDE_DEMAIS'
  | 'CONEXAO_FALHOU';

/** What each failure would be were it ever answered: a refused address is the settings' fault, the rest the stream server's. */
const KIND_BY_CODE: Readonly<Record<NowPlayingErrorCode, ErrorKind>> = {
  URL_INVALIDA: 'invalid',
  METADADOS_OUTRO_SERVIDOR: 'invalid',
  REDIRECIONAMENTO_RECUSADO: 'upstream-failed',
  REDIRECIONAMENTOS_DEMAIS: 'upstream-failed',
  TEMPO_ESGOTADO: 'upstream-timeout',
  CABECALHOS_GRANDES_DEMAIS: 'upstream-failed',
  RESPOSTA_GRANDE_DEMAIS: 'upstream-failed',
  RESPOSTA_INVALIDA: 'upstream-failed',
  ERRO_HTTP: 'upstream-failed',
  SEM_METADADOS: 'upstream-failed',
  METAINT_GRANDE_DEMAIS: 'upstream-failed',
  CONEXAO_FALHOU: 'upstream-failed',
};

const nowPlayingError = (codigo: NowPlayingErrorCode, message: string): AppError => new AppError(KIND_BY_CODE[codigo], codigo, message);

/** Only the readers' own failures (anything else met while reading is a bug or a socket error). */
export function isNowPlayingError(error: unknown): error is AppError & { codigo: NowPlayingErrorCode } {
  return error instanceof AppError && Object.hasOwn(KIND_BY_CODE, error.codigo);
}

export const invalidUrl = (what: string) => nowPlayingError('URL_INVALIDA', `${what} não é um endereço http(s) válido.`);
export const otherHost = (host: string) =>
  nowPlayingError('METADADOS_OUTRO_SERVIDOR', `O endereço dos metadados deve estar no mesmo servidor do streaming (${host}); ele foi ignorado.`);
export const redirectRefused = (location: string) =>
  nowPlayingError('REDIRECIONAMENTO_RECUSADO', `O servidor redirecionou para outro endereço (${location.slice(0, 200)}), o que não é permitido.`);
export const tooManyRedirects = () => nowPlayingError('REDIRECIONAMENTOS_DEMAIS', 'O servidor redirecionou vezes demais.');
export const timedOut = () => nowPlayingError('TEMPO_ESGOTADO', 'O servidor do streaming não respondeu a tempo.');
export const headersTooLarge = (max: number) => nowPlayingError('CABECALHOS_GRANDES_DEMAIS', `Os cabeçalhos da resposta passam de ${max} bytes.`);
export const bodyTooLarge = (max: number) => nowPlayingError('RESPOSTA_GRANDE_DEMAIS', `A resposta passa de ${max} bytes.`);
export const invalidResponse = (detail: string) => nowPlayingError('RESPOSTA_INVALIDA', `Resposta inválida do servidor: ${detail}.`);
export const httpError = (status: number) => nowPlayingError('ERRO_HTTP', `O servidor respondeu com o status ${status}.`);
export const noMetadata = () => nowPlayingError('SEM_METADADOS', 'O streaming não envia metadados (cabeçalho icy-metaint ausente).');
export const metaintTooLarge = (metaint: number, max: number) =>
  nowPlayingError('METAINT_GRANDE_DEMAIS', `O intervalo de metadados do streaming (${metaint} bytes) passa do máximo aceito (${max}).`);
export const connectionFailed = (cause: unknown) => {
  const code = (cause as { code?: unknown })?.code;
  return nowPlayingError('CONEXAO_FALHOU', `Não foi possível conectar ao servidor${typeof code === 'string' ? ` (${code})` : ''}.`);
};
