import 'server-only';
import { createHash } from 'node:crypto';
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { slugify } from '../../../domain/slug';
import { hashPassword } from '../../auth/password';
import { clearUploads, deleteStoredImage, storeImage, type StoredImage } from '../../media/storage';
import type { Database, Tx } from '../client';
import * as schema from '../schema';
import { avatarArtwork, bannerArtwork, faviconArtwork, footerLogoArtwork, logoArtwork, newsArtwork, showArtwork } from './artwork';
import { DAY, MINUTE, publicationTime, saoPauloDay, saoPauloTime } from './dates';
import { demoContactMessageRows } from './contact-messages';
import { buildContent, type PostParts } from './html';
import { NEWS, NEWS_AUDIO, type NewsAudioKey, type NewsItem } from './news';
import { createRandom, type Random } from './random';
import { APP_LINKS, buildSettings } from './settings';
import { COLUMNS, GALLERIES, UNPUBLISHED } from './special-posts';
import { DEMO_SCHEDULE, EVERY_DAY } from './schedule';
import { seedDemoPodcasts, storeDemoAudio, type DemoAudio } from './podcasts';
import { seedDemoRadioDay } from './radio-day';
import { CATEGORIES, STAFF, STAFF_PASSWORD, STATION, TEAM, type CategorySlug, type StaffKey, type TeamKey } from './station';

export type SeedOptions = {
  /** DATA_DIR: pictures go to {dataDir}/uploads (to the bucket instead when S3_BUCKET is set). */
  dataDir: string;
  log?: (message: string) => void;
  /** Dates are relative to this moment (the seeding time by default). */
  now?: Date;
};

export type SeedCounts = {
  usuarios: number;
  categorias: number;
  postagens: number;
  publicadas: number;
  imagens: number;
  banners: number;
  enquetes: number;
  votos: number;
  equipe: number;
  configuracoes: number;
  programas: number;
};

export type SeedResult = { seeded: boolean; duracaoMs: number; contagens?: SeedCounts };


const SEED = 879;
/** News pictures: two per news category plus six scenes for the photo galleries. */
const IMAGES_PER_CATEGORY = 2;
const GALLERY_SCENES = 6;
const GALLERY_COLOURS = ['#DB2777', '#0D9488', '#F97316', '#65A30D', '#A855F7', '#2563EB'];

class AlreadySeeded extends Error {}

const BANNERS = [
  {
    titulo: 'Sintonia FM 87.9: a rádio do Vale do Sereno',
    cor: '#2563EB',
    link: '/a-radio',
  },
  {
    titulo: 'Baixe o aplicativo e ouça a Sintonia FM onde estiver',
    cor: '#F97316',
    link: APP_LINKS.android,
  },
  {
    titulo: 'Festa da Colheita: confira as fotos do fim de semana',
    cor: '#DB2777',
    link: '/galeria-de-fotos',
  },
] as const;

const POLLS = [
  {
    pergunta: 'Qual deve ser a prioridade da prefeitura de Sereno do Sul no próximo ano?',
    descricao: 'Participe: o resultado será comentado no Sintonia FM Notícias.',
    ativa: true,
    inicioDiasAtras: 9,
    fimDiasAtras: null,
    opcoes: [
      { texto: 'Saúde', peso: 5 },
      { texto: 'Educação', peso: 3 },
      { texto: 'Segurança', peso: 4 },
      { texto: 'Asfalto e estradas do interior', peso: 4 },
    ],
    votos: 96,
    comImagem: true,
  },
  {
    pergunta: 'Qual atração você mais quer ver na Festa da Colheita?',
    descricao: 'Enquete encerrada.',
    ativa: false,
    inicioDiasAtras: 45,
    fimDiasAtras: 31,
    opcoes: [
      { texto: 'Show nacional', peso: 4 },
      { texto: 'Bandas e grupos gaúchos', peso: 5 },
      { texto: 'Rodeio crioulo', peso: 2 },
    ],
    votos: 64,
    comImagem: false,
  },
] as const;

