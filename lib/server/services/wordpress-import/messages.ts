/** The importer's texts that more than one operation (or a test) names. */

export const WORDPRESS_IMPORT_FORBIDDEN_MESSAGE = 'Apenas administradores podem importar do WordPress.';
export const IMPORT_RUNNING_MESSAGE = 'Já há uma importação do WordPress em andamento. Aguarde o fim dela para enviar outro arquivo.';
export const IMPORT_NOT_FOUND_MESSAGE = 'Importação não encontrada.';
export const PAGE_NOT_FOUND_MESSAGE = 'Esta página não está no arquivo importado.';
export const IMPORT_NOT_FINISHED_MESSAGE = 'A importação ainda não terminou: escolha a página de "A Rádio" quando ela concluir.';
export const IMPORT_STALE_MESSAGE =
  'A importação foi interrompida (o servidor foi reiniciado?). Envie o arquivo de novo: o que já foi importado não é repetido.';
export const importStoppedMessage = (reason: string) =>
  `A importação parou: ${reason} O que já foi importado ficou no site; envie o arquivo de novo para continuar (nada é importado duas vezes).`;
