import * as z from '../zod-mini';
import { songRequestFieldErrors, songRequestSchema } from '../song-requests';
import { songRequestListQuery, songRequestStatusSchema } from '../song-request-inbox';

const valid = { nome: 'Dona Cida', local: 'Bairro Centro', mensagem: 'Evidências, para a turma da feira!' };

const WHATSAPP = 'Informe um WhatsApp válido com DDD, como (51) 99999-1234.';

describe('songRequestSchema (the form and POST /publico/pedidos)', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['the three fields', {}, { ...valid }],
    ['spaces and line breaks in name and place become one space', { nome: ' Dona \n Cida ', local: 'Vila\t Nova ' }, { ...valid, nome: 'Dona Cida', local: 'Vila Nova' }],
    ['the message keeps its lines', { mensagem: ' Linha um\nLinha dois ' }, { ...valid, mensagem: 'Linha um\nLinha dois' }],
    ['a blank WhatsApp is absent', { whatsapp: '   ' }, { ...valid }],
    ['a WhatsApp stored in its international form', { whatsapp: '(51) 99999-1234' }, { ...valid, whatsapp: '+5551999991234' }],
    ['a landline WhatsApp with the country code', { whatsapp: '+55 51 3333-4444' }, { ...valid, whatsapp: '+555133334444' }],
    ['the limits themselves', { nome: 'Jo', local: 'a'.repeat(80), mensagem: `${'b'.repeat(480)} https://x.example` }, { nome: 'Jo', local: 'a'.repeat(80), mensagem: `${'b'.repeat(480)} https://x.example` }],
  ])('valid: %s', (_label, overrides, expected) => {
    const parsed = z.safeParse(songRequestSchema, { ...valid, ...overrides });
    expect(parsed.success && parsed.data).toEqual(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['nothing at all', { nome: undefined, local: undefined, mensagem: undefined }, { nome: 'Informe seu nome.', local: 'Informe seu bairro ou cidade.', mensagem: 'Escreva a música ou o recado.' }],
    ['a blank name', { nome: '   ' }, { nome: 'Informe seu nome.' }],
    ['a one-letter name', { nome: 'J' }, { nome: 'O nome deve ter pelo menos 2 caracteres.' }],
    ['a name too long', { nome: 'a'.repeat(81) }, { nome: 'O nome pode ter no máximo 80 caracteres.' }],
    ['a name that is not text', { nome: 42 }, { nome: 'Informe seu nome.' }],
    ['a one-letter place', { local: 'X' }, { local: 'O bairro ou cidade deve ter pelo menos 2 caracteres.' }],
    ['a place too long', { local: 'a'.repeat(81) }, { local: 'O bairro ou cidade pode ter no máximo 80 caracteres.' }],
    ['a blank message', { mensagem: '\n \n' }, { mensagem: 'Escreva a música ou o recado.' }],
    ['a one-letter message', { mensagem: 'x' }, { mensagem: 'A música ou recado deve ter pelo menos 2 caracteres.' }],
    ['a message too long', { mensagem: 'b'.repeat(501) }, { mensagem: 'A música ou recado pode ter no máximo 500 caracteres.' }],
    ['two links', { mensagem: 'www.a.example e http://b.example' }, { mensagem: 'A música ou recado pode ter no máximo 1 link.' }],
    ['a WhatsApp without area code', { whatsapp: '99999-1234' }, { whatsapp: WHATSAPP }],
    ['a foreign WhatsApp', { whatsapp: '+1 415 555 0100' }, { whatsapp: WHATSAPP }],
    ['a WhatsApp with letters', { whatsapp: '(51) 9999-ABCD' }, { whatsapp: WHATSAPP }],
    ['a WhatsApp too long', { whatsapp: '5'.repeat(26) }, { whatsapp: WHATSAPP }],
    ['a WhatsApp that is not text', { whatsapp: 51999991234 }, { whatsapp: WHATSAPP }],
  ])('invalid: %s', (_label, overrides, campos) => {
    const parsed = z.safeParse(songRequestSchema, { ...valid, ...overrides });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(songRequestFieldErrors(parsed.error)).toEqual(campos);
  });
});

describe('the panel: songRequestListQuery and songRequestStatusSchema', () => {
  it.each<[Record<string, string>, Record<string, unknown>]>([
    [{}, { programa: 'todos', status: 'todos', pagina: 1, limite: 50 }],
    [{ programa: '', status: '', desde: '' }, { programa: 'todos', status: 'todos', pagina: 1, limite: 50 }],
    [{ programa: 'no-ar', status: 'novo' }, { programa: 'no-ar', status: 'novo', pagina: 1, limite: 50 }],
    [{ programa: '7', desde: '2026-05-04T00:00:00-03:00', limite: '500' }, { programa: 7, status: 'todos', desde: '2026-05-04T00:00:00-03:00', pagina: 1, limite: 100 }],
  ])('%j → %j', (query, expected) => {
    expect(songRequestListQuery.parse(query)).toEqual(expected);
  });

  it.each([{ programa: '0' }, { programa: '07' }, { programa: 'ontem' }, { status: 'apagado' }, { desde: '2026-05-04' }, { desde: '0000-01-01T00:00:00Z' }])('refuses %j', (query) => {
    expect(songRequestListQuery.safeParse(query).success).toBe(false);
  });

  it('takes a status of the three', () => {
    expect(songRequestStatusSchema.parse({ status: 'tocado' })).toEqual({ status: 'tocado' });
    expect(songRequestStatusSchema.safeParse({ status: 'TOCADO' }).error?.issues[0].message).toBe('Informe o status do pedido: novo, lido ou tocado.');
  });
});
