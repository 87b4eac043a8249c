import { z } from './zod';
import { positiveIntNumber } from './common';
import type { ImportReport } from '@/lib/domain/wordpress-import/report';

/** "Importar do WordPress": the panel's screen and the staff API share these. */

export type { ImportReport, ReportNote, ReportPage } from '@/lib/domain/wordpress-import/report';

/** The file's field in the multipart upload (POST /importacoes/wordpress). */
export const WORDPRESS_EXPORT_FIELD = 'arquivo';

export const WORDPRESS_IMPORT_STATUSES = ['na_fila', 'lendo', 'importando', 'concluida', 'falhou'] as const;
export type WordpressImportStatus = (typeof WORDPRESS_IMPORT_STATUSES)[number];

export const WORDPRESS_IMPORT_STATUS_LABELS: Record<WordpressImportStatus, string> = {
  na_fila: 'Na fila',
  lendo: 'Lendo o arquivo',
  importando: 'Importando',
  concluida: 'Concluída',
  falhou: 'Não concluída',
};

export function isRunningImport(status: WordpressImportStatus): boolean {
  return status === 'na_fila' || status === 'lendo' || status === 'importando';
}

/** GET /importacoes/wordpress/:id (and the answer of the upload, 202). */
export type WordpressImportJob = {
  id: number;
  status: WordpressImportStatus;
  etapa: string;
  percentual: number;
  processados: number;
  total: number;
  arquivo: { nome: string; bytes: number };
  criadoEm: string;
  atualizadoEm: string;
  concluidoEm: string | null;
  /** Why the file was refused or the import stopped, in pt-BR. */
  erro: string | null;
  relatorio: ImportReport | null;
  criadoPor: { id: number; nome: string } | null;
};

/** GET /importacoes/wordpress: the latest imports and what the server reads images from. */
export type WordpressImportOverview = {
  importacoes: WordpressImportJob[];
  /** WORDPRESS_UPLOADS_DIR: the copy of wp-content/uploads the panel's imports take images from. */
  pastaImagens: { caminho: string; existe: boolean };
  limiteBytes: number;
};

/** POST /importacoes/wordpress/:id/a-radio: the page whose text becomes "A Rádio". */
export const aboutPageSchema = z.object({
  paginaId: positiveIntNumber('Escolha uma das páginas do arquivo importado.'),
});
export type AboutPageInput = z.infer<typeof aboutPageSchema>;
