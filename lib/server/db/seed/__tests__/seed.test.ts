import fs from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz';
import sharp from 'sharp';
import { badgeMeetsContrast } from '@/lib/domain/color';
import { categoryNameToSlug, slugify } from '@/lib/domain/slug';
import { verifyPassword } from '@/lib/server/auth/password';
import { resolveUploadPath } from '@/lib/server/media/storage';
import type { Database } from '@/lib/server/db/client';
import * as schema from '@/lib/server/db/schema';
import { seedDemoStationIfEmpty, wipeStation, type SeedResult } from '@/lib/server/db/seed';
import { publicationTime } from '@/lib/server/db/seed/dates';
import { createRandom } from '@/lib/server/db/seed/random';
import { createTestDatabase, type TestDatabase } from '@/test/helpers/database';

jest.setTimeout(180_000);

const TZ = 'America/Sao_Paulo';
const DAY = 24 * 60 * 60 * 1000;

/** Every key of SPEC §3's list form. */
const SPEC_SETTING_KEYS = [
  'site.nome', 'site.descricao', 'site.logo', 'site.logoAdmin', 'site.logoRodape', 'site.favicon', 'site.frequencia',
  'site.telefone', 'site.email', 'site.emailContato', 'site.endereco', 'site.cep',
  'telefone', 'fone', 'email', 'emailContato', 'contato.emailContato', 'contato.email', 'endereco', 'cep',
  'whatsapp.numero', 'whatsapp.ativo',
  'radio.streamUrl', 'player.stream.principal', 'player.url', 'radio.url',
  'player.autoplay', 'player.volumeInicial', 'player.iniciarMutado', 'player.app.android', 'player.app.ios',
  'radio.frequencia',
  'facebook', 'instagram', 'twitter', 'youtube', 'tiktok', 'linkedin',
  'redes.facebook', 'redes.instagram', 'redes.twitter', 'redes.youtube', 'redes.tiktok', 'redes.linkedin',
  'facebookAppId',
];

let database: TestDatabase;
let db: Database;
let dataDir: string;
let result: SeedResult;
let logged: string[];
let seededAt: Date;

function fileFor(url: string): string {
  const file = resolveUploadPath(url, { dataDir });
  if (file === null) throw new Error(`URL fora de /uploads: ${url}`);
  return file;
}

function expectImageWithVariants(url: string) {
  expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png)$/);
  expect(fs.existsSync(fileFor(url))).toBe(true);
  for (const size of ['post-large', 'post-medium', 'post-thumb']) {
    expect(fs.existsSync(fileFor(url.replace(/\.(jpg|png)$/, `_${size}.$1`)))).toBe(true);
  }
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
}

beforeAll(async () => {
  // A copy of the run's migrated database, with an empty data directory of its own.
  database = await createTestDatabase({ name: 'PGlite' });
  dataDir = database.dataDir;
  db = database.db;
  logged = [];
  seededAt = new Date();
  result = await seedDemoStationIfEmpty(db, { dataDir, log: (message) => logged.push(message) });
});

afterAll(async () => {
  await database?.dispose();
});

