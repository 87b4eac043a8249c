import { and, eq, gt, sql } from 'drizzle-orm';
import { normalizeSettings } from '@/lib/domain/settings';
import { configuracoes, logs } from '@/lib/server/db/schema';
import { SETTINGS_MESSAGES } from '@/lib/schemas/settings';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffIds, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

describe.each(TEST_BACKENDS)('API da equipe: configurações ($name)', (backend) => {
  let database: TestDatabase;
  let call: ApiCall;
  let tokens: StaffTokens;
  let ids: StaffIds;

  let seededLogId = 0;
  // The demo station comes with a history of its own: only entries written by these tests count.
  const settingLogs = () => database.db.select().from(logs).where(and(eq(logs.entidade, 'configuracao'), gt(logs.id, seededLogId)));

  beforeAll(async () => {
    ({ database, call, tokens, ids } = await setupStaffApi(backend, {
      trustedIpHeader: null,
      beforeLogin: async (seeded) => {
        const [{ max }] = await seeded.db.select({ max: sql<number>`coalesce(max(${logs.id}), 0)::int` }).from(logs);
        seededLogId = Number(max);
      },
    }));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('401 without a token; 403 for editors and authors on read and write, and nothing changes', async () => {
    const current = (await call('GET', '/configuracoes', tokens.admin)).body.valores;
    expect((await call('GET', '/configuracoes')).status).toBe(401);
    for (const who of ['editor', 'autor'] as const) {
      const read = await call('GET', '/configuracoes', tokens[who]);
      expect([read.status, read.body.message]).toEqual([403, 'Você não tem permissão para esta ação.']);
      const write = await call('PUT', '/configuracoes', tokens[who], { ...current, site: { ...current.site, nome: 'Invasora FM' } });
      expect(write.status).toBe(403);
    }
    const [row] = await database.db.select().from(configuracoes).where(eq(configuracoes.chave, 'site.nome'));
    expect(row.valor).toBe('Sintonia FM');
    expect(await settingLogs()).toEqual([]);
  });

  it('GET: every group of SPEC §3 with the stored values, flags as booleans and the volume as a number', async () => {
    const { status, body } = await call('GET', '/configuracoes', tokens.admin);
    expect(status).toBe(200);
    expect(Object.keys(body.valores)).toEqual(['site', 'contato', 'whatsapp', 'player', 'radio', 'redes', 'facebook', 'video', 'sobreRadio', 'pedidos']);
    expect(body.valores.site).toEqual(expect.objectContaining({ nome: 'Sintonia FM', frequencia: '87.9', logo: expect.stringMatching(/^\/uploads\//) }));
    expect(body.valores.contato).toEqual(expect.objectContaining({ telefone: expect.any(String), email: expect.stringContaining('@') }));
    expect(body.valores.whatsapp).toEqual({ numero: expect.any(String), ativo: true });
    expect(body.valores.player).toEqual(expect.objectContaining({ autoplay: false, volumeInicial: 0.7, iniciarMutado: false, appAndroid: expect.stringMatching(/^https:/) }));
    expect(body.valores.radio.streamUrl).toMatch(/^https?:\/\//);
    expect(Object.keys(body.valores.redes)).toEqual(['facebook', 'instagram', 'twitter', 'youtube', 'tiktok', 'linkedin']);
    expect(body.valores.facebook).toEqual({ appId: '879087908790879' });
    expect(body.valores.video).toEqual({ canal: expect.stringMatching(/^https:/), canalFeed: expect.stringMatching(/^https:/) });
    expect(body.valores.sobreRadio.texto).toContain('A Sintonia FM 87.9 nasceu em 1994');
  });

  it('validates: http(s) URLs only, e-mail, phone, CEP, volume 0–1, booleans, required name; 400 with campos and nothing saved', async () => {
    const current = (await call('GET', '/configuracoes', tokens.admin)).body.valores;
    const { status, body } = await call('PUT', '/configuracoes', tokens.admin, {
      ...current,
      site: { ...current.site, nome: '  ', logo: 'javascript:alert(1)' },
      contato: { ...current.contato, email: 'nao-e-email', telefone: 'abc', cep: '123' },
      whatsapp: { ...current.whatsapp, ativo: 'sim' },
      player: { ...current.player, volumeInicial: 1.5 },
      radio: { ...current.radio, streamUrl: 'ftp://stream.exemplo.com' },
      redes: { ...current.redes, instagram: 'javascript:alert(1)', twitter: 'x.com/sintonia' },
      facebook: { appId: '12ab' },
    });
    expect(status).toBe(400);
    expect(body.campos).toEqual({
      'site.nome': 'Informe: nome do site.',
      'site.logo': SETTINGS_MESSAGES.image,
      'contato.email': SETTINGS_MESSAGES.email,
      'contato.telefone': SETTINGS_MESSAGES.phone,
      'contato.cep': SETTINGS_MESSAGES.cep,
      'whatsapp.ativo': SETTINGS_MESSAGES.boolean,
      'player.volumeInicial': SETTINGS_MESSAGES.volume,
      'radio.streamUrl': SETTINGS_MESSAGES.url,
      'redes.instagram': SETTINGS_MESSAGES.url,
      'redes.twitter': SETTINGS_MESSAGES.url,
      'facebook.appId': SETTINGS_MESSAGES.digits,
    });
    expect(body.message).toBe('Dados inválidos. Verifique os campos destacados.');
    expect((await call('PUT', '/configuracoes', tokens.admin, { site: current.site })).body.campos).toEqual(expect.objectContaining({ contato: 'Grupo de configurações ausente.' }));
    expect(await settingLogs()).toEqual([]);
  });

  it('saves the changed keys (and their aliases) in one go with one log; the public list shows them at once', async () => {
    const current = (await call('GET', '/configuracoes', tokens.admin)).body.valores;
    const next = {
      ...current,
      site: { ...current.site, nome: 'Rádio Vale Sereno', logo: '/uploads/2026/05/novo-logo.png' },
      contato: { ...current.contato, telefone: '(51) 3333-4444' },
      whatsapp: { ...current.whatsapp, ativo: false },
      player: { ...current.player, volumeInicial: 0.55 },
      radio: { ...current.radio, streamUrl: 'https://stream.exemplo.com.br/ao-vivo' },
      redes: { ...current.redes, tiktok: '' },
    };
    const { status, body } = await call('PUT', '/configuracoes', tokens.admin, next);
    expect(status).toBe(200);
    expect(body.alteradas).toEqual(['site.nome', 'site.logo', 'site.telefone', 'whatsapp.ativo', 'player.volumeInicial', 'radio.streamUrl', 'redes.tiktok']);
    expect(body.valores.site.nome).toBe('Rádio Vale Sereno');

    const publicList = (await call('GET', '/configuracoes/publicas')).body as { chave: string; valor: string }[];
    const value = (key: string) => publicList.find((item) => item.chave === key)?.valor;
    expect(value('site.nome')).toBe('Rádio Vale Sereno');
    // Aliases follow, so every reading of the list form agrees.
    for (const key of ['site.telefone', 'telefone', 'fone']) expect(value(key)).toBe('(51) 3333-4444');
    for (const key of ['radio.streamUrl', 'player.stream.principal', 'player.url', 'radio.url']) expect(value(key)).toBe('https://stream.exemplo.com.br/ao-vivo');
    for (const key of ['redes.tiktok', 'tiktok']) expect(value(key)).toBe('');
    expect(value('whatsapp.ativo')).toBe('false');
    expect(value('player.volumeInicial')).toBe('0.55');
    const normalized = normalizeSettings(publicList);
    expect(normalized.site.nome).toBe('Rádio Vale Sereno');
    expect(normalized.whatsapp.ativo).toBe(false);
    expect(normalized.player.volumeInicial).toBe(0.55);

    const entries = await settingLogs();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toEqual(expect.objectContaining({ acao: 'atualizar', usuarioId: ids.admin, entidadeId: null }));
    expect(entries[0].detalhes).toEqual({ chaves: body.alteradas });

    // Saving the same values again changes nothing and logs nothing.
    const again = await call('PUT', '/configuracoes', tokens.admin, body.valores);
    expect(again.body.alteradas).toEqual([]);
    expect(await settingLogs()).toHaveLength(1);
  });

  it('refuses a stream on this machine or a private network (400 on radio.streamUrl), unless ALLOW_PRIVATE_STREAM_HOST=1', async () => {
    const current = (await call('GET', '/configuracoes', tokens.admin)).body.valores;
    const withStream = (streamUrl: string) => ({ ...current, radio: { ...current.radio, streamUrl, metadadosUrl: '' } });
    const streams = ['http://127.0.0.1:8000/sintonia', 'http://2130706433:8000/', 'http://0x7f.1/', 'http://127.1/', 'http://localhost:8000/', 'http://[::1]:8000/', 'http://[::ffff:127.0.0.1]/', 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.5:8000/', 'http://172.16.0.1/', 'http://192.168.0.10:8000/', 'http://100.64.0.1/', 'http://[fe80::1]/', 'http://[fd00::1]/', 'http://0.0.0.0:8000/'];
    const saved = process.env.ALLOW_PRIVATE_STREAM_HOST;
    const logged = (await settingLogs()).length;
    try {
      delete process.env.ALLOW_PRIVATE_STREAM_HOST;
      for (const stream of streams) {
        expect({ stream, ...(await call('PUT', '/configuracoes', tokens.admin, withStream(stream))) }).toEqual({
          stream,
          status: 400,
          body: {
            message: 'Dados inválidos. Verifique os campos destacados.',
            codigo: 'REQUISICAO_INVALIDA',
            campos: { 'radio.streamUrl': 'Use um endereço público (não são aceitos endereços locais ou de rede interna).' },
          },
        });
      }
      expect(await settingLogs()).toHaveLength(logged);

      process.env.ALLOW_PRIVATE_STREAM_HOST = '1';
      const { status, body } = await call('PUT', '/configuracoes', tokens.admin, withStream('http://192.168.0.10:8000/sintonia'));
      expect(status).toBe(200);
      expect(body.valores.radio.streamUrl).toBe('http://192.168.0.10:8000/sintonia');
    } finally {
      if (saved === undefined) delete process.env.ALLOW_PRIVATE_STREAM_HOST;
      else process.env.ALLOW_PRIVATE_STREAM_HOST = saved;
      await call('PUT', '/configuracoes', tokens.admin, current);
    }
  });
});
