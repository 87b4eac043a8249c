import 'server-only';

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

export class NowPlayingError extends Error {
  constructor(
    readonly codigo: NowPlayingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'NowPlayingError';
  }
}

export function isNowPlayingError(error: unknown): error is NowPlayingError {
  return error instanceof NowPlayingError;
}

export const invalidUrl = (what: string) => new NowPlayingError('URL_INVALIDA', `${what} não é um endereço http(s) válido.`);
export const otherHost = (host: string) =>
  new NowPlayingError('METADADOS_OUTRO_SERVIDOR', `O endereço dos metadados deve estar no mesmo servidor do streaming (${host}); ele foi ignorado.`);
export const redirectRefused = (location: string) =>
  new NowPlayingError('REDIRECIONAMENTO_RECUSADO', `O servidor redirecionou para outro endereço (${location.slice(0, 200)}), o que não é permitido.`);
export const tooManyRedirects = () => new NowPlayingError('REDIRECIONAMENTOS_DEMAIS', 'O servidor redirecionou vezes demais.');
export const timedOut = () => new NowPlayingError('TEMPO_ESGOTADO', 'O servidor do streaming não respondeu a tempo.');
export const headersTooLarge = (max: number) => new NowPlayingError('CABECALHOS_GRANDES_DEMAIS', `Os cabeçalhos da resposta passam de ${max} bytes.`);
export const bodyTooLarge = (max: number) => new NowPlayingError('RESPOSTA_GRANDE_DEMAIS', `A resposta passa de ${max} bytes.`);
export const invalidResponse = (detail: string) => new NowPlayingError('RESPOSTA_INVALIDA', `Resposta inválida do servidor: ${detail}.`);
export const httpError = (status: number) => new NowPlayingError('ERRO_HTTP', `O servidor respondeu com o status ${status}.`);
export const noMetadata = () => new NowPlayingError('SEM_METADADOS', 'O streaming não envia metadados (cabeçalho icy-metaint ausente).');
export const metaintTooLarge = (metaint: number, max: number) =>
  new NowPlayingError('METAINT_GRANDE_DEMAIS', `O intervalo de metadados do streaming (${metaint} bytes) passa do máximo aceito (${max}).`);
export const connectionFailed = (cause: unknown) => {
  const code = (cause as { code?: unknown })?.code;
  return new NowPlayingError('CONEXAO_FALHOU', `Não foi possível conectar ao servidor${typeof code === 'string' ? ` (${code})` : ''}.`);
};
