import { parseId } from '@/lib/domain/ids';
import { MESSAGE_FILTERS, MESSAGES_PAGE_SIZE, type ContactMessage, type MessageFilter } from '@/lib/schemas/contact-messages';

export type InboxState = { lida: MessageFilter; busca: string; pagina: number };

type Params = { get(name: string): string | null };

export function parseInboxState(params: Params): InboxState {
  const lida = params.get('lida') ?? '';
  return {
    lida: (MESSAGE_FILTERS as readonly string[]).includes(lida) ? (lida as MessageFilter) : 'todas',
    busca: (params.get('busca') ?? '').slice(0, 200),
    pagina: parseId(params.get('pagina')) ?? 1,
  };
}

export function stateToSearch(state: InboxState): string {
  const params = new URLSearchParams();
  if (state.lida !== 'todas') params.set('lida', state.lida);
  if (state.busca.trim()) params.set('busca', state.busca.trim());
  if (state.pagina > 1) params.set('pagina', String(state.pagina));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function stateToApiPath(state: InboxState): string {
  const params = new URLSearchParams({ lida: state.lida, pagina: String(state.pagina), limite: String(MESSAGES_PAGE_SIZE) });
  if (state.busca.trim()) params.set('busca', state.busca.trim());
  return `/mensagens?${params.toString()}`;
}

/** A reply from the staff's own mail program, subject kept: 'Re: Pedido musical'. */
export function replyHref(message: Pick<ContactMessage, 'email' | 'assunto'>): string {
  const subject = `Re: ${message.assunto?.trim() || 'Sua mensagem para a rádio'}`;
  // encodeURIComponent, not URLSearchParams: mail programs show a '+' literally.
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}
