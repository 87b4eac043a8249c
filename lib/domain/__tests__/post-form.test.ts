import {
  addTags,
  addToGallery,
  buildPostPayload,
  characterWordLabel,
  defaultScheduleSlot,
  emptyPostForm,
  isoToSaoPauloLocal,
  isPostFormDirty,
  moveItem,
  normalizeEditorHtml,
  postToFormValues,
  publicationDateFor,
  saoPauloLocalToIso,
  saveSuccessMessage,
  scheduledMessage,
  slugFromTitle,
  submitActions,
  type PostFormValues,
} from '../post-form';
import { errorsFromCampos, errorsFromIssues, firstInvalidField } from '../post-form-errors';
import { createPostSchema } from '../../schemas/posts';

const NOW = new Date('2026-11-21T15:00:00.000Z'); // 21/11/2026 12h00 in São Paulo

describe('slugFromTitle (SPEC §9 slugify, capped at 160)', () => {
  it.each([
    ['Prefeitura anuncia obras na Avenida Brasil', 'prefeitura-anuncia-obras-na-avenida-brasil'],
    ['Saúde: vacinação contra a gripe começa na segunda', 'saude-vacinacao-contra-a-gripe-comeca-na-segunda'],
    ['Ação & Reação!', 'acao-reacao'],
    ['  Espaços   demais  ', 'espacos-demais'],
    ['Grêmio 2 × 1 Inter — clássico Gre-Nal', 'gremio-2-1-inter-classico-gre-nal'],
    ['"Aspas", vírgulas; e pontos... finais.', 'aspas-virgulas-e-pontos-finais'],
    ['R$ 1,5 milhão para a educação', 'r-15-milhao-para-a-educacao'],
    ['ÇÃO ÀS ÉPOCAS', 'cao-as-epocas'],
    ['Já-é--hora', 'ja-e-hora'],
    ['!!!', ''],
    ['', ''],
  ])('%p → %p', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('cuts a long title at a hyphen without a trailing hyphen', () => {
    const title = Array.from({ length: 40 }, (_, i) => `palavra${i}`).join(' ');
    const slug = slugFromTitle(title);
    expect(slug.length).toBeLessThanOrEqual(160);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(title.replace(/ /g, '-').startsWith(slug)).toBe(true);
    expect(title.replace(/ /g, '-').charAt(slug.length)).toBe('-');
  });

  it('cuts one endless word at 160', () => {
    expect(slugFromTitle('a'.repeat(300))).toBe('a'.repeat(160));
  });
});

describe('São Paulo local date and time ↔ ISO', () => {
  it.each([
    // date, time, ISO with offset, instant in UTC
    ['2026-03-10', '14:30', '2026-03-10T14:30:00-03:00', '2026-03-10T17:30:00.000Z'],
    ['2026-11-21', '00:00', '2026-11-21T00:00:00-03:00', '2026-11-21T03:00:00.000Z'],
    // 21h or later in São Paulo is already the next day in UTC.
    ['2026-11-21', '21:00', '2026-11-21T21:00:00-03:00', '2026-11-22T00:00:00.000Z'],
    ['2026-12-31', '23:59', '2026-12-31T23:59:00-03:00', '2027-01-01T02:59:00.000Z'],
    ['2026-02-28', '22:15', '2026-02-28T22:15:00-03:00', '2026-03-01T01:15:00.000Z'],
    ['2028-02-29', '09:05', '2028-02-29T09:05:00-03:00', '2028-02-29T12:05:00.000Z'],
    // Historical daylight saving time (until 2019) is honoured.
    ['2018-12-01', '10:00', '2018-12-01T10:00:00-02:00', '2018-12-01T12:00:00.000Z'],
  ])('%s %s → %s', (date, time, iso, utc) => {
    const result = saoPauloLocalToIso(date, time);
    expect(result).toBe(iso);
    expect(new Date(result as string).toISOString()).toBe(utc);
    expect(isoToSaoPauloLocal(result)).toEqual({ date, time });
    expect(isoToSaoPauloLocal(utc)).toEqual({ date, time });
  });

  it.each([
    ['', '10:00'],
    ['2026-03-10', ''],
    ['2026-02-30', '10:00'],
    ['2026-13-01', '10:00'],
    ['2026-03-10', '24:00'],
    ['2026-03-10', '10:60'],
    ['10/03/2026', '10:00'],
    ['2026-03-10', '10h00'],
  ])('%p %p is not a date', (date, time) => {
    expect(saoPauloLocalToIso(date, time)).toBeNull();
  });

  it('reads instants from any zone as São Paulo wall-clock time', () => {
    expect(isoToSaoPauloLocal('2026-11-22T01:30:00Z')).toEqual({ date: '2026-11-21', time: '22:30' });
    expect(isoToSaoPauloLocal('2026-11-21T08:00:00+05:00')).toEqual({ date: '2026-11-21', time: '00:00' });
    expect(isoToSaoPauloLocal(new Date('2026-11-21T02:59:00Z'))).toEqual({ date: '2026-11-20', time: '23:59' });
  });

  it.each([null, undefined, '', 'amanhã'])('%p → empty inputs', (value) => {
    expect(isoToSaoPauloLocal(value as string | null)).toEqual({ date: '', time: '' });
  });

  it('the ISO it builds passes the schema’s datetime-with-offset rule', () => {
    const iso = saoPauloLocalToIso('2030-01-02', '08:00');
    const parsed = createPostSchema.safeParse({
      titulo: 'Uma postagem agendada',
      slug: 'uma-postagem-agendada',
      categoriaId: 1,
      status: 'agendado',
      publicadoEm: iso,
    });
    expect(parsed.success).toBe(true);
  });

  it.each([
    ['2026-11-21T15:00:00.000Z', { date: '2026-11-21', time: '13:00' }],
    ['2026-11-21T15:00:01.000Z', { date: '2026-11-21', time: '14:00' }],
    ['2026-11-21T14:59:00.000Z', { date: '2026-11-21', time: '13:00' }],
    ['2026-11-22T02:30:00.000Z', { date: '2026-11-22', time: '01:00' }],
    ['2026-11-22T01:45:00.000Z', { date: '2026-11-22', time: '00:00' }],
  ])('default schedule slot at %s', (now, slot) => {
    expect(defaultScheduleSlot(new Date(now))).toEqual(slot);
  });

  it('announces the schedule in São Paulo time', () => {
    expect(scheduledMessage('2026-03-10T17:30:00.000Z')).toBe('Postagem agendada para 10/03/2026 às 14h30.');
    expect(scheduledMessage('2026-11-22T00:05:00-03:00')).toBe('Postagem agendada para 22/11/2026 às 00h05.');
  });
});

function values(overrides: Partial<PostFormValues> = {}): PostFormValues {
  return {
    ...emptyPostForm(),
    titulo: 'Feira do produtor volta à praça',
    slug: 'feira-do-produtor-volta-a-praca',
    resumo: 'Resumo curto.',
    conteudo: '<p>Texto</p>',
    categoriaId: '3',
    ...overrides,
  };
}

describe('dirty detection', () => {
  const base = values({ tags: ['feira'], galeria: [{ url: '/uploads/a.jpg', legenda: 'A' }] });

  it.each<[string, Partial<PostFormValues>, boolean]>([
    ['nothing changed', {}, false],
    ['only surrounding spaces in the title', { titulo: '  Feira do produtor volta à praça ' }, false],
    ['the JSON twin of the same HTML', { conteudoJson: { type: 'doc' } }, false],
    ['schedule inputs while not scheduled', { dataAgendada: '2030-01-01', horaAgendada: '10:00' }, false],
    ['the title', { titulo: 'Outra manchete da feira' }, true],
    ['the slug', { slug: 'outro-endereco' }, true],
    ['the body', { conteudo: '<p>Texto novo</p>' }, true],
    ['the category', { categoriaId: '4' }, true],
    ['the featured image', { imagemDestaque: '/uploads/capa.jpg' }, true],
    ['a gallery caption', { galeria: [{ url: '/uploads/a.jpg', legenda: 'B' }] }, true],
    ['the featured flag', { destaque: true }, true],
    ['the team member', { membroEquipeId: '2' }, true],
    ['the tags', { tags: ['feira', 'praça'] }, true],
    ['the status', { status: 'publicado' }, true],
    ['the schedule when scheduled', { status: 'agendado', dataAgendada: '2030-01-01', horaAgendada: '10:00' }, true],
  ])('%s → %p', (_label, change, dirty) => {
    expect(isPostFormDirty(base, { ...base, ...change })).toBe(dirty);
  });

  it('an empty editor equals no text', () => {
    const empty = values({ conteudo: '' });
    expect(isPostFormDirty(empty, { ...empty, conteudo: '<p></p>' })).toBe(false);
    expect(normalizeEditorHtml('<p></p>')).toBe('');
    expect(normalizeEditorHtml(' <p> </p><p></p> ')).toBe('');
    expect(normalizeEditorHtml('<p>a</p>')).toBe('<p>a</p>');
    expect(normalizeEditorHtml('<h2>a</h2><p></p>')).toBe('<h2>a</h2>');
    expect(normalizeEditorHtml('<p></p><p>a</p>')).toBe('<p></p><p>a</p>');
  });

  it('schedule changes count once the post is scheduled', () => {
    const scheduled = values({ status: 'agendado', dataAgendada: '2030-01-01', horaAgendada: '10:00' });
    expect(isPostFormDirty(scheduled, { ...scheduled, horaAgendada: '11:00' })).toBe(true);
  });
});

describe('publication date and payload', () => {
  const past = '2026-11-20T10:00:00.000Z';
  const future = '2026-11-25T10:00:00.000Z';

  it.each<[string, Partial<PostFormValues>, { status: PostFormValues['status'] | null; publicadoEm: string | null }, string | null]>([
    ['publishing a new post: the API uses now', { status: 'publicado' }, { status: null, publicadoEm: null }, null],
    ['updating a published post keeps its date', { status: 'publicado' }, { status: 'publicado', publicadoEm: past }, past],
    ['publishing a scheduled post by hand: now', { status: 'publicado' }, { status: 'agendado', publicadoEm: future }, null],
    ['republishing an archived post keeps its date', { status: 'publicado' }, { status: 'arquivado', publicadoEm: past }, past],
    ['scheduling uses the inputs', { status: 'agendado', dataAgendada: '2026-11-25', horaAgendada: '07:00' }, { status: 'rascunho', publicadoEm: null }, '2026-11-25T07:00:00-03:00'],
    ['scheduling without inputs: null (the schema complains)', { status: 'agendado' }, { status: null, publicadoEm: null }, null],
    ['a draft keeps what was stored', { status: 'rascunho' }, { status: 'agendado', publicadoEm: future }, future],
    ['archiving keeps the date', { status: 'arquivado' }, { status: 'publicado', publicadoEm: past }, past],
  ])('%s', (_label, change, saved, expected) => {
    expect(publicationDateFor(values(change), saved, NOW)).toBe(expected);
  });

  it('builds the createPostSchema body: ids as numbers, trimmed text, empty editor as ""', () => {
    const payload = buildPostPayload(
      values({
        titulo: '  Feira do produtor volta à praça  ',
        conteudo: '<p></p>',
        conteudoJson: { type: 'doc', content: [] },
        membroEquipeId: '7',
        tags: ['feira', ' '],
        galeria: [{ url: '/uploads/a.jpg', legenda: ' Banca de frutas ' }],
        legenda: ' Foto: Ana ',
      }),
      { status: null, publicadoEm: null },
      NOW,
    );
    expect(payload).toEqual({
      titulo: 'Feira do produtor volta à praça',
      slug: 'feira-do-produtor-volta-a-praca',
      resumo: 'Resumo curto.',
      conteudo: '',
      conteudoJson: { type: 'doc', content: [] },
      categoriaId: 3,
      imagemDestaque: null,
      legenda: 'Foto: Ana',
      galeria: [{ url: '/uploads/a.jpg', legenda: 'Banca de frutas' }],
      destaque: false,
      membroEquipeId: 7,
      tags: ['feira'],
      status: 'rascunho',
      publicadoEm: null,
      urgenteAte: null,
    });
    expect(createPostSchema.safeParse(payload).success).toBe(true);
  });

  it('no category chosen → the schema’s own message', () => {
    const payload = buildPostPayload(values({ categoriaId: '' }), { status: null, publicadoEm: null }, NOW);
    const result = createPostSchema.safeParse(payload);
    expect(result.success).toBe(false);
    expect(errorsFromIssues(result.error?.issues ?? []).categoriaId).toBe('Escolha uma categoria.');
  });

  it('loads a post into the form, schedule in São Paulo time', () => {
    const form = postToFormValues({
      titulo: 'T',
      slug: 't',
      resumo: null,
      conteudo: '<p>x</p>',
      categoria: { id: 5 },
      imagemDestaque: '',
      galeria: [{ url: '/uploads/g.jpg', legenda: null }],
      membroEquipe: null,
      tags: ['a'],
      status: 'agendado',
      publicadoEm: '2026-11-22T01:30:00.000Z',
    });
    expect(form).toMatchObject({
      resumo: '',
      categoriaId: '5',
      imagemDestaque: null,
      galeria: [{ url: '/uploads/g.jpg', legenda: '' }],
      membroEquipeId: '',
      status: 'agendado',
      dataAgendada: '2026-11-21',
      horaAgendada: '22:30',
    });
  });
});

describe('status rules', () => {
  it('a new post starts as a draft (issue 12)', () => {
    expect(emptyPostForm().status).toBe('rascunho');
  });

  it.each<[PostFormValues['status'] | null, PostFormValues['status'], string[], string]>([
    [null, 'publicado', ['Salvar rascunho', 'Publicar'], 'Publicar'],
    [null, 'rascunho', ['Salvar rascunho', 'Publicar'], 'Publicar'],
    ['rascunho', 'rascunho', ['Salvar rascunho', 'Publicar'], 'Publicar'],
    [null, 'agendado', ['Salvar rascunho', 'Agendar'], 'Agendar'],
    ['rascunho', 'publicado', ['Salvar rascunho', 'Publicar'], 'Publicar'],
    ['publicado', 'publicado', ['Atualizar'], 'Atualizar'],
    ['publicado', 'rascunho', ['Salvar rascunho'], 'Salvar rascunho'],
    ['publicado', 'arquivado', ['Arquivar'], 'Arquivar'],
    ['agendado', 'agendado', ['Atualizar'], 'Atualizar'],
    ['agendado', 'publicado', ['Publicar'], 'Publicar'],
    ['arquivado', 'arquivado', ['Atualizar'], 'Atualizar'],
  ])('saved %p, chosen %p → %p', (saved, selected, labels, primary) => {
    const actions = submitActions(saved, selected);
    expect(actions.map((action) => action.label)).toEqual(labels);
    expect(actions.filter((action) => action.primary).map((action) => action.label)).toEqual([primary]);
  });

  it.each<[PostFormValues['status'] | null, PostFormValues['status'], string | null, string]>([
    [null, 'publicado', null, 'Postagem publicada.'],
    ['rascunho', 'publicado', null, 'Postagem publicada.'],
    ['publicado', 'publicado', '2026-11-20T10:00:00.000Z', 'Postagem salva.'],
    [null, 'rascunho', null, 'Postagem salva.'],
    ['publicado', 'arquivado', null, 'Postagem salva.'],
    [null, 'agendado', '2026-11-25T17:30:00.000Z', 'Postagem agendada para 25/11/2026 às 14h30.'],
  ])('toast: %p → %p', (before, after, publicadoEm, message) => {
    expect(saveSuccessMessage(before, after, publicadoEm)).toBe(message);
  });
});

describe('errors', () => {
  it('keeps the first message per field, nested paths under their field', () => {
    expect(
      errorsFromIssues([
        { path: ['titulo'], message: 'a' },
        { path: ['titulo'], message: 'b' },
        { path: ['galeria', 0, 'url'], message: 'c' },
        { path: [], message: 'd' },
      ]),
    ).toEqual({ titulo: 'a', galeria: 'c', geral: 'd' });
    expect(errorsFromCampos({ 'tags.2': 'x', slug: 'y', desconhecido: 'z' })).toEqual({ tags: 'x', slug: 'y', geral: 'z' });
    expect(errorsFromCampos(undefined)).toEqual({});
  });

  it('the first invalid field follows the screen order', () => {
    expect(firstInvalidField({ publicadoEm: 'x', categoriaId: 'y', slug: 'z' })).toBe('slug');
    expect(firstInvalidField({ geral: 'x' })).toBeNull();
  });
});

describe('tags, gallery and counters', () => {
  it.each<[string[], string, string[], string | null]>([
    [[], 'política', ['política'], null],
    [[], ' política , saúde,,educação ', ['política', 'saúde', 'educação'], null],
    [['Política'], 'política', ['Política'], null],
    [[], 'a   b', ['a b'], null],
    [[], 'x'.repeat(41), [], 'Cada tag pode ter no máximo 40 caracteres.'],
    [Array.from({ length: 20 }, (_, i) => `t${i}`), 'nova', Array.from({ length: 20 }, (_, i) => `t${i}`), 'Use no máximo 20 tags.'],
  ])('addTags(%p, %p)', (tags, typed, expected, error) => {
    expect(addTags(tags, typed)).toEqual({ tags: expected, error });
  });

  it.each<[number, number, string[]]>([
    [0, 1, ['b', 'a', 'c']],
    [2, 0, ['c', 'a', 'b']],
    [1, 1, ['a', 'b', 'c']],
    [0, 9, ['b', 'c', 'a']],
    [5, 0, ['a', 'b', 'c']],
  ])('moveItem(%p → %p)', (from, to, expected) => {
    expect(moveItem(['a', 'b', 'c'], from, to)).toEqual(expected);
  });

  it('adds gallery images once each, up to 60', () => {
    expect(addToGallery([{ url: '/a', legenda: 'A' }], ['/a', '/b'])).toEqual([
      { url: '/a', legenda: 'A' },
      { url: '/b', legenda: '' },
    ]);
    const full = Array.from({ length: 60 }, (_, i) => ({ url: `/${i}`, legenda: '' }));
    expect(addToGallery(full, ['/novo'])).toHaveLength(60);
  });

  it.each([
    [0, 0, '0 caracteres · 0 palavras'],
    [1, 1, '1 caractere · 1 palavra'],
    [1234, 210, '1.234 caracteres · 210 palavras'],
  ])('%p chars, %p words → %p', (characters, words, label) => {
    expect(characterWordLabel(characters, words)).toBe(label);
  });
});