function categoryColour(slug: CategorySlug): string {
  return CATEGORIES.find((category) => category.slug === slug)?.cor ?? '#3B82F6';
}

function categoryLabel(slug: CategorySlug): string {
  const nome = CATEGORIES.find((category) => category.slug === slug)?.nome ?? slug;
  return slug === 'plantao' ? 'Plantão' : nome;
}

async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

type ImageJob = { key: string; nome: string; alt: string; render: () => Promise<Buffer> };

type Pictures = {
  stored: Array<StoredImage & { alt: string }>;
  byKey: Map<string, StoredImage>;
  news: Map<CategorySlug, StoredImage[]>;
  galleryPool: StoredImage[];
  /** The audio of the news (NEWS_AUDIO), in the media library like the pictures. */
  audio: Map<NewsAudioKey, DemoAudio>;
};

/** Draws and stores every picture, and the news audio, before the transaction, so the rows can point at real files. */
async function createPictures(options: SeedOptions & { now: Date }, random: Random): Promise<Pictures> {
  const jobs: ImageJob[] = [
    { key: 'logo', nome: 'logo-sintonia-fm.png', alt: 'Logotipo da Sintonia FM', render: () => logoArtwork(STATION.nome, `FM ${STATION.frequencia} · ${STATION.regiao}`) },
    { key: 'logo-rodape', nome: 'logo-rodape-sintonia-fm.png', alt: 'Logotipo da Sintonia FM para o rodapé', render: () => footerLogoArtwork(STATION.nome) },
    { key: 'favicon', nome: 'favicon-sintonia-fm.png', alt: 'Ícone da Sintonia FM', render: () => faviconArtwork() },
  ];
  for (const member of TEAM) {
    jobs.push({ key: `avatar-${member.chave}`, nome: `${slugify(member.nome)}.jpg`, alt: `Foto de ${member.nome}`, render: () => avatarArtwork(member.nome, member.cor) });
  }
  for (const [index, banner] of BANNERS.entries()) {
    const seed = random.int(1, 1_000_000);
    jobs.push({
      key: `banner-${index}`,
      nome: `banner-${index + 1}.jpg`,
      alt: banner.titulo,
      render: () => bannerArtwork(banner.cor, createRandom(seed)),
    });
  }
  for (const [index, show] of DEMO_SCHEDULE.entries()) {
    const seed = random.int(1, 1_000_000);
    jobs.push({
      key: `programa-${index}`,
      nome: `${slugify(show.nome)}.jpg`,
      alt: `Capa do programa ${show.nome}`,
      render: () => showArtwork(index, show.nome, show.cor, createRandom(seed)),
    });
  }
  const newsCategories = CATEGORIES.map((category) => category.slug).filter(
    (slug) => slug !== 'colunistas' && slug !== 'galeria-de-fotos',
  );
  let scene = 0;
  for (const slug of newsCategories) {
    for (let i = 0; i < IMAGES_PER_CATEGORY; i++) {
      const seed = random.int(1, 1_000_000);
      const sceneIndex = scene++;
      jobs.push({
        key: `news-${slug}-${i}`,
        nome: `${slug}-${i + 1}.jpg`,
        alt: `Imagem ilustrativa de ${categoryLabel(slug)}`,
        render: () => newsArtwork(sceneIndex, categoryColour(slug), categoryLabel(slug), createRandom(seed)),
      });
    }
  }
  for (let i = 0; i < GALLERY_SCENES; i++) {
    const seed = random.int(1, 1_000_000);
    const sceneIndex = scene++;
    jobs.push({
      key: `gallery-${i}`,
      nome: `galeria-${i + 1}.jpg`,
      alt: 'Imagem da galeria de fotos da Sintonia FM',
      render: () => newsArtwork(sceneIndex, GALLERY_COLOURS[i], 'Galeria', createRandom(seed)),
    });
  }

  const stored: Pictures['stored'] = [];
  let results: StoredImage[];
  try {
    results = await mapLimit(jobs, 2, async (job) => {
      const picture = await job.render();
      const image = await storeImage(picture, job.nome, { dataDir: options.dataDir, now: options.now, id: pictureId(job.key, picture), encoding: 'quick' });
      stored.push({ ...image, alt: job.alt });
      return image;
    });
  } catch (error) {
    await removePictures(stored, options.dataDir);
    throw error;
  }
  const byKey = new Map(jobs.map((job, index) => [job.key, results[index]] as const));
  const news = new Map<CategorySlug, StoredImage[]>();
  for (const slug of newsCategories) {
    news.set(
      slug,
      Array.from({ length: IMAGES_PER_CATEGORY }, (_, i) => byKey.get(`news-${slug}-${i}`) as StoredImage),
    );
  }
  const galleryPool = [
    ...Array.from({ length: GALLERY_SCENES }, (_, i) => byKey.get(`gallery-${i}`) as StoredImage),
    ...[...news.values()].flat(),
  ];
  const audioKeys = Object.keys(NEWS_AUDIO) as NewsAudioKey[];
  let audio: DemoAudio[];
  try {
    audio = await storeDemoAudio(audioKeys.map((key) => NEWS_AUDIO[key]), options.dataDir, options.now);
  } catch (error) {
    await removePictures(stored, options.dataDir);
    throw error;
  }
  return { stored, byKey, news, galleryPool, audio: new Map(audioKeys.map((key, i) => [key, audio[i]])) };
}

