import { formatWhatsapp, normalizeWhatsapp, songRequestPeriodStart, whatsappChatUrl } from '../song-requests';

describe('normalizeWhatsapp', () => {
  it.each<[string, string | null]>([
    // Mobiles: 9 digits starting with 9 after the area code, however they are typed.
    ['(51) 99999-1234', '+5551999991234'],
    ['51999991234', '+5551999991234'],
    ['51 9 9999 1234', '+5551999991234'],
    ['+55 (51) 99999-1234', '+5551999991234'],
    ['+55 51 99999.1234', '+5551999991234'],
    ['55 51 99999-1234', '+5551999991234'],
    ['051 99999-1234', '+5551999991234'],
    ['  (11) 98765-4321  ', '+5511987654321'],
    // DDD 55 exists too: 11 digits are a national number, not a country code.
    ['(55) 99999-1234', '+5555999991234'],
    // Landlines (WhatsApp Business): 8 digits starting with 2 to 5.
    ['(51) 3333-4444', '+555133334444'],
    ['+55 21 2555-0000', '+552125550000'],
    // Not Brazilian, not complete, not a number.
    ['+351 912 345 678', null],
    ['+1 415 555 0100', null],
    ['99999-1234', null],
    ['(51) 9999-1234', null],
    ['(51) 89999-1234', null],
    ['(51) 6333-4444', null],
    ['(20) 99999-1234', null],
    ['(01) 99999-1234', null],
    ['(51) 99999-12345', null],
    ['51 99999-1234 ramal 2', null],
    ['519999a1234', null],
    ['55+51999991234', null],
    ['', null],
  ])('%j → %j', (typed, expected) => {
    expect(normalizeWhatsapp(typed)).toBe(expected);
  });
});

describe('formatWhatsapp and whatsappChatUrl', () => {
  it.each([
    ['+5551999991234', '(51) 99999-1234', 'https://wa.me/5551999991234'],
    ['+555133334444', '(51) 3333-4444', 'https://wa.me/555133334444'],
    ['+351912345678', '+351912345678', 'https://wa.me/351912345678'],
  ])('%s → %s, %s', (stored, shown, link) => {
    expect(formatWhatsapp(stored)).toBe(shown);
    expect(whatsappChatUrl(stored)).toBe(link);
  });
});

describe('songRequestPeriodStart', () => {
  const now = new Date('2026-05-04T17:42:10.500Z');
  it.each([
    ['24h', '2026-05-03T17:00:00.000Z'],
    ['7d', '2026-04-27T17:00:00.000Z'],
  ] as const)('%s starts at %s (from the start of the hour, so the address holds between polls)', (period, start) => {
    expect(songRequestPeriodStart(period, now)?.toISOString()).toBe(start);
    expect(songRequestPeriodStart(period, new Date('2026-05-04T17:59:59.999Z'))?.toISOString()).toBe(start);
  });
  it('everything kept has no start', () => expect(songRequestPeriodStart('tudo', now)).toBeNull());
});
