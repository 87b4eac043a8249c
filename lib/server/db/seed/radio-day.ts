import 'server-only';
import { showOnAirAt, type OnAir } from '../../services/show-on-air';
import type { Tx } from '../client';
import * as schema from '../schema';
import { DAY, MINUTE } from './dates';
import type { Random } from './random';

/*
 * A station's recent day for the demo: two days of songs in "O que tocou", a week of
 * listener figures on the dashboard and a few requests on the "Pedidos" screen, each with the show
 * the grid had on air. The demo's stream is a placeholder, so without these the screens would
 * open empty; once a real stream is set, its reader adds to them.
 */

const SONGS: ReadonlyArray<readonly [artista: string, titulo: string]> = [
  ['Elis Regina', 'Como Nossos Pais'],
  ['Gilberto Gil', 'Aquele Abraço'],
  ['Caetano Veloso', 'Sozinho'],
  ['Gal Costa', 'Baby'],
  ['Milton Nascimento', 'Maria, Maria'],
  ['Marisa Monte', 'Ainda Bem'],
  ['Tim Maia', 'Gostava Tanto de Você'],
  ['Djavan', 'Oceano'],
  ['Roberto Carlos', 'Detalhes'],
  ['Chico Buarque', 'A Banda'],
  ['Rita Lee', 'Mania de Você'],
  ['Jorge Ben Jor', 'País Tropical'],
  ['Legião Urbana', 'Tempo Perdido'],
  ['Os Paralamas do Sucesso', 'Lanterna dos Afogados'],
  ['Skank', 'Garota Nacional'],
  ['Kleiton & Kledir', 'Deu pra Ti'],
  ['Renato Borghetti', 'Milonga para as Missões'],
  ['Teixeirinha', 'Querência Amada'],
  ['Almir Sater', 'Tocando em Frente'],
  ['Renato Teixeira', 'Romaria'],
  ['Chitãozinho & Xororó', 'Evidências'],
  ['Ivete Sangalo', 'Sorte Grande'],
  ['Anavitória', 'Trevo (Tu)'],
  ['Jota Quest', 'Do Seu Lado'],
  ['Lulu Santos', 'Como uma Onda'],
  ['Cássia Eller', 'Malandragem'],
  ['Vander Lee', 'Esperando Aviões'],
  ['Nando Reis', 'All Star'],
  ['Zeca Pagodinho', 'Deixa a Vida Me Levar'],
  ['Armandinho', 'Casinha'],
  ['Engenheiros do Hawaii', 'Infinita Highway'],
  ['Vitor Ramil', 'Estrela, Estrela'],
];

const REQUESTS = [
  { nome: 'Dona Irene', local: 'Centro, Sereno do Sul', mensagem: 'Toca "Romaria" para a minha filha Lucimara, que está de aniversário hoje!', whatsapp: null, minutosAtras: 4, status: 'novo' },
  { nome: 'Marcos', local: 'Linha Bonita, Vale Verde', mensagem: 'Um abraço para o pessoal da colheita de uva. Pode ser "Querência Amada"?', whatsapp: '(54) 99871-2040', minutosAtras: 11, status: 'novo' },
  { nome: 'Patrícia e Rafael', local: 'Navegantes', mensagem: 'Hoje fazemos 10 anos de casados. Pedimos "Evidências", a nossa música.', whatsapp: null, minutosAtras: 26, status: 'lido' },
  { nome: 'Seu Antônio', local: 'Beira-Rio', mensagem: 'Quero ouvir Teixeirinha e mandar um abraço para a turma do bolão da praça.', whatsapp: null, minutosAtras: 48, status: 'tocado' },
  { nome: 'Júlia', local: 'Santa Luzia', mensagem: 'Toca Anavitória para alegrar o plantão do hospital, por favor!', whatsapp: '(54) 98433-1187', minutosAtras: 95, status: 'tocado' },
] as const;

/** Listeners at an hour of the São Paulo day: the breakfast and drive-home peaks of a local FM. */
function listenersAt(hour: number, random: Random): number {
  const curve = [18, 12, 9, 8, 10, 22, 64, 98, 112, 96, 84, 80, 88, 76, 70, 72, 86, 104, 118, 92, 66, 52, 40, 28];
  return Math.max(1, Math.round(curve[hour]! * (0.85 + random.next() * 0.3)));
}

function saoPauloHour(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', hourCycle: 'h23' }).format(at));
}

export async function seedDemoRadioDay(tx: Tx, now: Date, random: Random): Promise<{ musicas: number; pedidos: number }> {
  // The grid is read once per half hour of the two days (every show starts on the hour).
  const shows = new Map<number, OnAir | null>();
  const onAir = async (at: Date) => {
    const key = Math.floor(at.getTime() / (30 * MINUTE));
    if (!shows.has(key)) shows.set(key, await showOnAirAt(tx, at));
    return shows.get(key)!;
  };

  const songs: Array<typeof schema.musicasTocadas.$inferInsert> = [];
  let start = new Date(now.getTime() - 2 * DAY);
  const order = random.shuffle(SONGS);
  for (let index = 0; ; index++) {
    const length = (random.int(150, 290) + (index % 7 === 6 ? 40 : 0)) * 1000;
    const end = new Date(start.getTime() + length);
    if (end > now) break;
    const [artista, titulo] = order[index % order.length]!;
    const show = await onAir(start);
    songs.push({ artista, titulo, inicio: start, fim: end, programaId: show?.programaId ?? null, programaNome: show?.nome ?? null, apresentadores: show?.apresentadores.join(', ') || null });
    // Talk, news and ads between songs.
    start = new Date(end.getTime() + random.int(0, 4) * 30_000);
  }
  for (let offset = 0; offset < songs.length; offset += 500) await tx.insert(schema.musicasTocadas).values(songs.slice(offset, offset + 500));

  const hours: Array<typeof schema.ouvintesHora.$inferInsert> = [];
  const thisHour = Math.floor(now.getTime() / (60 * MINUTE)) * 60 * MINUTE;
  for (let hour = thisHour - 7 * DAY; hour <= thisHour; hour += 60 * MINUTE) {
    const at = new Date(hour);
    const peak = listenersAt(saoPauloHour(at), random);
    // One sample a minute (the reader's rate), a little under the peak on average.
    const samples = hour === thisHour ? Math.max(1, Math.floor((now.getTime() - hour) / MINUTE)) : 60;
    hours.push({ hora: at, pico: peak, soma: Math.round(peak * 0.82) * samples, amostras: samples, programaId: (await onAir(at))?.programaId ?? null });
  }
  await tx.insert(schema.ouvintesHora).values(hours);

  const requests = await Promise.all(
    REQUESTS.map(async (request) => {
      const sent = new Date(now.getTime() - request.minutosAtras * MINUTE);
      const show = await onAir(sent);
      return { nome: request.nome, local: request.local, mensagem: request.mensagem, whatsapp: request.whatsapp, status: request.status, programaId: show?.programaId ?? null, programaNome: show?.nome ?? null, criadoEm: sent, atualizadoEm: sent };
    }),
  );
  await tx.insert(schema.pedidosMusicais).values(requests);
  return { musicas: songs.length, pedidos: requests.length };
}
