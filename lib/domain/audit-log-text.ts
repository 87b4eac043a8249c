/**
 * The audit log in plain pt-BR: one readable sentence per entry, built only from what the
 * row carries (who, action, entity, id and the details the write recorded), plus the labels the
 * logs screen's filters show. Unknown actions or entities still read as a sentence, never as codes.
 */

export type LogTextInput = {
  usuario: { nome: string } | null;
  /** The acting user's id, to tell "their own password" from someone else's. */
  usuarioId?: number | null;
  acao: string;
  entidade: string;
  entidadeId?: string | null;
  detalhes?: Record<string, unknown> | null;
};

export const SYSTEM_ACTOR = 'Sistema';

export const ACTION_LABELS: Record<string, string> = {
  criar: 'Criar',
  atualizar: 'Atualizar',
  excluir: 'Excluir',
  publicar: 'Publicar',
  enviar: 'Enviar',
  entrar: 'Entrar',
  login: 'Entrar',
  sair: 'Sair',
  'falha-login': 'Falha de login',
  bloquear: 'Bloqueio de acesso',
  desbloquear: 'Desbloquear acesso',
  desativar: 'Desativar',
  reativar: 'Reativar',
  redefinir_senha: 'Redefinir senha',
  alterar_senha: 'Alterar senha',
  ordenar: 'Ordenar',
  encerrar: 'Encerrar',
  reabrir: 'Reabrir',
  conectar: 'Conectar',
  desconectar: 'Desconectar',
  compartilhar: 'Compartilhar',
  falha_compartilhar: 'Falha ao compartilhar',
  marcar_lida: 'Marcar como lida',
  marcar_nao_lida: 'Marcar como não lida',
  exportar: 'Exportar',
  importar: 'Importar',
  // Review and preview links.
  enviar_revisao: 'Enviar para revisão',
  devolver: 'Devolver ao autor',
  criar_previa: 'Criar link de prévia',
  revogar_previa: 'Revogar link de prévia',
  restaurar: 'Restaurar versão',
};

export const ENTITY_LABELS: Record<string, string> = {
  postagem: 'Postagem',
  categoria: 'Categoria',
  midia: 'Mídia',
  usuario: 'Usuário',
  configuracao: 'Configurações',
  integracao: 'Integração',
  banner: 'Banner',
  enquete: 'Enquete',
  membro_equipe: 'Membro da equipe',
  programa: 'Programa',
  excecao_grade: 'Exceção da grade',
  episodio: 'Episódio',
  mensagem_contato: 'Mensagem de contato',
  redirecionamento: 'Redirecionamento',
  cobertura: 'Cobertura ao vivo',
  atualizacao_cobertura: 'Atualização de cobertura',
  logs: 'Logs',
  musica_tocada: 'O que tocou',
  importacao: 'Importação do WordPress',
  sistema: 'Sistema',
};

/** 'marcar_nao_lida' → 'Marcar nao lida' for codes nobody labelled yet. */
function humanizeCode(code: string): string {
  const text = code.replace(/[_-]+/g, ' ').trim();
  return text ? text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1) : '—';
}

export function actionLabel(acao: string): string {
  return ACTION_LABELS[acao] ?? humanizeCode(acao);
}

export function entityLabel(entidade: string): string {
  return ENTITY_LABELS[entidade] ?? humanizeCode(entidade);
}

/** The noun with its article, as it follows a verb: 'a postagem', 'o banner'. */
const ENTITY_NOUNS: Record<string, string> = {
  postagem: 'a postagem',
  categoria: 'a categoria',
  midia: 'a imagem',
  usuario: 'o usuário',
  banner: 'o banner',
  enquete: 'a enquete',
  membro_equipe: 'o membro da equipe',
  programa: 'o programa',
  excecao_grade: 'a exceção da grade',
  episodio: 'o episódio',
  mensagem_contato: 'a mensagem de contato',
  redirecionamento: 'o redirecionamento',
  cobertura: 'a cobertura ao vivo',
  atualizacao_cobertura: 'a atualização da cobertura',
  importacao: 'a exportação do WordPress',
};