/**
 * A UUID (version 8) from the picture's bytes: every demo station stores a picture under the same
 * address, so the image optimizer's cache, shared by servers on one machine, encodes it once.
 */
function pictureId(key: string, picture: Buffer): string {
  const hex = createHash('sha256').update(key).update(picture).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

async function removePictures(files: readonly { arquivo: string }[], dataDir: string): Promise<void> {
  await Promise.all(files.map((file) => deleteStoredImage(file.arquivo, { dataDir })));
}

/** A news item's parts for buildContent: an audio form gets its file's address on this site. */
function contentParts(item: NewsItem, pictures: Pictures): PostParts {
  const { midia } = item;
  if (!midia || !('audio' in midia)) return { ...item, midia };
  return { ...item, midia: { tipo: midia.tipo, url: (pictures.audio.get(midia.audio) as DemoAudio).url, legenda: midia.legenda } };
}

type PostRow = typeof schema.postagens.$inferInsert;

type PlannedPost = {
  row: Omit<PostRow, 'categoriaId' | 'autorId' | 'membroEquipeId'> & { slug: string };
  categoria: CategorySlug;
  autor: StaffKey;
  membro?: TeamKey;
  galeria?: Array<{ url: string; legenda: string }>;
};

function uniqueSlug(titulo: string, used: Set<string>): string {
  const base = slugify(titulo);
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  used.add(slug);
  return slug;
}

function pickAuthor(random: Random): StaffKey {
  return random.pick<StaffKey>(['autor', 'autor', 'editor', 'editor', 'admin']);
}

/** Every post of the demo, with its dates, author and pictures decided; ids come at insert time. */
function planPosts(now: Date, pictures: Pictures, random: Random): PlannedPost[] {
  const used = new Set<string>();
  const imageTurn = new Map<CategorySlug, number>();
  const newsImage = (slug: CategorySlug): StoredImage => {
    const images = pictures.news.get(slug) ?? pictures.galleryPool;
    const turn = imageTurn.get(slug) ?? 0;
    imageTurn.set(slug, turn + 1);
    return images[turn % images.length];
  };
  const legenda = 'Imagem ilustrativa — Arquivo Sintonia FM';

  type Draft = Omit<PlannedPost, 'row'> & { row: Omit<PlannedPost['row'], 'publicadoEm' | 'criadoEm' | 'atualizadoEm' | 'visualizacoes'> };
  const published: Draft[] = [];

  const fromNews = (item: NewsItem): Draft => {
    const image = item.semImagem ? null : newsImage(item.categoria);
    return {
      categoria: item.categoria,
      autor: item.autor ?? pickAuthor(random),
      row: {
        titulo: item.titulo,
        slug: uniqueSlug(item.titulo, used),
        resumo: item.resumo,
        conteudo: buildContent(contentParts(item, pictures), random),
        imagemDestaque: image?.url ?? null,
        legenda: image ? legenda : null,
        destaque: item.destaque ?? false,
        status: 'publicado',
        tags: item.tags,
      },
    };
  };

  for (const item of NEWS) published.push(fromNews(item));

  const columnImageCategory: Record<TeamKey, CategorySlug> = {
    marta: 'plantao',
    claudio: 'cultura',
    renata: 'plantao',
    paulo: 'economia',
    helena: 'cultura',
    jorge: 'esportes',
  };
  for (const column of COLUMNS) {
    const image = column.comImagem ? newsImage(columnImageCategory[column.membro]) : null;
    published.push({
      categoria: 'colunistas',
      autor: 'editor',
      membro: column.membro,
      row: {
        titulo: column.titulo,
        slug: uniqueSlug(column.titulo, used),
        resumo: column.resumo,
        conteudo: buildContent({ ...column, categoria: 'colunistas' }, random),
        imagemDestaque: image?.url ?? null,
        legenda: image ? legenda : null,
        destaque: false,
        status: 'publicado',
        tags: column.tags,
      },
    });
  }

  for (const gallery of GALLERIES) {
    const photos = random.sample(pictures.galleryPool, gallery.fotos.length);
    published.push({
      categoria: 'galeria-de-fotos',
      autor: random.pick<StaffKey>(['autor', 'editor']),
      galeria: gallery.fotos.map((caption, i) => ({ url: photos[i].url, legenda: caption })),
      row: {
        titulo: gallery.titulo,
        slug: uniqueSlug(gallery.titulo, used),
        resumo: gallery.resumo,
        conteudo: buildContent({ categoria: 'galeria-de-fotos', paragrafos: gallery.paragrafos }, random),
        imagemDestaque: photos[0].url,
        legenda: gallery.fotos[0],
        destaque: gallery.destaque ?? false,
        status: 'publicado',
        tags: gallery.tags,
      },
    });
  }

  // About three posts a day over the last 30 days, today and yesterday included.
  const planned: PlannedPost[] = random.shuffle(published).map((draft, index, all) => {
    const daysAgo = Math.floor((index * 30) / all.length);
    const publicadoEm = publicationTime(now, daysAgo, random);
    const criadoEm = new Date(publicadoEm.getTime() - random.int(15, 240) * MINUTE);
    const edited = random.chance(0.3) ? new Date(publicadoEm.getTime() + random.int(5, 180) * MINUTE) : publicadoEm;
    const atualizadoEm = edited.getTime() > now.getTime() ? publicadoEm : edited;
    const base = random.int(60, 700) + daysAgo * random.int(15, 80);
    const visualizacoes = Math.round(base * (draft.row.destaque ? 2.5 : 1));
    return { ...draft, row: { ...draft.row, publicadoEm, criadoEm, atualizadoEm, visualizacoes } };
  });

  for (const item of UNPUBLISHED) {
    const draft = fromNews(item);
    let publicadoEm: Date | null = null;
    let criadoEm = new Date(now.getTime() - random.int(2, 96) * 60 * MINUTE);
    let atualizadoEm = new Date(Math.min(now.getTime(), criadoEm.getTime() + random.int(10, 600) * MINUTE));
    if (item.status === 'agendado') {
      publicadoEm = saoPauloTime(now, -(item.dias ?? 1), 8, 0);
    } else if (item.status === 'arquivado') {
      publicadoEm = saoPauloTime(now, -(item.dias ?? -60), 10, 30);
      criadoEm = new Date(publicadoEm.getTime() - 90 * MINUTE);
      atualizadoEm = new Date(publicadoEm.getTime() + 7 * DAY);
    }
    planned.push({
      ...draft,
      row: {
        ...draft.row,
        destaque: false,
        status: item.status,
        publicadoEm,
        criadoEm,
        atualizadoEm,
        visualizacoes: item.status === 'arquivado' ? random.int(900, 2400) : 0,
      },
    });
  }
  return planned;
}

function deviceId(poll: number, voter: number): string {
  return createHash('sha256').update(`sintonia-demo-dispositivo-${poll}-${voter}`).digest('hex');
}

function weightedIndex(weights: readonly number[], random: Random): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [index, weight] of weights.entries()) {
    roll -= weight;
    if (roll < 0) return index;
  }
  return weights.length - 1;
}

