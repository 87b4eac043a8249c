/**
 * The demo programme grid: SPEC §4.2's table as registered shows, every day, with the
 * station's name where the table says {brand}, presenters from the demo team and short pt-BR
 * descriptions. The names match programmeForHour's, so the player says the same with or without it.
 */

import { STATION, type TeamKey } from './station';

/** `cor`: the colour of its cover. */
export type DemoShow = { nome: string; inicioHora: number; fimHora: number; apresentadores: readonly TeamKey[]; descricao: string; cor: string };

export const DEMO_SCHEDULE: readonly DemoShow[] = [
  {
    nome: `Bom Dia ${STATION.nome}`,
    inicioHora: 6,
    fimHora: 9,
    apresentadores: ['claudio'],
    cor: '#F59E0B',
    descricao: `Notícias, previsão do tempo, estradas e música para começar o dia no ${STATION.regiao}, com Cláudio Zanella e o chimarrão de sempre.`,
  },
  {
    nome: `${STATION.nome} Manhã`,
    inicioHora: 9,
    fimHora: 12,
    apresentadores: ['renata'],
    cor: '#0EA5E9',
    descricao: 'Prestação de serviço, entrevistas e a reportagem de rua direto dos bairros e do interior, com Renata Fagundes.',
  },
  {
    nome: 'Almoço com Música',
    inicioHora: 12,
    fimHora: 15,
    apresentadores: ['helena'],
    cor: '#10B981',
    descricao: 'Os sucessos de ontem e de hoje na hora do almoço, com a agenda cultural da região comentada por Helena Boff.',
  },
  {
    nome: 'Tarde Musical',
    inicioHora: 15,
    fimHora: 18,
    apresentadores: ['jorge'],
    cor: '#8B5CF6',
    descricao: 'A tarde toda de música e pedidos dos ouvintes, com os resultados do esporte amador no fim da tarde.',
  },
  {
    nome: `${STATION.nome} Notícias`,
    inicioHora: 18,
    fimHora: 21,
    apresentadores: ['marta', 'paulo'],
    cor: '#1D4ED8',
    descricao: `O jornal da ${STATION.nome}: as notícias do dia no ${STATION.regiao}, no Rio Grande do Sul e no Brasil, com entrevistas e a análise econômica de Paulo Weber.`,
  },
];

export const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
