import { z } from './zod';
import { pageNumber, pageSize, searchText, type PageMeta } from './common';

/** The contact-messages inbox: list filters and the read/unread switch. */

export const MESSAGE_FILTERS = ['todas', 'nao-lidas', 'lidas'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const MESSAGE_FILTER_LABELS: Record<MessageFilter, string> = { todas: 'Todas', 'nao-lidas': 'Não lidas', lidas: 'Lidas' };

export const MESSAGES_PAGE_SIZE = 20;

export const messageListQuery = z.object({
  lida: z.enum(MESSAGE_FILTERS, { error: 'Filtro inválido: use todas, nao-lidas ou lidas.' }).default('todas'),
  busca: searchText().default(''),
  pagina: pageNumber,
  limite: pageSize(MESSAGES_PAGE_SIZE),
});
export type MessageListQuery = z.output<typeof messageListQuery>;

export const messageReadSchema = z.object({
  lida: z.boolean({ error: 'Informe se a mensagem está lida (true ou false).' }),
});
export type MessageReadInput = z.output<typeof messageReadSchema>;

/** One message as GET /mensagens answers it. */
export type ContactMessage = {
  id: number;
  nome: string;
  email: string;
  telefone: string | null;
  assunto: string | null;
  mensagem: string;
  lida: boolean;
  ip: string | null;
  criadoEm: string;
};

/** GET /mensagens; naoLidas counts the whole inbox, whatever the filters. */
export type ContactMessagePage = { dados: ContactMessage[]; meta: PageMeta & { naoLidas: number } };
