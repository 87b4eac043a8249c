import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { redirectTableFrom } from '@/lib/domain/redirects';
import { WXR_MESSAGES } from '@/lib/domain/wordpress-import/wxr-reader';
import { configuracoes, importacoesWordpress, postagens } from '@/lib/server/db/schema';
import { installFrontDoor } from '@/lib/server/http/front-door';
import { replaceRedirectSource } from '@/lib/server/http/redirects';
import { publicRedirectTable } from '@/lib/server/services/redirects/public-table';
import { importFilesDir } from '@/lib/server/services/wordpress-import/folders';
import { IMPORT_RUNNING_MESSAGE, IMPORT_STALE_MESSAGE, PAGE_NOT_FOUND_MESSAGE } from '@/lib/server/services/wordpress-import/messages';
import { importSettled } from '@/lib/server/services/wordpress-import/start-import';
import { FIXTURE_IMPORTED, fixtureExport, tempDir, writeUploads } from '@/test/helpers/wordpress-fixture';
import { setupStaffApi, type StaffApi } from '@/test/helpers/staff-api';

jest.setTimeout(180_000);

type Json = any;

// A class of its own: installing on http.Server would reach every other test file's servers in this worker.
class ImportFrontDoorServer extends http.Server {}

/*
 * "Importar do WordPress" through /api/v1 as the panel uses it: admins only, the export streamed
 * to disk and imported in the background, the progress and report polled, "A Rádio" chosen, the
 * caps and the one-import-at-a-time rule; and the old links answered 301 by the real front door.
 */