describe('seedDemoStationIfEmpty on an empty database', () => {
  it('seeds, reports what it did and warns about the demo passwords', () => {
    expect(result.seeded).toBe(true);
    const block = logged.join('\n');
    for (const email of ['admin@sintonia.local', 'editor@sintonia.local', 'autor@sintonia.local']) expect(block).toContain(email);
    expect(block).toContain('Sintonia@2026');
    expect(block).toContain('ATENÇÃO: troque estas senhas');
  });

  it('creates the three staff users with their roles and a verifiable password', async () => {
    const users = await db.select().from(schema.usuarios).orderBy(asc(schema.usuarios.id));
    expect(users.map((user) => [user.email, user.papel])).toEqual([
      ['admin@sintonia.local', 'admin'],
      ['editor@sintonia.local', 'editor'],
      ['autor@sintonia.local', 'autor'],
    ]);
    expect(users[0].nome).toBe('Administração Sintonia');
    for (const user of users) {
      expect(user.ativo).toBe(true);
      expect(user.senhaHash).not.toContain('Sintonia@2026');
      await expect(verifyPassword(user.senhaHash, 'Sintonia@2026')).resolves.toBe(true);
      await expect(verifyPassword(user.senhaHash, 'sintonia@2026')).resolves.toBe(false);
    }
  });

  it('stores every SPEC §3 settings key, public, with plausible values', async () => {
    const rows = await db.select().from(schema.configuracoes);
    const settings = new Map(rows.map((row) => [row.chave, row.valor]));
    for (const key of [...SPEC_SETTING_KEYS, 'youtube.canalFeed', 'youtube.canal', 'sobreRadio.texto', 'site.slogan']) {
      expect({ key, present: settings.has(key) && (settings.get(key) ?? '') !== '' }).toEqual({ key, present: true });
    }
    expect(rows.every((row) => row.publico && row.grupo !== '')).toBe(true);
    expect(settings.get('site.nome')).toBe('Sintonia FM');
    expect(settings.get('site.frequencia')).toBe('87.9');
    expect(settings.get('radio.frequencia')).toBe('87.9');
    expect(settings.get('player.autoplay')).toBe('false');
    expect(settings.get('player.volumeInicial')).toBe('0.7');
    expect(settings.get('player.iniciarMutado')).toBe('false');
    expect(settings.get('whatsapp.ativo')).toBe('true');
    expect(settings.get('whatsapp.numero')).toMatch(/^55519\d{8}$/);
    for (const key of ['radio.streamUrl', 'player.stream.principal', 'player.url', 'radio.url']) {
      expect(settings.get(key)).toBe('http://stream.sintonia.local:8000/sintonia');
    }
    for (const network of ['facebook', 'instagram', 'twitter', 'youtube', 'tiktok', 'linkedin']) {
      expect(settings.get(network)).toMatch(/^https:\/\//);
      expect(settings.get(`redes.${network}`)).toBe(settings.get(network));
    }
    expect(settings.get('youtube.canalFeed')).toMatch(/^https:\/\/www\.youtube\.com\/feeds\/videos\.xml\?channel_id=UC[\w-]{22}$/);
    expect(settings.get('youtube.canal')).toMatch(/^https:\/\/www\.youtube\.com\//);
    expect(settings.get('cep')).toMatch(/^9\d{4}-\d{3}$/);
    expect(settings.get('endereco')).toContain('/RS');
    expect((settings.get('sobreRadio.texto') ?? '').split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(settings.get('emailContato')).toBe(settings.get('contato.emailContato'));

    for (const key of ['site.logo', 'site.logoRodape', 'site.favicon', 'site.logoAdmin']) {
      const url = settings.get(key) as string;
      expectImageWithVariants(url);
      expect((await sharp(fileFor(url)).metadata()).format).toBe('png');
    }
  });

  it('creates the categories with the SPEC §9 slugs, each badge readable (WCAG AA)', async () => {
    const categories = await db.select().from(schema.categorias);
    expect(categories.length).toBeGreaterThanOrEqual(10);
    const bySlug = new Map(categories.map((category) => [category.slug, category]));
    const required: Array<[string, string]> = [
      ['plantao', 'Plantão Sintonia FM'],
      ['politica', 'Política'],
      ['politica-local', 'Política Local'],
      ['politica-nacional', 'Política Nacional'],
      ['saude', 'Saúde'],
      ['bombeiros-bombeiros', 'Bombeiros'],
    ];
    for (const [slug, nome] of required) expect(bySlug.get(slug)).toMatchObject({ nome });
    for (const slug of ['colunistas', 'galeria-de-fotos', 'esportes', 'economia', 'cultura', 'educacao']) expect(bySlug.has(slug)).toBe(true);
    expect(bySlug.get('galeria-de-fotos')?.nome).toBe('Galeria de Fotos');
    for (const category of categories) {
      expect(category.cor).toMatch(/^#[0-9A-F]{6}$/);
      expect(badgeMeetsContrast(category.cor)).toBe(true);
      expect(category.descricao?.length ?? 0).toBeGreaterThan(10);
      // The plantão slug comes from SPEC §9's fallback table rather than from its name.
      if (category.slug !== 'plantao') expect(categoryNameToSlug(category.nome)).toBe(category.slug);
    }
  });

  it('publishes at least 80 posts over the last 30 days, in São Paulo daytime, today and yesterday included', async () => {
    const published = await db.select().from(schema.postagens).where(sql`${schema.postagens.status} = 'publicado'`);
    expect(published.length).toBeGreaterThanOrEqual(80);
    const now = Date.now();
    const today = formatInTimeZone(seededAt, TZ, 'yyyy-MM-dd');
    const yesterday = formatInTimeZone(new Date(seededAt.getTime() - DAY), TZ, 'yyyy-MM-dd');
    const days = new Set<string>();
    for (const post of published) {
      const at = (post.publicadoEm as Date).getTime();
      expect(at).toBeLessThanOrEqual(now);
      expect(at).toBeGreaterThan(seededAt.getTime() - 31 * DAY);
      expect(post.criadoEm.getTime()).toBeLessThanOrEqual(at);
      expect(post.atualizadoEm.getTime()).toBeGreaterThanOrEqual(at);
      const day = formatInTimeZone(at, TZ, 'yyyy-MM-dd');
      days.add(day);
      if (day !== today) {
        const hour = Number(formatInTimeZone(at, TZ, 'H'));
        expect(hour).toBeGreaterThanOrEqual(7);
        expect(hour).toBeLessThanOrEqual(21);
      }
    }
    expect(days.has(today)).toBe(true);
    expect(days.has(yesterday)).toBe(true);
    expect(days.size).toBeGreaterThanOrEqual(25);
  });

  it('gives posts unique slugs from their titles, rich HTML, tags, views and staff authors', async () => {
    const posts = await db.select().from(schema.postagens);
    const users = await db.select({ id: schema.usuarios.id }).from(schema.usuarios);
    const staff = new Set(users.map((user) => user.id));
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.slug.startsWith(slugify(post.titulo))).toBe(true);
      expect(post.resumo?.length ?? 0).toBeGreaterThan(20);
      expect(post.conteudo).toMatch(/^<p>/);
      expect(post.conteudo).toContain('<h2>');
      expect(post.conteudo).toContain('<a href=');
      expect(post.conteudo.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(staff.has(post.autorId)).toBe(true);
      if (post.status === 'publicado') expect(post.visualizacoes).toBeGreaterThan(0);
    }
    expect(posts.filter((post) => post.conteudo.includes('<ul>')).length).toBeGreaterThanOrEqual(10);
    expect(posts.filter((post) => post.conteudo.includes('<blockquote>')).length).toBeGreaterThanOrEqual(10);
    expect(new Set(posts.map((post) => post.autorId)).size).toBe(3);
  });

  it('features at least 6 posts and backs featured images with real files and variants', async () => {
    const published = await db.select().from(schema.postagens).where(sql`${schema.postagens.status} = 'publicado'`);
    expect(published.filter((post) => post.destaque).length).toBeGreaterThanOrEqual(6);
    expect(published.filter((post) => post.destaque).every((post) => post.imagemDestaque)).toBe(true);
    const withImage = published.filter((post) => post.imagemDestaque);
    for (const post of withImage) expectImageWithVariants(post.imagemDestaque as string);
    expect(new Set(withImage.map((post) => post.imagemDestaque)).size).toBeGreaterThanOrEqual(20);
    const categories = await db.select().from(schema.categorias);
    const columnsId = categories.find((category) => category.slug === 'colunistas')?.id;
    const withoutImage = published.filter((post) => !post.imagemDestaque && post.categoriaId !== columnsId);
    expect(withoutImage.length).toBeGreaterThanOrEqual(3);

    const large = await sharp(fileFor((withImage[0].imagemDestaque as string).replace('.jpg', '_post-large.jpg'))).metadata();
    const thumb = await sharp(fileFor((withImage[0].imagemDestaque as string).replace('.jpg', '_post-thumb.jpg'))).metadata();
    expect(large.width).toBe(1200);
    expect(thumb.width).toBe(400);
  });

  it('links columns to team members and gives galleries 3 to 8 ordered images', async () => {
    const categories = await db.select().from(schema.categorias);
    const idOf = (slug: string) => categories.find((category) => category.slug === slug)?.id;
    const posts = await db.select().from(schema.postagens).where(sql`${schema.postagens.status} = 'publicado'`);
    const columns = posts.filter((post) => post.categoriaId === idOf('colunistas'));
    expect(columns.length).toBeGreaterThanOrEqual(5);
    const members = await db.select().from(schema.membrosEquipe);
    const memberIds = new Set(members.map((member) => member.id));
    for (const column of columns) expect(memberIds.has(column.membroEquipeId as number)).toBe(true);
    expect(new Set(columns.map((column) => column.membroEquipeId)).size).toBeGreaterThanOrEqual(3);

    const galleries = posts.filter((post) => post.categoriaId === idOf('galeria-de-fotos'));
    expect(galleries.length).toBeGreaterThanOrEqual(6);
    const images = await db.select().from(schema.postagemImagens).orderBy(asc(schema.postagemImagens.ordem));
    for (const gallery of galleries) {
      const own = images.filter((image) => image.postagemId === gallery.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(8);
      expect(own.map((image) => image.ordem)).toEqual(own.map((_, i) => i));
      expect(new Set(own.map((image) => image.url)).size).toBe(own.length);
      expect(gallery.imagemDestaque).toBe(own[0].url);
      for (const image of own) {
        expectImageWithVariants(image.url);
        expect(image.legenda?.length ?? 0).toBeGreaterThan(5);
      }
    }
  });

  it('includes audio and video in the forms the product extracts', async () => {
    const posts = await db.select().from(schema.postagens).where(sql`${schema.postagens.status} = 'publicado'`);
    const html = posts.map((post) => post.conteudo);
    const audio = html.filter((content) => /\.mp3/.test(content));
    expect(audio.length).toBeGreaterThanOrEqual(3);
    expect(html.some((content) => /<a href="\/uploads\/[^"]+\.mp3"/.test(content))).toBe(true);
    expect(html.some((content) => /<audio [^>]*src="\/uploads\/[^"]+\.mp3"/.test(content))).toBe(true);
    expect(html.some((content) => /\s\/uploads\/[^\s<"]+\.mp3(?=[\s<.,])/.test(content))).toBe(true);

    const video = html.filter((content) => /youtube\.com/.test(content));
    expect(video.length).toBeGreaterThanOrEqual(3);
    expect(html.some((content) => /<iframe [^>]*src="https:\/\/www\.youtube\.com\/embed\/[\w-]{11}"/.test(content))).toBe(true);
    expect(html.some((content) => /href="https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}"/.test(content))).toBe(true);
  });

  it('serves the news audio itself: every .mp3 of a post is a file of the media library, never another host', async () => {
    const posts = await db.select().from(schema.postagens);
    const mp3 = posts.flatMap((post) => [...post.conteudo.matchAll(/(?:https?:\/\/[^\s"<]+|\/uploads\/[^\s"<]+?)\.mp3/g)].map(([url]) => url));
    expect(mp3.length).toBeGreaterThanOrEqual(4);
    for (const url of mp3) {
      expect(url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.mp3$/);
      expect(fs.existsSync(fileFor(url))).toBe(true);
    }
    // The only other host a post names in src=: YouTube's embeds, which the site shows as posters
    // (lib/domain/video-facade.ts) that load nothing until the reader presses play.
    const hosts = new Set(posts.flatMap((post) => [...post.conteudo.matchAll(/\ssrc="(https?:\/\/[^"/]+)/g)].map(([, origin]) => new URL(origin).host)));
    expect([...hosts].sort()).toEqual(['www.youtube.com']);
  });

  it('keeps drafts, scheduled and archived posts', async () => {
    const posts = await db.select().from(schema.postagens);
    const byStatus = (status: string) => posts.filter((post) => post.status === status);
    expect(byStatus('rascunho')).toHaveLength(5);
    expect(byStatus('rascunho').every((post) => post.publicadoEm === null && !post.destaque)).toBe(true);
    expect(byStatus('agendado')).toHaveLength(2);
    expect(byStatus('agendado').every((post) => (post.publicadoEm as Date).getTime() > Date.now())).toBe(true);
    expect(byStatus('arquivado')).toHaveLength(1);
    expect((byStatus('arquivado')[0].publicadoEm as Date).getTime()).toBeLessThan(Date.now() - 30 * DAY);
  });

  it('creates three active banners with generated pictures', async () => {
    const banners = await db.select().from(schema.banners).orderBy(asc(schema.banners.ordem));
    expect(banners).toHaveLength(3);
    expect(banners.map((banner) => banner.ordem)).toEqual([1, 2, 3]);
    for (const banner of banners) {
      expect(banner.ativo).toBe(true);
      expect(banner.titulo.length).toBeGreaterThan(10);
      expect(banner.link).toMatch(/^(\/|https:\/\/)/);
      expectImageWithVariants(banner.imagem);
      const meta = await sharp(fileFor(banner.imagem)).metadata();
      expect([meta.width, meta.height]).toEqual([1920, 820]);
    }
  });

  it('creates two polls, one active, with 3–4 options and votes from distinct devices', async () => {
    const polls = await db.select().from(schema.enquetes);
    expect(polls).toHaveLength(2);
    expect(polls.filter((poll) => poll.ativa)).toHaveLength(1);
    const options = await db.select().from(schema.enqueteOpcoes);
    const votes = await db.select().from(schema.enqueteVotos);
    for (const poll of polls) {
      const own = options.filter((option) => option.enqueteId === poll.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(4);
      const pollVotes = votes.filter((vote) => vote.enqueteId === poll.id);
      expect(pollVotes.length).toBeGreaterThanOrEqual(40);
      expect(pollVotes.length).toBeLessThanOrEqual(120);
      expect(new Set(pollVotes.map((vote) => vote.deviceId)).size).toBe(pollVotes.length);
      const optionIds = new Set(own.map((option) => option.id));
      expect(pollVotes.every((vote) => optionIds.has(vote.opcaoId))).toBe(true);
      expect(new Set(pollVotes.map((vote) => vote.opcaoId)).size).toBeGreaterThan(1);
    }
  });

  it('creates six team members with avatars, bios and social links', async () => {
    const members = await db.select().from(schema.membrosEquipe).orderBy(asc(schema.membrosEquipe.ordem));
    expect(members).toHaveLength(6);
    expect(members.map((member) => member.ordem)).toEqual([1, 2, 3, 4, 5, 6]);
    const cargos = members.map((member) => member.cargo);
    for (const cargo of ['Locutor', 'Repórter', 'Colunista de Economia', 'Diretora de Jornalismo']) expect(cargos).toContain(cargo);
    for (const member of members) {
      expectImageWithVariants(member.avatar as string);
      expect(member.bio?.length ?? 0).toBeGreaterThan(30);
      expect(Object.values(member.redes).every((url) => url.startsWith('https://'))).toBe(true);
      expect(Object.keys(member.redes).length).toBeGreaterThan(0);
    }
  });

  it('seeds podcast episodes of two shows with real audio, one scheduled (issue 15)', async () => {
    const episodes = await db.select().from(schema.episodios);
    const shows = await db.select().from(schema.programas);
    const slugOf = new Map(shows.map((show) => [show.id, show.slug]));
    expect(new Set(episodes.map((episode) => slugOf.get(episode.programaId)))).toEqual(new Set(['sintonia-fm-noticias', 'bom-dia-sintonia-fm']));
    expect(episodes.length).toBe(5);
    expect(episodes.filter((episode) => episode.publicadoEm > seededAt)).toHaveLength(1);
    expect(new Set(episodes.map((episode) => episode.guid)).size).toBe(episodes.length);
    for (const episode of episodes) {
      expect(episode.slug).toBe(slugify(episode.titulo));
      expect(episode.audioUrl).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.mp3$/);
      expect(fs.statSync(resolveUploadPath(episode.audioUrl, { dataDir }) as string).size).toBe(episode.audioTamanho);
      expect(episode.duracaoSegundos).toBeGreaterThan(30);
    }
  });

  it('gives the radio a recent day: two days of songs with the show on air, a week of listener hours, requests (issue 26)', async () => {
    const songs = await db.select().from(schema.musicasTocadas).orderBy(schema.musicasTocadas.inicio);
    expect(songs.length).toBeGreaterThan(2 * 24 * 10);
    expect(songs[0]!.inicio.getTime()).toBeGreaterThanOrEqual(seededAt.getTime() - 2 * 86_400_000 - 60_000);
    for (const [index, song] of songs.entries()) {
      expect(song.fim!.getTime()).toBeGreaterThan(song.inicio.getTime());
      expect(song.fim!.getTime()).toBeLessThanOrEqual(Date.now());
      if (index > 0) expect(song.inicio.getTime()).toBeGreaterThanOrEqual(songs[index - 1]!.fim!.getTime());
    }
    // 7:30 in São Paulo is the morning show's, whichever day.
    const morning = songs.find((song) => new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', hourCycle: 'h23' }).format(song.inicio) === '07');
    expect(morning?.programaNome).toBe('Bom Dia Sintonia FM');
    expect(morning?.apresentadores).toBe('Cláudio Zanella');

    const hours = await db.select().from(schema.ouvintesHora);
    expect(hours.length).toBe(7 * 24 + 1);
    for (const hour of hours) {
      expect(hour.hora.getTime() % 3_600_000).toBe(0);
      expect(hour.pico).toBeGreaterThan(0);
      expect(hour.soma / hour.amostras).toBeLessThanOrEqual(hour.pico);
    }

    const requests = await db.select().from(schema.pedidosMusicais);
    expect(requests.map((request) => request.status).sort()).toEqual(['lido', 'novo', 'novo', 'tocado', 'tocado']);
    expect(requests.every((request) => request.criadoEm <= new Date())).toBe(true);
  });

  it('records media, logs and daily views', async () => {
    const media = await db.select().from(schema.midias);
    // The podcasts' audio has no size variants: its row keeps the duration instead.
    const images = media.filter((item) => !item.mime.startsWith('audio/'));
    expect(images.length).toBeGreaterThanOrEqual(30);
    for (const item of images) {
      expect(item.largura).toBeGreaterThan(0);
      expect(Object.keys(item.variantes).sort()).toEqual(['post-large', 'post-medium', 'post-thumb']);
      expectImageWithVariants(`/uploads/${item.arquivo}`);
    }
    // Two podcast files and the four of the news.
    const audio = media.filter((item) => item.mime.startsWith('audio/'));
    expect(audio.length).toBe(6);
    for (const item of audio) {
      expect(item).toMatchObject({ mime: 'audio/mpeg', largura: null, altura: null });
      expect(item.duracaoSegundos).toBeGreaterThan(30);
      expect(item.variantes).toEqual({});
      expect(fs.statSync(path.join(dataDir, 'uploads', item.arquivo)).size).toBe(item.tamanho);
    }

    const logs = await db.select().from(schema.logs);
    expect(logs.length).toBeGreaterThanOrEqual(5);
    expect(logs.some((log) => log.entidade === 'sistema')).toBe(true);
    expect(logs.some((log) => log.acao === 'login')).toBe(true);

    const daily = await db.select().from(schema.visualizacoesDiarias);
    expect(daily.length).toBeGreaterThan(20);
    const lastWeek = new Set(
      Array.from({ length: 7 }, (_, i) => formatInTimeZone(new Date(seededAt.getTime() - i * DAY), TZ, 'yyyy-MM-dd')),
    );
    expect(daily.every((row) => /^\d{4}-\d{2}-\d{2}$/.test(row.dia) && lastWeek.has(row.dia) && row.total > 0)).toBe(true);
    const posts = await db.select().from(schema.postagens);
    for (const post of posts) {
      const sum = daily.filter((row) => row.postagemId === post.id).reduce((total, row) => total + row.total, 0);
      expect(post.visualizacoes).toBeGreaterThanOrEqual(sum);
    }
  });

  it('feeds the Portuguese full-text search', async () => {
    const rows = await db
      .select({ titulo: schema.postagens.titulo })
      .from(schema.postagens)
      .where(sql`${schema.postagens.busca} @@ plainto_tsquery('portuguese', sintonia_unaccent('colheita'))`);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('does nothing on a second call', async () => {
    const before = listFiles(path.join(dataDir, 'uploads')).length;
    const [{ total: postsBefore }] = await db.select({ total: sql<number>`count(*)::int` }).from(schema.postagens);
    const again = await seedDemoStationIfEmpty(db, { dataDir, log: () => {} });
    expect(again.seeded).toBe(false);
    const [{ total: postsAfter }] = await db.select({ total: sql<number>`count(*)::int` }).from(schema.postagens);
    expect(postsAfter).toBe(postsBefore);
    expect(listFiles(path.join(dataDir, 'uploads')).length).toBe(before);
  });

  it('seeds again after a wipe, with identities restarted and every picture at the same address', async () => {
    const pictures = async () =>
      (await db.select({ arquivo: schema.midias.arquivo, mime: schema.midias.mime }).from(schema.midias))
        .filter((row) => row.mime.startsWith('image/'))
        .map((row) => row.arquivo)
        .sort();
    const before = await pictures();
    await wipeStation(db, { dataDir });
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(schema.postagens);
    expect(total).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    const again = await seedDemoStationIfEmpty(db, { dataDir });
    expect(again.seeded).toBe(true);
    const users = await db.select({ id: schema.usuarios.id }).from(schema.usuarios).orderBy(asc(schema.usuarios.id));
    expect(users.map((user) => user.id)).toEqual([1, 2, 3]);
    expect(again.contagens?.publicadas).toBe(result.contagens?.publicadas);
    // Named by their content (a UUID of version 8), not at random: each demo station serves them at the same addresses.
    expect(await pictures()).toEqual(before);
    expect(before.length).toBeGreaterThan(40);
    for (const arquivo of before) expect(arquivo).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.(jpg|png)$/);
  });
});

describe('publicationTime', () => {
  const at = (iso: string) => new Date(iso);
  const spDay = (date: Date) => formatInTimeZone(date, TZ, 'yyyy-MM-dd');
  const spHour = (date: Date) => Number(formatInTimeZone(date, TZ, 'H'));

  it('keeps today’s posts in the past and on today’s São Paulo date, at any hour', () => {
    const random = createRandom(1);
    // 02:40, 07:10, 15:00 and 23:50 in São Paulo (UTC−3), plus the first minute of the day.
    for (const iso of ['2026-11-21T05:40:00Z', '2026-11-21T10:10:00Z', '2026-11-21T18:00:00Z', '2026-11-22T02:50:00Z', '2026-11-21T03:00:30Z']) {
      const now = at(iso);
      for (let i = 0; i < 50; i++) {
        const time = publicationTime(now, 0, random);
        expect(time.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(spDay(time)).toBe(spDay(now));
      }
    }
    const afternoon = at('2026-11-21T18:00:00Z');
    for (let i = 0; i < 50; i++) expect(spHour(publicationTime(afternoon, 0, random))).toBeGreaterThanOrEqual(7);
  });

  it('puts earlier days in São Paulo daytime', () => {
    const random = createRandom(2);
    const now = at('2026-11-21T05:40:00Z');
    for (let daysAgo = 1; daysAgo <= 30; daysAgo++) {
      const time = publicationTime(now, daysAgo, random);
      expect(spHour(time)).toBeGreaterThanOrEqual(7);
      expect(spHour(time)).toBeLessThanOrEqual(20);
      expect(spDay(time)).toBe(spDay(new Date(now.getTime() - daysAgo * DAY)));
    }
  });
});