async function insertEverything(
  tx: Tx,
  now: Date,
  pictures: Pictures,
  senhas: readonly string[],
  random: Random,
): Promise<SeedCounts> {
  const picture = (key: string) => pictures.byKey.get(key) as StoredImage;
  const staffAvatar: Partial<Record<StaffKey, string>> = { editor: picture('avatar-marta').url, autor: picture('avatar-renata').url };
  const users = await tx
    .insert(schema.usuarios)
    .values(
      STAFF.map((user, i) => ({
        nome: user.nome,
        email: user.email,
        senhaHash: senhas[i],
        papel: user.papel,
        avatar: staffAvatar[user.chave] ?? null,
        criadoEm: new Date(now.getTime() - 40 * DAY),
        atualizadoEm: new Date(now.getTime() - 40 * DAY),
      })),
    )
    .returning({ id: schema.usuarios.id, email: schema.usuarios.email });
  const userId = (key: StaffKey) => users.find((user) => user.email === STAFF.find((s) => s.chave === key)?.email)?.id as number;

  const categories = await tx
    .insert(schema.categorias)
    .values(CATEGORIES.map((category, i) => ({ ...category, ordem: i + 1 })))
    .returning({ id: schema.categorias.id, slug: schema.categorias.slug });
  const categoryId = (slug: CategorySlug) => categories.find((category) => category.slug === slug)?.id as number;

  const members = await tx
    .insert(schema.membrosEquipe)
    .values(
      TEAM.map((member, i) => ({
        nome: member.nome,
        cargo: member.cargo,
        avatar: picture(`avatar-${member.chave}`).url,
        bio: member.bio,
        redes: { ...member.redes } as Record<string, string>,
        ordem: i + 1,
      })),
    )
    .returning({ id: schema.membrosEquipe.id, nome: schema.membrosEquipe.nome });
  const memberId = (key: TeamKey) => members.find((member) => member.nome === TEAM.find((m) => m.chave === key)?.nome)?.id as number;

  // The programme grid: SPEC §4.2's table as shows, every day.
  const shows = await tx
    .insert(schema.programas)
    .values(
      DEMO_SCHEDULE.map((show, index) => ({
        nome: show.nome,
        slug: slugify(show.nome),
        descricao: show.descricao,
        imagem: picture(`programa-${index}`).url,
        criadoEm: new Date(now.getTime() - 30 * DAY),
        atualizadoEm: new Date(now.getTime() - 30 * DAY),
      })),
    )
    .returning({ id: schema.programas.id, slug: schema.programas.slug });
  const showId = (nome: string) => shows.find((show) => show.slug === slugify(nome))?.id as number;
  await tx
    .insert(schema.programaHorarios)
    .values(DEMO_SCHEDULE.flatMap((show) => EVERY_DAY.map((dia) => ({ programaId: showId(show.nome), dia, inicioMinuto: show.inicioHora * 60, fimMinuto: show.fimHora * 60 }))));
  await tx
    .insert(schema.programaApresentadores)
    .values(DEMO_SCHEDULE.flatMap((show) => show.apresentadores.map((key, ordem) => ({ programaId: showId(show.nome), membroId: memberId(key), ordem }))));

  await tx.insert(schema.midias).values(
    pictures.stored.map((image) => ({
      arquivo: image.arquivo,
      nomeOriginal: image.nomeOriginal,
      mime: image.mime,
      tamanho: image.tamanho,
      largura: image.largura,
      altura: image.altura,
      alt: image.alt,
      variantes: image.variantes,
      enviadoPorId: userId('admin'),
      criadoEm: new Date(now.getTime() - 35 * DAY + random.int(0, 3 * 24 * 60) * MINUTE),
    })),
  );
  // The news audio has no size variants: its row keeps the duration instead.
  await tx.insert(schema.midias).values(
    [...pictures.audio.values()].map((file) => ({
      arquivo: file.arquivo,
      nomeOriginal: file.nomeOriginal,
      mime: file.mime,
      tamanho: file.tamanho,
      alt: '',
      variantes: {},
      duracaoSegundos: file.duracaoSegundos,
      enviadoPorId: userId('editor'),
      criadoEm: new Date(now.getTime() - 32 * DAY),
    })),
  );

  const settings = buildSettings({ logo: picture('logo').url, logoRodape: picture('logo-rodape').url, favicon: picture('favicon').url });
  await tx.insert(schema.configuracoes).values(settings.map((row) => ({ ...row, publico: true })));

  const plan = planPosts(now, pictures, random);
  // Daily views of the last 7 days for the most recent posts; each total stays above their sum.
  const recent = plan
    .filter((post) => post.row.status === 'publicado')
    .sort((a, b) => (b.row.publicadoEm as Date).getTime() - (a.row.publicadoEm as Date).getTime())
    .slice(0, 30);
  const dailyBySlug: Array<{ slug: string; dia: string; total: number }> = [];
  for (const post of recent) {
    const publishedDay = saoPauloDay(post.row.publicadoEm as Date);
    let sum = 0;
    for (let daysAgo = 0; daysAgo < 7; daysAgo++) {
      const dia = saoPauloDay(new Date(now.getTime() - daysAgo * DAY));
      if (dia < publishedDay) continue;
      const total = random.int(8, 320);
      sum += total;
      dailyBySlug.push({ slug: post.row.slug, dia, total });
    }
    if ((post.row.visualizacoes ?? 0) < sum) post.row.visualizacoes = sum + random.int(10, 120);
  }

  const posts = await tx
    .insert(schema.postagens)
    .values(
      plan.map((post) => ({
        ...post.row,
        categoriaId: categoryId(post.categoria),
        autorId: userId(post.autor),
        atualizadoPorId: userId(post.autor),
        membroEquipeId: post.membro ? memberId(post.membro) : null,
      })),
    )
    .returning({ id: schema.postagens.id, slug: schema.postagens.slug });
  const postId = (slug: string) => posts.find((post) => post.slug === slug)?.id as number;

  const galleryRows = plan.flatMap((post) =>
    (post.galeria ?? []).map((photo, ordem) => ({ postagemId: postId(post.row.slug), url: photo.url, legenda: photo.legenda, ordem })),
  );
  await tx.insert(schema.postagemImagens).values(galleryRows);

  await tx.insert(schema.banners).values(
    BANNERS.map((banner, i) => ({
      titulo: banner.titulo,
      imagem: picture(`banner-${i}`).url,
      link: banner.link,
      ordem: i + 1,
      ativo: true,
      criadoEm: new Date(now.getTime() - (20 - i) * DAY),
    })),
  );

  let votos = 0;
  for (const [pollIndex, poll] of POLLS.entries()) {
    const inicioEm = saoPauloTime(now, poll.inicioDiasAtras, 9, 0);
    const fimEm = poll.fimDiasAtras === null ? null : saoPauloTime(now, poll.fimDiasAtras, 23, 59);
    const [enquete] = await tx
      .insert(schema.enquetes)
      .values({
        pergunta: poll.pergunta,
        descricao: poll.descricao,
        imagem: poll.comImagem ? pictures.news.get('politica-local')?.[0]?.url ?? null : null,
        ativa: poll.ativa,
        inicioEm,
        fimEm,
        criadoEm: new Date(inicioEm.getTime() - 60 * MINUTE),
      })
      .returning({ id: schema.enquetes.id });
    const opcoes = await tx
      .insert(schema.enqueteOpcoes)
      .values(poll.opcoes.map((option, ordem) => ({ enqueteId: enquete.id, texto: option.texto, ordem })))
      .returning({ id: schema.enqueteOpcoes.id });
    const end = (fimEm ?? now).getTime();
    const weights = poll.opcoes.map((option) => option.peso);
    await tx.insert(schema.enqueteVotos).values(
      Array.from({ length: poll.votos }, (_, voter) => ({
        enqueteId: enquete.id,
        opcaoId: opcoes[weightedIndex(weights, random)].id,
        deviceId: deviceId(pollIndex + 1, voter + 1),
        criadoEm: new Date(inicioEm.getTime() + Math.floor(random.next() * (end - inicioEm.getTime()))),
      })),
    );
    votos += poll.votos;
  }

  await tx
    .insert(schema.visualizacoesDiarias)
    .values(dailyBySlug.map((row) => ({ postagemId: postId(row.slug), dia: row.dia, total: row.total })));

  const publishedPosts = plan.filter((post) => post.row.status === 'publicado');
  const sampleLogs = random.sample(publishedPosts, 6).map((post) => ({
    usuarioId: userId(post.autor),
    acao: 'publicar',
    entidade: 'postagem',
    entidadeId: String(postId(post.row.slug)),
    detalhes: { titulo: post.row.titulo },
    ip: `192.168.0.${random.int(10, 60)}`,
    criadoEm: post.row.publicadoEm as Date,
  }));
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 60 * MINUTE);
  await tx.insert(schema.logs).values([
    { usuarioId: userId('admin'), acao: 'login', entidade: 'usuario', entidadeId: String(userId('admin')), ip: '192.168.0.10', criadoEm: ago(21, 3) },
    {
      usuarioId: userId('admin'),
      acao: 'atualizar',
      entidade: 'configuracao',
      detalhes: { chaves: ['radio.streamUrl', 'whatsapp.numero', 'site.slogan'] },
      ip: '192.168.0.10',
      criadoEm: ago(21, 2),
    },
    {
      usuarioId: userId('admin'),
      acao: 'criar',
      entidade: 'usuario',
      entidadeId: String(userId('autor')),
      detalhes: { email: 'autor@sintonia.local', papel: 'autor' },
      ip: '192.168.0.10',
      criadoEm: ago(21, 1),
    },
    { usuarioId: userId('editor'), acao: 'login', entidade: 'usuario', entidadeId: String(userId('editor')), ip: '192.168.0.23', criadoEm: ago(12, 5) },
    {
      usuarioId: userId('editor'),
      acao: 'criar',
      entidade: 'banner',
      detalhes: { titulo: BANNERS[2].titulo },
      ip: '192.168.0.23',
      criadoEm: ago(12, 4),
    },
    {
      usuarioId: userId('editor'),
      acao: 'criar',
      entidade: 'enquete',
      detalhes: { pergunta: POLLS[0].pergunta },
      ip: '192.168.0.23',
      criadoEm: ago(9, 1),
    },
    {
      usuarioId: userId('autor'),
      acao: 'enviar',
      entidade: 'midia',
      detalhes: { arquivo: pictures.galleryPool[0].arquivo },
      ip: '192.168.0.41',
      criadoEm: ago(3, 6),
    },
    { usuarioId: userId('autor'), acao: 'login', entidade: 'usuario', entidadeId: String(userId('autor')), ip: '192.168.0.41', criadoEm: ago(1, 2) },
    ...sampleLogs,
    {
      usuarioId: null,
      acao: 'importar',
      entidade: 'sistema',
      detalhes: {
        descricao: 'Carga inicial da estação de demonstração Sintonia FM',
        postagens: plan.length,
        imagens: pictures.stored.length,
      },
      criadoEm: now,
    },
  ]);

  await tx.insert(schema.mensagensContato).values(demoContactMessageRows(now));

  return {
    usuarios: users.length,
    categorias: categories.length,
    postagens: plan.length,
    publicadas: publishedPosts.length,
    imagens: pictures.stored.length,
    banners: BANNERS.length,
    enquetes: POLLS.length,
    votos,
    equipe: members.length,
    configuracoes: settings.length,
    programas: DEMO_SCHEDULE.length,
  };
}

