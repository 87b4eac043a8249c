import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { slugify } from '../../../domain/slug';
import { readAudioFile } from '../../media/audio';
import { silentMp3 } from '../../media/silent-mp3';
import { deleteStoredImage, storeAudioFile, type StoredAudio } from '../../media/storage';
import type { Tx } from '../client';
import * as schema from '../schema';
import { DAY, MINUTE } from './dates';
import { STAFF, STATION } from './station';

/*
 * The demo station's podcasts: a few episodes of two shows of the grid, found by slug
 * (the grid's seed makes them; without them there are no episodes). Their audio is real: a short
 * MP3 of silence written from bytes (lib/server/media/silent-mp3.ts), stored in the media library
 * like any upload, so the pages play, seek and list a true duration with no encoder installed.
 * One episode is scheduled for the day after tomorrow: the panel lists it, the site does not yet.
 */


const PRODUCER_EMAIL = STAFF.find((user) => user.chave === 'editor')?.email ?? '';
const NEWS_SHOW = slugify(`${STATION.nome} Notícias`);
const MORNING_SHOW = slugify(`Bom Dia ${STATION.nome}`);

type DemoEpisode = {
  programa: string;
  titulo: string;
  descricao: string;
  /** Which of the two audio files. */
  audio: 0 | 1;
  /** Days before the seeding moment (negative: scheduled), and minutes earlier still. */
  diasAtras: number;
  minutos: number;
  explicito?: boolean;
};

const AUDIO_FILES = [
  { nome: 'entrevista-sintonia-noticias.mp3', segundos: 75, titulo: 'Sintonia FM Notícias — entrevista' },
  { nome: 'bom-dia-sintonia-boletim.mp3', segundos: 42, titulo: 'Bom Dia Sintonia FM — boletim' },
] as const;

const EPISODES: readonly DemoEpisode[] = [
  {
    programa: NEWS_SHOW,
    titulo: 'Entrevista: o prefeito explica o cronograma do asfalto no interior',
    descricao:
      'O prefeito de Sereno do Sul respondeu às perguntas dos ouvintes sobre as obras de pavimentação nas estradas do interior.\n\nNa conversa, os prazos de cada trecho e o que muda para o transporte escolar.',
    audio: 0,
    diasAtras: 6,
    minutos: 35,
  },
  {
    programa: NEWS_SHOW,
    titulo: 'Safra de soja: o que esperar do preço no Vale do Sereno',
    descricao: 'Paulo Weber analisa a colheita na região e conversa com produtores sobre custos, clima e mercado.',
    audio: 0,
    diasAtras: 2,
    minutos: 90,
  },
  {
    programa: NEWS_SHOW,
    titulo: 'Debate: os plantões de saúde em Sereno do Sul',
    descricao: 'Secretaria de Saúde, conselho municipal e ouvintes discutem o atendimento nos postos à noite e nos fins de semana.',
    audio: 0,
    diasAtras: -2,
    minutos: 0,
  },
  {
    programa: MORNING_SHOW,
    titulo: 'Chimarrão com Cláudio: histórias da antiga estação de trem',
    descricao: 'Cláudio Zanella recebe moradores que lembram a época em que o trem passava por Sereno do Sul.',
    audio: 1,
    diasAtras: 4,
    minutos: 150,
  },
  {
    programa: MORNING_SHOW,
    titulo: 'Estradas e previsão do tempo para o fim de semana',
    descricao: 'As condições das estradas da região e a previsão para o fim de semana, no boletim das sete.',
    audio: 1,
    diasAtras: 1,
    minutos: 20,
  },
];

/** A demo audio file to write: its name, length and title tag. */
export type DemoAudioFile = { readonly nome: string; readonly segundos: number; readonly titulo: string };
export type DemoAudio = StoredAudio & { duracaoSegundos: number };

/**
 * Writes each file as silence into the media store, as an upload would be (the podcasts' episodes
 * and the audio of the demo news): the site serves it itself, so the demo plays it without
 * reaching another host. What was written goes again if one fails.
 */
export async function storeDemoAudio(files: readonly DemoAudioFile[], dataDir: string, now: Date): Promise<DemoAudio[]> {
  const scratch = fs.mkdtempSync(path.join(/*turbopackIgnore: true*/ os.tmpdir(), 'sintonia-seed-audio-'));
  const stored: DemoAudio[] = [];
  try {
    for (const file of files) {
      const source = path.join(/*turbopackIgnore: true*/ scratch, file.nome);
      const bytes = silentMp3(file.segundos, { title: file.titulo });
      fs.writeFileSync(source, bytes);
      // Measured like an upload: what the library shows is what music-metadata reads.
      const facts = await readAudioFile(source, 'mp3');
      const audio = await storeAudioFile(source, file.nome, { mime: facts.mime, ext: facts.ext, size: bytes.length }, { dataDir, now });
      stored.push({ ...audio, duracaoSegundos: facts.duracaoSegundos });
    }
    return stored;
  } catch (error) {
    await Promise.all(stored.map((audio) => deleteStoredImage(audio.arquivo, { dataDir })));
    throw error;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Episodes for the seeded shows, with their audio in the media library; 0 when those shows are not
 * there. Call it last in the seed's transaction: the files it writes are removed if it fails.
 */
export async function seedDemoPodcasts(tx: Tx, options: { dataDir: string; now: Date }): Promise<number> {
  const shows = await tx
    .select({ id: schema.programas.id, slug: schema.programas.slug })
    .from(schema.programas)
    .where(inArray(schema.programas.slug, [NEWS_SHOW, MORNING_SHOW]));
  const showId = new Map(shows.map((show) => [show.slug, show.id]));
  const episodes = EPISODES.filter((episode) => showId.has(episode.programa));
  if (episodes.length === 0) return 0;

  // The editor produces the podcasts.
  const [editor] = await tx.select({ id: schema.usuarios.id }).from(schema.usuarios).where(eq(schema.usuarios.email, PRODUCER_EMAIL)).limit(1);
  const uploaderId = editor?.id ?? null;
  const audio = await storeDemoAudio(AUDIO_FILES, options.dataDir, options.now);
  try {
    await tx.insert(schema.midias).values(
      audio.map((file) => ({
        arquivo: file.arquivo,
        nomeOriginal: file.nomeOriginal,
        mime: file.mime,
        tamanho: file.tamanho,
        alt: '',
        variantes: {},
        duracaoSegundos: file.duracaoSegundos,
        enviadoPorId: uploaderId,
        criadoEm: new Date(options.now.getTime() - 7 * DAY),
      })),
    );
    await tx.insert(schema.episodios).values(
      episodes.map((episode) => {
        const file = audio[episode.audio];
        const at = new Date(options.now.getTime() - episode.diasAtras * DAY - episode.minutos * MINUTE);
        const written = new Date(Math.min(at.getTime(), options.now.getTime()) - 60 * MINUTE);
        return {
          programaId: showId.get(episode.programa) as number,
          titulo: episode.titulo,
          slug: slugify(episode.titulo),
          descricao: episode.descricao,
          audioUrl: file.url,
          audioMime: file.mime,
          audioTamanho: file.tamanho,
          duracaoSegundos: file.duracaoSegundos,
          capa: null,
          explicito: episode.explicito ?? false,
          guid: randomUUID(),
          publicadoEm: at,
          criadoPorId: uploaderId,
          criadoEm: written,
          atualizadoEm: written,
        };
      }),
    );
  } catch (error) {
    await Promise.all(audio.map((file) => deleteStoredImage(file.arquivo, { dataDir: options.dataDir })));
    throw error;
  }
  return episodes.length;
}
