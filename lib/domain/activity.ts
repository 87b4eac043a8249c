/** The dashboard's "Atividade recente": one audit-log entry as a pt-BR sentence. */

import { formatDate, parseDateValue } from './dates';

export type ActivityEntry = {
  acao: string;
  entidade: string;
  detalhes: Record<string, unknown> | null;
  criadoEm: string;
  usuario: { id: number; nome: string } | null;
};

export type ActivitySentence = {
  /** Who: the user's name, or 'Sistema' for entries without one. */
  ator: string;
  /** Verb and object: 'publicou a postagem'. */
  acao: string;
  /** The record's title when the log carries one. */
  titulo: string | null;
  /** 'agora mesmo', 'há 5 min', 'há 3 h', 'há 2 dias', or the date. */
  quando: string;
};

const VERBS: Record<string, string> = {
  criar: 'criou',
  atualizar: 'atualizou',
  excluir: 'excluiu',
  publicar: 'publicou',
  despublicar: 'despublicou',
  agendar: 'agendou',
  arquivar: 'arquivou',
  duplicar: 'duplicou',
  enviar: 'enviou',
  importar: 'importou',
  conectar: 'conectou',
  desconectar: 'desconectou',
  enviar_revisao: 'enviou para revisão',
  devolver: 'devolveu ao autor',
  criar_previa: 'criou um link de prévia para',
  revogar_previa: 'revogou um link de prévia para',
};

/** Actions that need no object: the verb says it all. */
const SESSION_PHRASES: Record<string, string> = {
  entrar: 'entrou no painel',
  login: 'entrou no painel',
  sair: 'saiu do painel',
  logout: 'saiu do painel',
  'falha-login': 'teve um acesso recusado',
};

const OBJECTS: Record<string, string> = {
  postagem: 'a postagem',
  categoria: 'a categoria',
  midia: 'a imagem',
  usuario: 'o usuário',
  banner: 'o banner',
  enquete: 'a enquete',
  configuracao: 'as configurações',
  configuracoes: 'as configurações',
  equipe: 'o membro da equipe',
  'membro-equipe': 'o membro da equipe',
  membro: 'o membro da equipe',
  integracao: 'a integração',
  sistema: 'os dados',
};

const TITLE_KEYS = ['titulo', 'pergunta', 'nome', 'nomeOriginal', 'arquivo', 'descricao', 'email'] as const;

function titleOf(detalhes: Record<string, unknown> | null): string | null {
  if (!detalhes) return null;
  for (const key of TITLE_KEYS) {
    const value = detalhes[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, in the panel's words; older than 30 days shows the date. */
export function timeAgo(value: string | Date, now: Date = new Date()): string {
  const date = parseDateValue(value);
  if (!date) return '';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return 'agora mesmo';
  if (elapsed < HOUR) return `há ${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < DAY) return `há ${Math.floor(elapsed / HOUR)} h`;
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return `há ${days} ${days === 1 ? 'dia' : 'dias'}`;
  return `em ${formatDate(date)}`;
}

export function describeActivity(entry: ActivityEntry, now: Date = new Date()): ActivitySentence {
  const ator = entry.usuario?.nome?.trim() || 'Sistema';
  const quando = timeAgo(entry.criadoEm, now);
  const session = SESSION_PHRASES[entry.acao];
  if (session) return { ator, acao: session, titulo: null, quando };
  const verb = VERBS[entry.acao] ?? entry.acao;
  const object = OBJECTS[entry.entidade] ?? entry.entidade;
  return { ator, acao: `${verb} ${object}`.trim(), titulo: titleOf(entry.detalhes), quando };
}

/** The whole sentence: "Marta Lindner publicou a postagem «Título» — há 5 min". */
export function activityText(entry: ActivityEntry, now: Date = new Date()): string {
  const { ator, acao, titulo, quando } = describeActivity(entry, now);
  return `${ator} ${acao}${titulo ? ` «${titulo}»` : ''} — ${quando}`;
}