function credentialsBlock(counts: SeedCounts, seconds: number): string {
  const line = '─'.repeat(78);
  const pad = (text: string, width: number) => text.padEnd(width);
  return [
    line,
    `Estação de demonstração "${STATION.nome}" criada em ${seconds.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s: ` +
      `${counts.publicadas} notícias publicadas (${counts.postagens} postagens), ${counts.categorias} categorias, ` +
      `${counts.imagens} imagens, ${counts.banners} banners, ${counts.enquetes} enquetes, ${counts.equipe} membros da equipe.`,
    'Acesso ao painel (/admin/login):',
    ...STAFF.map((user) => `  ${pad(user.papel, 8)} ${pad(user.email, 24)} senha: ${STAFF_PASSWORD}`),
    'ATENÇÃO: troque estas senhas no primeiro acesso. Elas são públicas e servem apenas para demonstração.',
    line,
  ].join('\n');
}

async function runSeed(db: Database, options: SeedOptions, onlyIfEmpty: boolean): Promise<SeedResult> {
  const started = Date.now();
  const isEmpty = async (executor: Database | Tx) => {
    const [{ total }] = await executor.select({ total: count() }).from(schema.usuarios);
    return total === 0;
  };
  if (onlyIfEmpty && !(await isEmpty(db))) return { seeded: false, duracaoMs: Date.now() - started };

  const now = options.now ?? new Date();
  const random = createRandom(SEED);
  const pictures = await createPictures({ ...options, now }, random);
  let counts: SeedCounts;
  let senhas: string[];
  try {
    senhas = await Promise.all(STAFF.map(() => hashPassword(STAFF_PASSWORD)));
    counts = await db.transaction(async (tx) => {
      if (onlyIfEmpty) {
        // Two instances starting together against one PostgreSQL: the second waits here, then finds users.
        await tx.execute(sql`lock table ${schema.usuarios} in share row exclusive mode`);
        if (!(await isEmpty(tx))) throw new AlreadySeeded();
      }
      const inserted = await insertEverything(tx, now, pictures, senhas, random);
      // Podcast episodes of the seeded shows, last: it removes the audio it stored if it fails (./podcasts.ts).
      await seedDemoPodcasts(tx, { dataDir: options.dataDir, now });
      // The songs, listener figures and requests of the last days, with the grid's shows (after it).
      await seedDemoRadioDay(tx, now, random);
      return inserted;
    });
  } catch (error) {
    await removePictures([...pictures.stored, ...pictures.audio.values()], options.dataDir);
    if (error instanceof AlreadySeeded) return { seeded: false, duracaoMs: Date.now() - started };
    throw error;
  }
  const duracaoMs = Date.now() - started;
  options.log?.(credentialsBlock(counts, duracaoMs / 1000));
  return { seeded: true, duracaoMs, contagens: counts };
}

/** Loads the demo station (npm run db:seed, and the first start of an empty database) when there are no users. */
export function seedDemoStationIfEmpty(db: Database, options: SeedOptions): Promise<SeedResult> {
  return runSeed(db, options, true);
}

/** Loads the demo station unconditionally; the tables are expected to be empty. */
export function seedDemoStation(db: Database, options: SeedOptions): Promise<SeedResult> {
  return runSeed(db, options, false);
}

/** Every table of the schema, for a full reset. */
export function applicationTables(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table));
}

/** Empties every table (identities restarted) and the stored media (uploads directory or bucket prefix). */
export async function wipeStation(db: Database, options: { dataDir: string }): Promise<void> {
  const tables = applicationTables().map((name) => `"${name}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${tables} restart identity cascade`));
  await clearUploads({ dataDir: options.dataDir });
}
