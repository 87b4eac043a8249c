/** @jest-environment jsdom */
import { parseInboxState, replyHref } from '../message-inbox-query';

describe('replyHref', () => {
  it('keeps the subject, percent-encoded (a mail program shows + literally)', () => {
    expect(replyHref({ email: 'ana@exemplo.com', assunto: 'Pedido & música' })).toBe('mailto:ana@exemplo.com?subject=Re%3A%20Pedido%20%26%20m%C3%BAsica');
    expect(replyHref({ email: 'ana@exemplo.com', assunto: null })).toBe('mailto:ana@exemplo.com?subject=Re%3A%20Sua%20mensagem%20para%20a%20r%C3%A1dio');
  });
});

describe('parseInboxState', () => {
  it.each([
    ['', { lida: 'todas', busca: '', pagina: 1 }],
    ['?lida=nao-lidas&busca=joão&pagina=3', { lida: 'nao-lidas', busca: 'joão', pagina: 3 }],
    ['?lida=talvez&pagina=abc', { lida: 'todas', busca: '', pagina: 1 }],
  ])('%s', (query, expected) => expect(parseInboxState(new URLSearchParams(query))).toEqual(expected));
});
