import { z } from './zod';
import { positiveIntText } from './integers';

/** The contact-messages inbox (issue 6): list filters and the read/unread switch. */

export const MESSAGE_FILTERS = ['todas', 'nao-lidas', 'lidas'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const MESSAGE_FILTER_LABELS: Record<MessageFilter, string> = { todas: 'Todas', 'nao-lidas': 'Não lidas', lidas: 'Lidas' };

export const MESSAGES_PAGE_SIZE = 20;

export const messageListQuery = z.object({
  lida: z.enum(MESSAGE_FILTERS, { error: 'Filtro inválido: use todas, nao-lidas ou lidas.' }).default('todas'),
  busca: z.string().trim().max(200, 'A busca pode ter no máximo 200 caracteres.').default(''),
  pagina: positiveIntText('A página deve ser um número inteiro positivo.').default(1),
  limite: positiveIntText('O limite deve ser um número inteiro positivo.')
    .transform((n) => Math.min(n, 100))
    .default(MESSAGES_PAGE_SIZE),
});
export type MessageListQuery = z.output<typeof messageListQuery>;

export const messageReadSchema = z.object({
  lida: z.boolean({ error: 'Informe se a mensagem está lida (true ou false).' }),
});
export type MessageReadInput = z.output<typeof messageReadSchema>;
