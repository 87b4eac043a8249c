import { postToFormValues, urgentEndFor, defaultUrgentSlot, emptyPostForm, isPostFormDirty } from '../post-form';
import { defaultUrgentEnd, isUrgentAt, normalizeUrgentPost, URGENT_MESSAGES } from '../urgent';
import { createPostSchema, updatePostSchema } from '@/lib/schemas/posts';
import { postUrgencySchema } from '@/lib/schemas/urgent';

const NOW = new Date('2026-11-21T15:00:00.000Z'); // 12h00 in São Paulo
const HOUR = 60 * 60_000;

describe('Urgente: the rules', () => {
  it('the switch proposes now + 2 h, in São Paulo time for the form', () => {
    expect(defaultUrgentEnd(NOW).toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(defaultUrgentSlot(NOW)).toEqual({ date: '2026-11-21', time: '14:00' });
  });

  it.each<[string, string | Date | null | undefined, boolean]>([
    ['an end still to come', new Date(NOW.getTime() + 1000), true],
    ['the end itself', NOW, false],
    ['an end gone by', '2026-11-21T14:59:00Z', false],
    ['none', null, false],
    ['absent', undefined, false],
    ['unreadable', 'amanhã', false],
    ['with the São Paulo offset', '2026-11-21T12:30:00-03:00', true],
  ])('isUrgentAt: %s → %p', (_, value, expected) => {
    expect(isUrgentAt(value, NOW)).toBe(expected);
  });
});

describe('Urgente: GET /publico/urgente for the bar', () => {
  const answer = {
    postagem: { id: 7, titulo: 'Temporal derruba árvores no centro', slug: 'temporal', categoria: { nome: 'Cidade', slug: 'cidade' }, url: '/cidade/temporal', urgenteAte: '2026-11-21T17:00:00.000Z' },
  };

  it('the built-in answer: title, its canonical path, the end', () => {
    expect(normalizeUrgentPost(answer, NOW)).toEqual({ id: '7', titulo: 'Temporal derruba árvores no centro', href: '/cidade/temporal', urgenteAte: '2026-11-21T17:00:00.000Z' });
  });

  it('another backend: the post itself, title and uuid aliases, the path from category and slug', () => {
    expect(normalizeUrgentPost({ uuid: 'ab-1', title: 'Ponte interditada', slug: 'ponte', categoria: { slug: 'transito' }, urgenteAte: '2026-11-21T13:00:00-03:00' }, NOW)).toEqual({
      id: 'ab-1',
      titulo: 'Ponte interditada',
      href: '/transito/ponte',
      urgenteAte: '2026-11-21T16:00:00.000Z',
    });
  });

  it.each<[string, unknown]>([
    ['no urgent post', { postagem: null }],
    ['its end gone by (a backend that keeps it)', { postagem: { ...answer.postagem, urgenteAte: '2026-11-21T14:00:00.000Z' } }],
    ['no title', { postagem: { ...answer.postagem, titulo: '' } }],
    ['no end', { postagem: { ...answer.postagem, urgenteAte: null } }],
    ['a link away from the site and no slug', { postagem: { ...answer.postagem, url: 'https://example.com/x', slug: '' } }],
    ['not JSON of a post', 'erro'],
  ])('nothing to show: %s', (_, raw) => {
    expect(normalizeUrgentPost(raw, NOW)).toBeNull();
  });
});

describe('Urgente: urgenteAte on the post write (form and API share the schema)', () => {
  const post = (overrides: Record<string, unknown>) => ({ titulo: 'Temporal no centro', slug: 'temporal-no-centro', categoriaId: 1, status: 'publicado', ...overrides });
  const future = new Date(Date.now() + HOUR).toISOString();
  // The messages on urgenteAte, each once (the form and the API show the first).
  const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => [
    ...new Set((result.error?.issues ?? []).filter((issue) => issue.path[0] === 'urgenteAte').map((issue) => issue.message)),
  ];

  it('absent or null: not urgent', () => {
    expect(createPostSchema.parse(post({})).urgenteAte).toBeNull();
    expect(createPostSchema.parse(post({ urgenteAte: null })).urgenteAte).toBeNull();
  });

  it('a published post until an instant to come', () => {
    expect(createPostSchema.parse(post({ urgenteAte: future })).urgenteAte).toBe(future);
    expect(updatePostSchema.parse({ ...post({ urgenteAte: future }), versao: 2 }).urgenteAte).toBe(future);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a draft', { status: 'rascunho', urgenteAte: new Date(Date.now() + HOUR).toISOString() }, URGENT_MESSAGES.soPublicada],
    ['a scheduled post', { status: 'agendado', publicadoEm: new Date(Date.now() + HOUR).toISOString(), urgenteAte: new Date(Date.now() + 2 * HOUR).toISOString() }, URGENT_MESSAGES.soPublicada],
    ['an archived post', { status: 'arquivado', urgenteAte: new Date(Date.now() + HOUR).toISOString() }, URGENT_MESSAGES.soPublicada],
    ['an end gone by', { urgenteAte: new Date(Date.now() - 1000).toISOString() }, URGENT_MESSAGES.passada],
    ['not an instant', { urgenteAte: 'daqui a 2 horas' }, URGENT_MESSAGES.invalida],
    ['no offset', { urgenteAte: '2030-01-01T10:00:00' }, URGENT_MESSAGES.invalida],
    ['what the form sends for empty inputs', { urgenteAte: '' }, URGENT_MESSAGES.invalida],
    ['a number', { urgenteAte: 1_900_000_000_000 }, URGENT_MESSAGES.invalida],
  ])('refused: %s', (_, overrides, message) => {
    expect(issuesOf(createPostSchema.safeParse(post(overrides)))).toEqual([message]);
  });

  it('the list’s quick action: an end to come, or null', () => {
    expect(postUrgencySchema.parse({ urgenteAte: future })).toEqual({ urgenteAte: future });
    expect(postUrgencySchema.parse({ urgenteAte: null })).toEqual({ urgenteAte: null });
    expect(issuesOf(postUrgencySchema.safeParse({ urgenteAte: '2020-01-01T00:00:00Z' }))).toEqual([URGENT_MESSAGES.passada]);
  });
});

describe('Urgente: the form', () => {
  const saved = { titulo: 'T', slug: 't', status: 'publicado' as const, publicadoEm: '2026-11-21T10:00:00.000Z' };

  it('opens on for a post still urgent (São Paulo time), off once its end has passed', () => {
    expect(postToFormValues({ ...saved, urgenteAte: '2026-11-21T18:30:00.000Z' }, NOW)).toMatchObject({ urgente: true, dataUrgente: '2026-11-21', horaUrgente: '15:30' });
    expect(postToFormValues({ ...saved, urgenteAte: '2026-11-21T14:00:00.000Z' }, NOW)).toMatchObject({ urgente: false, dataUrgente: '', horaUrgente: '' });
    expect(postToFormValues({ ...saved, status: 'rascunho', urgenteAte: '2026-11-21T18:30:00.000Z' }, NOW).urgente).toBe(false);
  });

  it.each<[string, Partial<ReturnType<typeof emptyPostForm>>, string | null]>([
    ['off', { status: 'publicado', urgente: false, dataUrgente: '2026-11-21', horaUrgente: '14:00' }, null],
    ['on, published', { status: 'publicado', urgente: true, dataUrgente: '2026-11-21', horaUrgente: '14:00' }, '2026-11-21T14:00:00-03:00'],
    ['on, but the status chosen is not published', { status: 'rascunho', urgente: true, dataUrgente: '2026-11-21', horaUrgente: '14:00' }, null],
    ['on without a time: the schema names the field', { status: 'publicado', urgente: true, dataUrgente: '2026-11-21', horaUrgente: '' }, ''],
  ])('urgenteAte sent: %s', (_, values, expected) => {
    expect(urgentEndFor({ ...emptyPostForm(), ...values })).toBe(expected);
  });

  it('turning it on or moving its end is a change to save; its inputs while off are not', () => {
    const base = { ...emptyPostForm(), status: 'publicado' as const };
    expect(isPostFormDirty(base, { ...base, urgente: true, dataUrgente: '2026-11-21', horaUrgente: '14:00' })).toBe(true);
    const on = { ...base, urgente: true, dataUrgente: '2026-11-21', horaUrgente: '14:00' };
    expect(isPostFormDirty(on, { ...on, horaUrgente: '15:00' })).toBe(true);
    expect(isPostFormDirty(base, { ...base, dataUrgente: '2026-11-22', horaUrgente: '10:00' })).toBe(false);
  });
});