/** What 'ordenar' rearranged: the whole list, so a plural. */
const ENTITY_LISTS: Record<string, string> = {
  banner: 'os banners',
  membro_equipe: 'a equipe',
  categoria: 'as categorias',
  enquete: 'as opções da enquete',
  postagem: 'as postagens',
};

const VERBS: Record<string, string> = {
  criar: 'criou',
  atualizar: 'atualizou',
  excluir: 'excluiu',
  publicar: 'publicou',
  enviar: 'enviou',
  desativar: 'desativou',
  reativar: 'reativou',
  encerrar: 'encerrou',
  reabrir: 'reabriu',
  conectar: 'conectou',
  desconectar: 'desconectou',
  exportar: 'exportou',
  importar: 'importou',
};

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The record's name as the write recorded it; long texts (poll questions) are cut. */
function recordName(detalhes: Record<string, unknown>): string {
  const name =
    text(detalhes.titulo) ||
    text(detalhes.nome) ||
    text(detalhes.pergunta) ||
    text(detalhes.nomeOriginal) ||
    text(detalhes.arquivo) ||
    text(detalhes.email) ||
    // A redirect is named by the old address it answers.
    text(detalhes.origem);
  return name.length > 120 ? `${name.slice(0, 119).trimEnd()}…` : name;
}

function quoted(value: string): string {
  return `“${value}”`;
}

/** 'a postagem “Título”', else 'a postagem nº 12', else 'uma postagem'. */
function objectPhrase(entidade: string, entidadeId: string | null | undefined, detalhes: Record<string, unknown>): string {
  const noun = ENTITY_NOUNS[entidade] ?? `o registro de ${entityLabel(entidade).toLocaleLowerCase('pt-BR')}`;
  const name = recordName(detalhes);
  if (name) return `${noun} ${quoted(name)}`;
  if (entidadeId) return `${noun} nº ${entidadeId}`;
  return noun;
}

/** 'a, b e c', at most `max` items and then 'e mais N'. */
export function joinList(items: readonly string[], max = 4): string {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} e mais ${rest}`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} e ${shown[shown.length - 1]}`;
}

