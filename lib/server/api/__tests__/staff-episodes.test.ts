import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DURATION_FORMAT_MESSAGE } from '@/lib/domain/podcast';
import { EPISODE_MESSAGES } from '@/lib/schemas/episodes';
import type { ApiApp } from '@/lib/server/api/app';
import { episodios, logs, programas } from '@/lib/server/db/schema';
import { deleteStoredImage } from '@/lib/server/media/storage';
import { createEpisode, EPISODE_WRITE_FORBIDDEN_MESSAGE } from '@/lib/server/services/admin-episodes';
import { silentMp3 } from '@/test/helpers/audio';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

type Json = any;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(TEST_BACKENDS)('API de episódios /api/v1/episodios ($name)', (backend) => {
  let database: TestDatabase;
  let app: ApiApp;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;
  const uploaded: string[] = [];
  let news: { id: number; slug: string };
  let morning: { id: number; slug: string };
  let audio: Json;
  let picture: Json;

  const lastLog = async () => (await database.db.select().from(logs).where(eq(logs.entidade, 'episodio')).orderBy(desc(logs.id)).limit(1))[0];
  const uploadFile = async (data: Buffer, nome: string) => {
    const form = new FormData();
    form.append('arquivo', new Blob([new Uint8Array(data)]), nome);
    const response = await app.request('/api/v1/midia', { method: 'POST', headers: { authorization: `Bearer ${tokens.editor}` }, body: form });
    const body = (await response.json()) as Json;
    expect(response.status).toBe(201);
    uploaded.push(body.arquivo);
    return body;
  };
  const fromLibrary = (overrides: Record<string, unknown> = {}) => ({
    titulo: 'Entrevista com a secretária de Educação',
    descricao: 'As matrículas da rede municipal.\n\nE o transporte escolar.',
    programaId: news.id,
    audioOrigem: 'biblioteca',
    audioUrl: audio.url,
    ...overrides,
  });

  beforeAll(async () => {
    ({ database, app, call, tokens, ids } = await setupStaffApi(backend));
    const shows = await database.db.select({ id: programas.id, slug: programas.slug }).from(programas);
    news = shows.find((show) => show.slug === 'sintonia-fm-noticias')!;
    morning = shows.find((show) => show.slug === 'bom-dia-sintonia-fm')!;
    audio = await uploadFile(silentMp3(95, { title: 'Entrevista' }), 'entrevista.mp3');
    picture = await uploadFile(await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c00' } }).png().toBuffer(), 'capa.png');
  });
  afterAll(async () => {
    await Promise.all(uploaded.map((arquivo) => deleteStoredImage(arquivo)));
    await database?.dispose();
  });

  it('401 without a token, 403 for an autor on every write; reads are open to any staff member', async () => {
    const [episode] = await database.db.select().from(episodios).limit(1);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/episodios'],
      ['GET', `/episodios/${episode.id}`],
      ['POST', '/episodios', fromLibrary()],
      ['PUT', `/episodios/${episode.id}`, fromLibrary()],
      ['DELETE', `/episodios/${episode.id}`],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      const asAutor = await call(method, path, tokens.autor, body);
      if (method === 'GET') expect(asAutor.status).toBe(200);
      else expect(asAutor).toEqual({ status: 403, body: { message: 'Você não tem permissão para esta ação.', codigo: 'SEM_PERMISSAO' } });
    }
    const [after] = await database.db.select().from(episodios).where(eq(episodios.id, episode.id));
    expect(after).toEqual(episode);
  });

  it('the service refuses an autor too (403), whatever the route did', async () => {
    const actor = { user: { id: ids.autor, nome: 'Renata', email: 'autor@sintonia.local', papel: 'autor' } as never, ip: null };
    const input = {
      titulo: 'Intruso',
      descricao: '',
      programaId: news.id,
      audioOrigem: 'externo' as const,
      audioUrl: 'https://cdn.exemplo.com.br/a.mp3',
      publicadoEm: null,
      capa: null,
      explicito: false,
      externo: { mime: 'audio/mpeg', duracaoSegundos: 60, tamanho: 0 },
    };
    await expect(createEpisode(database.db, actor, input)).rejects.toMatchObject({ kind: 'forbidden', message: EPISODE_WRITE_FORBIDDEN_MESSAGE });
  });

  it('validates with pt-BR messages per field (400 campos), and saves nothing', async () => {
    const before = await database.db.$count(episodios);
    const bad = await call('POST', '/episodios', tokens.editor, {
      titulo: 'Oi',
      descricao: 'x'.repeat(4001),
      audioOrigem: 'externo',
      audioUrl: 'http://inseguro.com.br/a.mp3',
      duracao: '1:75',
      audioTamanho: -1,
      publicadoEm: 'amanhã',
      capa: 'javascript:alert(1)',
      explicito: 'sim',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Dados inválidos. Verifique os campos destacados.');
    expect(bad.body.campos).toEqual({
      titulo: 'O título deve ter pelo menos 3 caracteres.',
      descricao: 'A descrição pode ter no máximo 4000 caracteres.',
      programaId: EPISODE_MESSAGES.programa,
      audioTamanho: EPISODE_MESSAGES.tamanho,
      publicadoEm: EPISODE_MESSAGES.publicadoEm,
      capa: 'Escolha uma imagem da biblioteca de mídia.',
      explicito: 'Valor inválido para conteúdo explícito.',
    });
    // The audio's own rules, once the rest is right.
    const external = await call('POST', '/episodios', tokens.editor, fromLibrary({ audioOrigem: 'externo', audioUrl: 'http://inseguro.com.br/a.mp3', duracao: '1:75' }));
    expect(external.body.campos).toEqual({ audioUrl: EPISODE_MESSAGES.audioExterno, duracao: DURATION_FORMAT_MESSAGE });
    const noDuration = await call('POST', '/episodios', tokens.editor, fromLibrary({ audioOrigem: 'externo', audioUrl: 'https://cdn.exemplo.com.br/a.mp3' }));
    expect(noDuration.body.campos).toEqual({ duracao: DURATION_FORMAT_MESSAGE });
    const notLibrary = await call('POST', '/episodios', tokens.editor, fromLibrary({ audioUrl: 'https://cdn.exemplo.com.br/a.mp3' }));
    expect(notLibrary.body.campos).toEqual({ audioUrl: EPISODE_MESSAGES.audioBiblioteca });
    const origin = await call('POST', '/episodios', tokens.editor, fromLibrary({ audioOrigem: 'ftp' }));
    expect(origin.body.campos).toEqual({ audioOrigem: EPISODE_MESSAGES.origem });
    expect(await database.db.$count(episodios)).toBe(before);
  });

  it('refuses an external audio address on this machine or a private network, in every numeric form (400 on audioUrl); saves nothing', async () => {
    const before = await database.db.$count(episodios);
    const hosts = ['127.0.0.1', '2130706433', '0x7f.1', '127.1', 'localhost', 'radio.localhost', '[::1]', '[::ffff:127.0.0.1]', '169.254.169.254', '[fe80::1]', '10.0.0.5', '172.16.0.1', '192.168.0.10', '100.64.0.1', '[fd00::1]', '0.0.0.0', '[::]'];
    for (const host of hosts) {
      const { status, body } = await call('POST', '/episodios', tokens.editor, fromLibrary({ audioOrigem: 'externo', audioUrl: `https://${host}/episodio.mp3`, duracao: '10:00' }));
      expect({ host, status, body }).toEqual({
        host,
        status: 400,
        body: {
          message: 'Dados inválidos. Verifique os campos destacados.',
          codigo: 'REQUISICAO_INVALIDA',
          campos: { audioUrl: 'Use um endereço público (não são aceitos endereços locais ou de rede interna).' },
        },
      });
    }
    expect(await database.db.$count(episodios)).toBe(before);
  });

  it('checks what the form cannot: the show, the library audio (an audio file) and the cover exist', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ programaId: 999_999 }, { programaId: 'Programa não encontrado. Escolha outro.' }],
      [{ audioUrl: '/uploads/2026/01/nao-existe.mp3' }, { audioUrl: 'Áudio não encontrado na biblioteca de mídia. Escolha outro.' }],
      [{ audioUrl: picture.url }, { audioUrl: 'O arquivo escolhido não é um áudio. Escolha um áudio da biblioteca.' }],
      [{ capa: '/uploads/2026/01/nao-existe.png' }, { capa: 'Imagem não encontrada na biblioteca de mídia. Escolha outra.' }],
      // Addresses the schema lets through but no library file can have: not found either.
      [{ audioUrl: '/uploads/2026//x.mp3' }, { audioUrl: 'Áudio não encontrado na biblioteca de mídia. Escolha outro.' }],
      [{ audioUrl: '/uploads/.oculto.mp3' }, { audioUrl: 'Áudio não encontrado na biblioteca de mídia. Escolha outro.' }],
      [{ capa: '/uploads/../segredo.png' }, { capa: 'Imagem não encontrada na biblioteca de mídia. Escolha outra.' }],
    ];
    for (const [overrides, campos] of cases) {
      const { status, body } = await call('POST', '/episodios', tokens.editor, fromLibrary(overrides));
      expect(status).toBe(400);
      expect(body.campos).toEqual(campos);
    }
  });

  it('creates from the library: type, size and duration from the library row; a guid and a slug made once; a log entry', async () => {
    const { status, body } = await call('POST', '/episodios', tokens.editor, fromLibrary({ capa: picture.url, explicito: true }));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      programa: { id: news.id, slug: 'sintonia-fm-noticias', nome: 'Sintonia FM Notícias' },
      titulo: 'Entrevista com a secretária de Educação',
      slug: 'entrevista-com-a-secretaria-de-educacao',
      descricao: 'As matrículas da rede municipal.\n\nE o transporte escolar.',
      audioOrigem: 'biblioteca',
      audioUrl: audio.url,
      audioMime: 'audio/mpeg',
      audioTamanho: audio.tamanho,
      duracaoSegundos: 95,
      capa: picture.url,
      explicito: true,
      status: 'publicado',
    });
    expect(body.guid).toMatch(UUID);
    expect(Math.abs(Date.parse(body.publicadoEm) - Date.now())).toBeLessThan(60_000);
    expect(await lastLog()).toMatchObject({ acao: 'criar', usuarioId: ids.editor, entidadeId: String(body.id) });
    expect((await call('GET', `/episodios/${body.id}`, tokens.autor)).body).toEqual(body);

    // The same title again: the next free slug.
    const again = await call('POST', '/episodios', tokens.admin, fromLibrary());
    expect(again.body.slug).toBe('entrevista-com-a-secretaria-de-educacao-2');
    expect(again.body.guid).not.toBe(body.guid);
  });

  it('creates from an external https address without fetching it: the duration as typed, size 0 when unknown, type by extension', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const { status, body } = await call('POST', '/episodios', tokens.editor, {
      titulo: 'Reprise: o especial dos 30 anos da rádio',
      programaId: morning.id,
      audioOrigem: 'externo',
      audioUrl: 'https://arquivo.sintoniafm.com.br/especiais/30-anos.m4a?v=2',
      duracao: ' 1:02:03 ',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ audioOrigem: 'externo', audioMime: 'audio/mp4', audioTamanho: 0, duracaoSegundos: 3723, capa: null, explicito: false });
    const sized = await call('POST', '/episodios', tokens.editor, {
      titulo: 'Boletim extra',
      programaId: morning.id,
      audioOrigem: 'externo',
      audioUrl: 'https://arquivo.sintoniafm.com.br/boletim',
      duracao: '42:10',
      audioTamanho: 1_234_567,
    });
    expect(sized.body).toMatchObject({ audioMime: 'audio/mpeg', audioTamanho: 1_234_567, duracaoSegundos: 2530 });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('updates everything but the slug and the guid; logs what changed; 404 for an unknown episode', async () => {
    const created = (await call('POST', '/episodios', tokens.editor, fromLibrary({ titulo: 'Título provisório' }))).body;
    const { status, body } = await call('PUT', `/episodios/${created.id}`, tokens.admin, {
      ...fromLibrary({ titulo: 'Título definitivo', programaId: morning.id }),
      audioOrigem: 'externo',
      audioUrl: 'https://cdn.exemplo.com.br/definitivo.ogg',
      duracao: '10:00',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ titulo: 'Título definitivo', slug: created.slug, guid: created.guid, programa: { id: morning.id }, audioMime: 'audio/ogg', duracaoSegundos: 600 });
    expect(body.publicadoEm).toBe(created.publicadoEm);
    const log = await lastLog();
    expect(log).toMatchObject({ acao: 'atualizar', entidadeId: String(created.id) });
    expect((log.detalhes as Json).campos).toEqual(expect.arrayContaining(['programaId', 'titulo', 'audioUrl', 'audioMime', 'duracaoSegundos']));
    expect((log.detalhes as Json).tituloAnterior).toBe('Título provisório');
    expect(await call('PUT', '/episodios/999999', tokens.admin, fromLibrary())).toEqual({ status: 404, body: { message: 'Episódio não encontrado.', codigo: 'NAO_ENCONTRADO' } });
  });

  it('a future date schedules it: listed as agendado, hidden from every public read until its time', async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { body } = await call('POST', '/episodios', tokens.editor, fromLibrary({ titulo: 'Especial de aniversário da cidade', publicadoEm: future }));
    expect(body.status).toBe('agendado');
    const page = await call('GET', `/publico/podcasts/${news.slug}?limite=100`);
    expect(page.body.dados.map((episode: Json) => episode.slug)).not.toContain(body.slug);
    expect(page.body.programa.totalEpisodios).toBe(page.body.dados.length);
    expect((await call('GET', `/publico/podcasts/${news.slug}/${body.slug}`)).status).toBe(404);
    expect((await call('GET', '/publico/episodios')).body.map((item: Json) => item.slug)).not.toContain(body.slug);

    // Its time comes.
    await database.db.update(episodios).set({ publicadoEm: new Date(Date.now() - 1000) }).where(eq(episodios.id, body.id));
    expect((await call('GET', `/publico/podcasts/${news.slug}/${body.slug}`)).status).toBe(200);
    expect((await call('GET', `/episodios/${body.id}`, tokens.editor)).body.status).toBe('publicado');
  });

  it('lists newest first, by show and by title, paged', async () => {
    const all = await call('GET', '/episodios?limite=100', tokens.autor);
    expect(all.status).toBe(200);
    const dates = all.body.dados.map((episode: Json) => Date.parse(episode.publicadoEm));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(all.body.meta.total).toBe(await database.db.$count(episodios));
    const morningOnly = await call('GET', `/episodios?programaId=${morning.id}&limite=2&pagina=1`, tokens.editor);
    expect(morningOnly.body.dados.every((episode: Json) => episode.programa.id === morning.id)).toBe(true);
    expect(morningOnly.body.meta).toEqual({ pagina: 1, limite: 2, total: await database.db.$count(episodios, eq(episodios.programaId, morning.id)), totalPaginas: expect.any(Number) });
    const search = await call('GET', `/episodios?busca=${encodeURIComponent('secretaria de educacao')}`, tokens.editor);
    expect(search.body.dados.length).toBeGreaterThanOrEqual(2);
    expect(search.body.dados.every((episode: Json) => episode.titulo.startsWith('Entrevista com a secretária'))).toBe(true);
    expect((await call('GET', '/episodios?programaId=abc', tokens.editor)).status).toBe(400);
  });

  it('deletes with a log entry; the library refuses to delete an audio file an episode uses', async () => {
    const inUse = await call('DELETE', `/midia/${audio.id}`, tokens.admin);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toMatch(/^Este áudio está em uso: episódio «Entrevista com a secretária de Educação»/);

    const created = (await call('POST', '/episodios', tokens.editor, fromLibrary({ titulo: 'Para apagar' }))).body;
    expect((await call('DELETE', `/episodios/${created.id}`, tokens.editor)).status).toBe(204);
    expect((await call('GET', `/episodios/${created.id}`, tokens.editor)).status).toBe(404);
    expect(await lastLog()).toMatchObject({ acao: 'excluir', entidadeId: String(created.id), detalhes: { titulo: 'Para apagar', guid: created.guid } });
    expect((await call('DELETE', `/episodios/${created.id}`, tokens.editor)).status).toBe(404);
    const rows = await database.db.select().from(episodios).where(and(eq(episodios.id, created.id)));
    expect(rows).toEqual([]);
  });
});