describe('POST/GET /api/v1/importacoes/wordpress', () => {
  let api: StaffApi;
  let dir: string;
  const savedEnv = { uploads: process.env.WORDPRESS_UPLOADS_DIR, max: process.env.WORDPRESS_IMPORT_MAX_MB };

  const upload = (token: string | undefined, text: string, name = 'radiovale.xml') => {
    const form = new FormData();
    form.append('arquivo', new Blob([text], { type: 'text/xml' }), name);
    return api.app.request('/api/v1/importacoes/wordpress', { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  };
  const json = async (response: Response): Promise<{ status: number; body: Json }> => ({ status: response.status, body: await response.json() });
  const settled = async (id: number) => {
    await importSettled(id);
    return api.call('GET', `/importacoes/wordpress/${id}`, api.tokens.admin);
  };

  beforeAll(async () => {
    api = await setupStaffApi({ name: 'PGlite' });
    dir = tempDir('sintonia-wp-api-');
    process.env.WORDPRESS_UPLOADS_DIR = await writeUploads(dir);
    delete process.env.WORDPRESS_IMPORT_MAX_MB;
  });

  afterAll(async () => {
    process.env.WORDPRESS_UPLOADS_DIR = savedEnv.uploads;
    process.env.WORDPRESS_IMPORT_MAX_MB = savedEnv.max;
    if (savedEnv.uploads === undefined) delete process.env.WORDPRESS_UPLOADS_DIR;
    if (savedEnv.max === undefined) delete process.env.WORDPRESS_IMPORT_MAX_MB;
    await api?.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is for admins only: editors and authors get 403, nobody signed in 401', async () => {
    for (const who of ['editor', 'autor'] as const) {
      expect(await json(await upload(api.tokens[who], fixtureExport()))).toEqual({ status: 403, body: { message: 'Você não tem permissão para esta ação.', codigo: 'SEM_PERMISSAO' } });
      expect((await api.call('GET', '/importacoes/wordpress', api.tokens[who])).status).toBe(403);
    }
    expect((await upload(undefined, fixtureExport())).status).toBe(401);
    expect(await api.database.db.select().from(importacoesWordpress)).toEqual([]);
  });

  it('imports in the background: 202 at once, the progress polled, the report at the end, the file removed', async () => {
    const started = await json(await upload(api.tokens.admin, fixtureExport()));
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'na_fila', arquivo: { nome: 'radiovale.xml' }, criadoPor: { nome: expect.any(String) }, relatorio: null });
    const done = await settled(started.body.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'concluida', etapa: 'Concluída', percentual: 100, processados: 13, total: 13, erro: null });
    expect(done.body.relatorio.postagens).toMatchObject({ encontradas: 13, importadas: FIXTURE_IMPORTED, recusadas: 1 });
    expect(done.body.relatorio.imagens).toMatchObject({ importadas: 5, naoEncontradas: 1 });
    expect(done.body.relatorio.paginas.map((page: Json) => page.titulo)).toEqual(['Quem somos', 'Anuncie']);
    expect(fs.readdirSync(importFilesDir())).toEqual([]);

    const overview = await api.call('GET', '/importacoes/wordpress', api.tokens.admin);
    expect(overview.body).toMatchObject({ pastaImagens: { caminho: process.env.WORDPRESS_UPLOADS_DIR, existe: true }, limiteBytes: 1024 * 1024 * 1024 });
    expect(overview.body.importacoes[0]).toMatchObject({ id: started.body.id, status: 'concluida' });
  });

  it('the chosen page becomes "A Rádio"; a page not in the file is a 400 on the field', async () => {
    const [job] = await api.database.db.select({ id: importacoesWordpress.id }).from(importacoesWordpress);
    const wrong = await api.call('POST', `/importacoes/wordpress/${job.id}/a-radio`, api.tokens.admin, { paginaId: 999 });
    expect(wrong).toEqual({ status: 400, body: { message: PAGE_NOT_FOUND_MESSAGE, codigo: 'REQUISICAO_INVALIDA', campos: { paginaId: PAGE_NOT_FOUND_MESSAGE } } });
    expect((await api.call('POST', `/importacoes/wordpress/${job.id}/a-radio`, api.tokens.editor, { paginaId: 301 })).status).toBe(403);
    const chosen = await api.call('POST', `/importacoes/wordpress/${job.id}/a-radio`, api.tokens.admin, { paginaId: 301 });
    expect(chosen.status).toBe(200);
    expect(chosen.body.relatorio.aRadio).toEqual({ wpId: 301, titulo: 'Quem somos' });
    const [setting] = await api.database.db.select().from(configuracoes).where(eq(configuracoes.chave, 'sobreRadio.texto'));
    expect(setting.valor).toBe('Nossa história\n\nA Rádio Vale nasceu em 1987.\nHoje toca em todo o Vale.');
    expect((await api.call('POST', '/importacoes/wordpress/abc/a-radio', api.tokens.admin, { paginaId: 301 })).status).toBe(404);
    expect((await api.call('GET', '/importacoes/wordpress/99999', api.tokens.admin)).status).toBe(404);
  });

  describe('the real front door answers the old links', () => {
    let server: ImportFrontDoorServer;
    let port: number;
    beforeAll(async () => {
      replaceRedirectSource(async () => redirectTableFrom(await publicRedirectTable(api.database.db)));
      installFrontDoor(ImportFrontDoorServer);
      server = new ImportFrontDoorServer((_req, res) => {
        res.statusCode = 404;
        res.end('não encontrada');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      replaceRedirectSource(null);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
    const get = (path: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
        });
        req.on('error', reject);
        req.end();
      });

    it.each([
      ['/2024/05/12/chuva-forte/', '/politica/chuva-forte'],
      ['/?p=101&utm_source=whatsapp', '/politica/chuva-forte?utm_source=whatsapp'],
      ['/esportes/futebol/gol-de-placa/', '/futebol/gol-de-placa'],
      ['/foto-que-sumiu/', '/politica/foto-que-sumiu'],
      ['/category/esportes/futebol/', '/futebol'],
      ['/tag/eleicoes/', '/noticias?busca=Elei%C3%A7%C3%B5es'],
      ['/quem-somos/', '/a-radio'],
    ])('%s → 301 %s', async (path, location) => {
      expect(await get(path)).toEqual({ status: 301, location });
    });

    it('the home page and unknown ids are not taken', async () => {
      expect((await get('/')).status).toBe(404);
      expect((await get('/?p=424242')).status).toBe(404);
    });
  });

  it('a second upload of the same file adds nothing', async () => {
    const posts = (await api.database.db.select({ id: postagens.id }).from(postagens)).length;
    const started = await json(await upload(api.tokens.admin, fixtureExport()));
    const done = await settled(started.body.id);
    expect(done.body.relatorio.postagens).toMatchObject({ importadas: 0, jaImportadas: FIXTURE_IMPORTED });
    expect((await api.database.db.select({ id: postagens.id }).from(postagens)).length).toBe(posts);
  });

  it('a hostile file is accepted for upload and refused by the import, with its reason and nothing written', async () => {
    const posts = (await api.database.db.select({ id: postagens.id }).from(postagens)).length;
    const started = await json(await upload(api.tokens.admin, fixtureExport().replace('<rss', '<!DOCTYPE rss [<!ENTITY x "y">]>\n<rss')));
    expect(started.status).toBe(202);
    const done = await settled(started.body.id);
    expect(done.body).toMatchObject({ status: 'falhou', erro: WXR_MESSAGES.declarations, relatorio: null });
    expect((await api.database.db.select({ id: postagens.id }).from(postagens)).length).toBe(posts);
    expect(fs.readdirSync(importFilesDir())).toEqual([]);
  });

  it('a file past WORDPRESS_IMPORT_MAX_MB is refused with 413 before it is read whole, and leaves nothing behind', async () => {
    process.env.WORDPRESS_IMPORT_MAX_MB = '1';
    try {
      const jobs = (await api.database.db.select().from(importacoesWordpress)).length;
      const big = fixtureExport().replace('Texto em rascunho.', 'x'.repeat(2 * 1024 * 1024));
      const refused = await json(await upload(api.tokens.admin, big));
      expect(refused.status).toBe(413);
      expect(refused.body.codigo).toBe('ARQUIVO_GRANDE');
      expect(refused.body.message).toMatch(/^O arquivo tem [\d,]+ MB; o limite é 1 MB\./);
      expect((await api.database.db.select().from(importacoesWordpress)).length).toBe(jobs);
      expect(fs.readdirSync(importFilesDir())).toEqual([]);
    } finally {
      delete process.env.WORDPRESS_IMPORT_MAX_MB;
    }
  });

  it('one import at a time; an import silent for minutes (its process died) no longer blocks', async () => {
    const [running] = await api.database.db
      .insert(importacoesWordpress)
      .values({ status: 'importando', etapa: 'Importando postagens', arquivoNome: 'outro.xml', arquivoBytes: 10, criadoPorId: api.ids.admin })
      .returning({ id: importacoesWordpress.id });
    expect(await json(await upload(api.tokens.admin, fixtureExport()))).toEqual({ status: 409, body: { message: IMPORT_RUNNING_MESSAGE, codigo: 'IMPORTACAO_EM_ANDAMENTO' } });
    expect(fs.readdirSync(importFilesDir())).toEqual([]);

    await api.database.db.update(importacoesWordpress).set({ atualizadoEm: new Date(Date.now() - 5 * 60 * 1000) }).where(eq(importacoesWordpress.id, running.id));
    expect((await api.call('GET', `/importacoes/wordpress/${running.id}`, api.tokens.admin)).body).toMatchObject({ status: 'falhou', erro: IMPORT_STALE_MESSAGE });
    const started = await json(await upload(api.tokens.admin, fixtureExport()));
    expect(started.status).toBe(202);
    await settled(started.body.id);
  });

  it('refuses what is not a form with one file', async () => {
    const notForm = await api.call('POST', '/importacoes/wordpress', api.tokens.admin, { arquivo: 'x' });
    expect(notForm).toEqual({ status: 400, body: { message: "Envie o arquivo como multipart/form-data, no campo 'arquivo'.", codigo: 'REQUISICAO_INVALIDA' } });
    const empty = new FormData();
    empty.append('outro', 'x');
    const none = await json(await api.app.request('/api/v1/importacoes/wordpress', { method: 'POST', headers: { authorization: `Bearer ${api.tokens.admin}` }, body: empty }));
    expect(none).toEqual({ status: 400, body: { message: 'Escolha o arquivo para enviar.', codigo: 'REQUISICAO_INVALIDA', campos: { arquivo: 'Escolha o arquivo para enviar.' } } });
  });

});