function providerName(entidadeId: string | null | undefined, detalhes: Record<string, unknown>): string {
  const code = text(detalhes.provedor) || text(entidadeId) || 'facebook';
  return code.toLowerCase() === 'facebook' ? 'Facebook' : humanizeCode(code);
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`;
}

function messagePhrase(detalhes: Record<string, unknown>, entidadeId: string | null | undefined): string {
  const from = text(detalhes.nome) || text(detalhes.email);
  const subject = text(detalhes.assunto);
  if (subject && from) return `a mensagem de contato ${quoted(subject)} de ${from}`;
  if (from) return `a mensagem de contato de ${from}`;
  return entidadeId ? `a mensagem de contato nº ${entidadeId}` : 'uma mensagem de contato';
}

/** 'em' + article, as Portuguese writes it: 'o registro' → 'no registro', 'a postagem' → 'na postagem'. */
function contractIn(phrase: string): string {
  const match = /^(os|as|o|a) /.exec(phrase);
  return match ? `n${match[1]} ${phrase.slice(match[0].length)}` : `em ${phrase}`;
}

function sentence(actor: string, rest: string): string {
  return `${actor} ${rest}`;
}

/** The readable sentence for one entry: 'Maria Editora publicou a postagem “Título”'. */
export function describeLogEntry(entry: LogTextInput): string {
  const actor = entry.usuario?.nome.trim() || SYSTEM_ACTOR;
  const detalhes = entry.detalhes && typeof entry.detalhes === 'object' ? entry.detalhes : {};
  const { acao, entidade, entidadeId } = entry;
  const own = entry.usuarioId !== null && entry.usuarioId !== undefined && entidadeId === String(entry.usuarioId);

  // Sessions and sign-ins first: they read differently from writes.
  if (acao === 'entrar' || acao === 'login') return sentence(actor, 'entrou no painel');
  if (acao === 'sair') return sentence(actor, 'saiu do painel');
  if (acao === 'falha-login') {
    const email = text(detalhes.email);
    return email ? `Tentativa de entrada recusada para o e-mail ${email}` : 'Tentativa de entrada recusada';
  }
  if (acao === 'bloquear' && entidade === 'usuario') {
    const email = text(detalhes.email);
    const tries = typeof detalhes.tentativas === 'number' ? ` após ${plural(detalhes.tentativas, 'senha errada', 'senhas erradas')}` : '';
    return `Conta${email ? ` ${email}` : ''} bloqueada temporariamente para aparelhos desconhecidos${tries}`;
  }
  // 'o usuário “Ana”' → 'do usuário “Ana”'.
  if (acao === 'desbloquear' && entidade === 'usuario') return sentence(actor, `desbloqueou o acesso d${objectPhrase(entidade, entidadeId, detalhes)}`);

  switch (entidade) {
    case 'configuracao': {
      const keys = Array.isArray(detalhes.chaves) ? detalhes.chaves.map(text).filter(Boolean) : [];
      const verb = VERBS[acao] ?? 'alterou';
      return sentence(actor, keys.length ? `${verb} as configurações (${joinList(keys)})` : `${verb} as configurações do site`);
    }
    case 'integracao': {
      const provider = providerName(entidadeId, detalhes);
      const page = text(detalhes.pagina) || text(detalhes.paginaNome) || text(detalhes.nome);
      if (acao === 'conectar') return sentence(actor, `conectou a página do ${provider}${page ? ` ${quoted(page)}` : ''}`);
      if (acao === 'desconectar') return sentence(actor, `desconectou a página do ${provider}${page ? ` ${quoted(page)}` : ''}`);
      break;
    }
    case 'logs':
      if (acao === 'exportar') {
        const total = typeof detalhes.total === 'number' ? detalhes.total : null;
        return sentence(actor, total === null ? 'exportou os logs em CSV' : `exportou os logs em CSV (${plural(total, 'registro', 'registros')})`);
      }
      break;
    case 'musica_tocada':
      if (acao === 'exportar') {
        // 'yyyy-mm-dd' → 'dd/mm/yyyy'.
        const day = (value: unknown) => text(value).split('-').reverse().join('/');
        const period = text(detalhes.inicio) && text(detalhes.fim) ? ` de ${day(detalhes.inicio)} a ${day(detalhes.fim)}` : '';
        const total = typeof detalhes.total === 'number' ? ` (${plural(detalhes.total, 'música', 'músicas')})` : '';
        return sentence(actor, `exportou o que tocou${period} em CSV${total}`);
      }
      break;
    case 'mensagem_contato': {
      const phrase = messagePhrase(detalhes, entidadeId);
      if (acao === 'marcar_lida') return sentence(actor, `marcou como lida ${phrase}`);
      if (acao === 'marcar_nao_lida') return sentence(actor, `marcou como não lida ${phrase}`);
      if (acao === 'excluir') return sentence(actor, `excluiu ${phrase}`);
      break;
    }
    case 'importacao': {
      const name = recordName(detalhes);
      const file = name ? ` ${quoted(name)}` : '';
      if (acao === 'importar' && detalhes.etapa === 'inicio') return sentence(actor, `começou a importar a exportação do WordPress${file}`);
      if (acao === 'importar') {
        const total = typeof detalhes.postagens === 'number' ? ` (${plural(detalhes.postagens, 'postagem', 'postagens')})` : '';
        return sentence(actor, `importou a exportação do WordPress${file}${total}`);
      }
      break;
    }
    case 'sistema':
      if (acao === 'importar') {
        const about = text(detalhes.descricao);
        return about ? `${actor} importou dados: ${about}` : `${actor} importou dados`;
      }
      break;
    case 'usuario':
      if (acao === 'alterar_senha') return sentence(actor, own ? 'alterou a própria senha' : `alterou a senha d${objectPhrase(entidade, entidadeId, detalhes)}`);
      // 'o usuário “Ana”' → 'do usuário “Ana”'.
      if (acao === 'redefinir_senha') return sentence(actor, `redefiniu a senha d${objectPhrase(entidade, entidadeId, detalhes)}`);
      if (acao === 'atualizar' && own) return sentence(actor, 'atualizou o próprio perfil');
      break;
    case 'postagem':
      if (acao === 'publicar' && detalhes.agendado === true) {
        const name = recordName(detalhes);
        return sentence(actor, `publicou a postagem agendada${name ? ` ${quoted(name)}` : entidadeId ? ` nº ${entidadeId}` : ''}`);
      }
      if (acao === 'restaurar') {
        // 'a postagem “Título”' → 'da postagem “Título”'.
        const version = typeof detalhes.versaoRestaurada === 'number' ? `a versão ${detalhes.versaoRestaurada}` : 'uma versão anterior';
        return sentence(actor, `restaurou ${version} d${objectPhrase(entidade, entidadeId, detalhes)}`);
      }
      // Review and preview links.
      if (acao === 'enviar_revisao') return sentence(actor, `enviou para revisão ${objectPhrase(entidade, entidadeId, detalhes)}`);
      if (acao === 'devolver') {
        const comment = text(detalhes.comentario);
        return sentence(actor, `devolveu ao autor ${objectPhrase(entidade, entidadeId, detalhes)}${comment ? `: ${quoted(comment.length > 120 ? `${comment.slice(0, 119).trimEnd()}…` : comment)}` : ''}`);
      }
      if (acao === 'publicar' && detalhes.revisao === 'aprovada') return sentence(actor, `aprovou e publicou ${objectPhrase(entidade, entidadeId, detalhes)}`);
      if (acao === 'atualizar' && detalhes.revisao === 'aprovada') return sentence(actor, `aprovou e agendou ${objectPhrase(entidade, entidadeId, detalhes)}`);
      if (acao === 'criar_previa') return sentence(actor, `criou um link de prévia para ${objectPhrase(entidade, entidadeId, detalhes)}`);
      if (acao === 'revogar_previa') return sentence(actor, `revogou um link de prévia para ${objectPhrase(entidade, entidadeId, detalhes)}`);
      if (acao === 'compartilhar') return sentence(actor, `compartilhou no Facebook ${objectPhrase(entidade, entidadeId, detalhes)}`);
      if (acao === 'falha_compartilhar') {
        const reason = text(detalhes.erro) || text(detalhes.mensagem);
        return `Falha ao compartilhar no Facebook ${objectPhrase(entidade, entidadeId, detalhes)}${reason ? `: ${reason}` : ''}`;
      }
      break;
  }

  if (acao === 'ordenar') return sentence(actor, `reordenou ${ENTITY_LISTS[entidade] ?? `os registros de ${entityLabel(entidade).toLocaleLowerCase('pt-BR')}`}`);
  if (acao === 'marcar_lida' || acao === 'marcar_nao_lida') {
    return sentence(actor, `marcou como ${acao === 'marcar_lida' ? 'lido' : 'não lido'} ${objectPhrase(entidade, entidadeId, detalhes)}`);
  }
  const verb = VERBS[acao];
  if (verb) return sentence(actor, `${verb} ${objectPhrase(entidade, entidadeId, detalhes)}`);
  // An action nobody taught this file: still a sentence, with the codes made readable.
  return sentence(actor, `registrou a ação ${quoted(actionLabel(acao))} ${contractIn(objectPhrase(entidade, entidadeId, detalhes))}`);
}
