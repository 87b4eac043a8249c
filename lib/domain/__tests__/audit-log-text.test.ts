import { ACTION_LABELS, actionLabel, describeLogEntry, ENTITY_LABELS, entityLabel, joinList, type LogTextInput } from '../audit-log-text';

const marta = { nome: 'Marta Lindner' };

type Row = [acao: string, entidade: string, detalhes: Record<string, unknown> | null, expected: string, extra?: Partial<LogTextInput>];

// Every action/entity pair written by lib/server (grep recordLog), with the details each write records.
const ROWS: Row[] = [
  // postagem
  ['criar', 'postagem', { titulo: 'Chuva forte', status: 'rascunho' }, 'Marta Lindner criou a postagem “Chuva forte”'],
  ['atualizar', 'postagem', { titulo: 'Chuva forte', status: 'rascunho' }, 'Marta Lindner atualizou a postagem “Chuva forte”'],
  ['publicar', 'postagem', { titulo: 'Chuva forte', status: 'publicado' }, 'Marta Lindner publicou a postagem “Chuva forte”'],
  ['excluir', 'postagem', { titulo: 'Chuva forte', slug: 'chuva-forte' }, 'Marta Lindner excluiu a postagem “Chuva forte”'],
  ['compartilhar', 'postagem', { titulo: 'Chuva forte', facebookPostId: '1_2' }, 'Marta Lindner compartilhou no Facebook a postagem “Chuva forte”'],
  ['falha_compartilhar', 'postagem', { titulo: 'Chuva forte', erro: 'Token expirado.' }, 'Falha ao compartilhar no Facebook a postagem “Chuva forte”: Token expirado.'],
  ['falha_compartilhar', 'postagem', { titulo: 'Chuva forte' }, 'Falha ao compartilhar no Facebook a postagem “Chuva forte”'],
  // categoria
  ['criar', 'categoria', { nome: 'Opinião', slug: 'opiniao' }, 'Marta Lindner criou a categoria “Opinião”'],
  ['atualizar', 'categoria', { nome: 'Opinião', slug: 'opiniao' }, 'Marta Lindner atualizou a categoria “Opinião”'],
  ['excluir', 'categoria', { nome: 'Opinião' }, 'Marta Lindner excluiu a categoria “Opinião”'],
  ['ordenar', 'categoria', null, 'Marta Lindner reordenou as categorias'],
  // midia
  ['enviar', 'midia', { arquivo: '2026/11/a.webp', nomeOriginal: 'ponte.jpg', tamanho: 1000 }, 'Marta Lindner enviou a imagem “ponte.jpg”'],
  ['atualizar', 'midia', { alt: 'Ponte' }, 'Marta Lindner atualizou a imagem nº 9', { entidadeId: '9' }],
  ['excluir', 'midia', { arquivo: '2026/11/a.webp', nomeOriginal: 'ponte.jpg' }, 'Marta Lindner excluiu a imagem “ponte.jpg”'],
  // usuario
  ['entrar', 'usuario', null, 'Marta Lindner entrou no painel', { entidadeId: '2', usuarioId: 2 }],
  ['login', 'usuario', null, 'Marta Lindner entrou no painel'],
  ['sair', 'usuario', null, 'Marta Lindner saiu do painel'],
  ['falha-login', 'usuario', { email: 'x@y.com' }, 'Tentativa de entrada recusada para o e-mail x@y.com', { usuario: null }],
  [
    'bloquear',
    'usuario',
    { nome: 'Ana Souza', email: 'ana@x.com', tentativas: 10, ate: '2026-05-01T12:15:00.000Z' },
    'Conta ana@x.com bloqueada temporariamente para aparelhos desconhecidos após 10 senhas erradas',
    { usuario: null, entidadeId: '5' },
  ],
  ['desbloquear', 'usuario', { nome: 'Ana Souza', email: 'ana@x.com' }, 'Marta Lindner desbloqueou o acesso do usuário “Ana Souza”', { entidadeId: '5', usuarioId: 2 }],
  ['criar', 'usuario', { nome: 'Ana Souza', email: 'ana@x.com', papel: 'autor' }, 'Marta Lindner criou o usuário “Ana Souza”'],
  ['criar', 'usuario', { email: 'autor@sintonia.local', papel: 'autor' }, 'Marta Lindner criou o usuário “autor@sintonia.local”'],
  ['atualizar', 'usuario', { nome: 'Ana Souza', email: 'ana@x.com' }, 'Marta Lindner atualizou o usuário “Ana Souza”', { entidadeId: '5', usuarioId: 2 }],
  ['atualizar', 'usuario', { nome: 'Marta Lindner', proprioPerfil: true }, 'Marta Lindner atualizou o próprio perfil', { entidadeId: '2', usuarioId: 2 }],
  ['excluir', 'usuario', { nome: 'Ana Souza' }, 'Marta Lindner excluiu o usuário “Ana Souza”'],
  ['desativar', 'usuario', { nome: 'Ana Souza' }, 'Marta Lindner desativou o usuário “Ana Souza”'],
  ['reativar', 'usuario', { nome: 'Ana Souza' }, 'Marta Lindner reativou o usuário “Ana Souza”'],
  ['redefinir_senha', 'usuario', { nome: 'Ana Souza' }, 'Marta Lindner redefiniu a senha do usuário “Ana Souza”', { entidadeId: '5', usuarioId: 2 }],
  ['alterar_senha', 'usuario', { nome: 'Marta Lindner' }, 'Marta Lindner alterou a própria senha', { entidadeId: '2', usuarioId: 2 }],
  ['alterar_senha', 'usuario', { nome: 'Ana Souza' }, 'Marta Lindner alterou a senha do usuário “Ana Souza”', { entidadeId: '5', usuarioId: 2 }],
  // configuracao
  ['atualizar', 'configuracao', { chaves: ['site.nome', 'site.email'] }, 'Marta Lindner atualizou as configurações (site.nome e site.email)'],
  ['atualizar', 'configuracao', { chaves: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'Marta Lindner atualizou as configurações (a, b, c, d e mais 2)'],
  ['atualizar', 'configuracao', null, 'Marta Lindner atualizou as configurações do site'],
  // integracao
  ['conectar', 'integracao', { provedor: 'facebook', paginaId: '1', pagina: 'Sintonia FM' }, 'Marta Lindner conectou a página do Facebook “Sintonia FM”', { entidadeId: 'facebook' }],
  ['desconectar', 'integracao', { provedor: 'facebook', paginaId: null, pagina: null }, 'Marta Lindner desconectou a página do Facebook', { entidadeId: 'facebook' }],
  // banner
  ['criar', 'banner', { titulo: 'Festa da Colheita' }, 'Marta Lindner criou o banner “Festa da Colheita”'],
  ['atualizar', 'banner', { titulo: 'Festa da Colheita' }, 'Marta Lindner atualizou o banner “Festa da Colheita”'],
  ['excluir', 'banner', { titulo: 'Festa da Colheita' }, 'Marta Lindner excluiu o banner “Festa da Colheita”'],
  ['ordenar', 'banner', { antes: [1, 2], depois: [2, 1] }, 'Marta Lindner reordenou os banners'],
  // enquete
  ['criar', 'enquete', { pergunta: 'Qual a prioridade?' }, 'Marta Lindner criou a enquete “Qual a prioridade?”'],
  ['atualizar', 'enquete', { pergunta: 'Qual a prioridade?' }, 'Marta Lindner atualizou a enquete “Qual a prioridade?”'],
  ['excluir', 'enquete', { pergunta: 'Qual a prioridade?', votosApagados: 3 }, 'Marta Lindner excluiu a enquete “Qual a prioridade?”'],
  ['encerrar', 'enquete', { pergunta: 'Qual a prioridade?' }, 'Marta Lindner encerrou a enquete “Qual a prioridade?”'],
  ['reabrir', 'enquete', { pergunta: 'Qual a prioridade?' }, 'Marta Lindner reabriu a enquete “Qual a prioridade?”'],
  // programa
  ['criar', 'programa', { nome: 'Tarde Musical', dias: [1, 2, 3, 4, 5], inicio: '15:00', fim: '18:00', ativo: true }, 'Marta Lindner criou o programa “Tarde Musical”'],
  ['desativar', 'programa', { nome: 'Corujão' }, 'Marta Lindner desativou o programa “Corujão”'],
  ['atualizar', 'programa', { nome: 'Café', horarios: [{ dias: [1, 2, 3, 4, 5], inicio: '06:00', fim: '09:00' }, { dias: [6], inicio: '08:00', fim: '10:00' }], campos: ['horarios'] }, 'Marta Lindner atualizou o programa “Café”'],
  // excecao_grade: a one-off exception to the grid
  ['criar', 'excecao_grade', { titulo: 'Jogo do Inter', inicio: '2026-11-28T19:00:00.000Z', fim: '2026-11-28T21:00:00.000Z', programaId: null }, 'Marta Lindner criou a exceção da grade “Jogo do Inter”'],
  ['excluir', 'excecao_grade', { titulo: 'Jogo do Inter', inicio: '2026-11-28T19:00:00.000Z', fim: '2026-11-28T21:00:00.000Z', programaId: 4 }, 'Marta Lindner excluiu a exceção da grade “Jogo do Inter”'],
  // episodio
  ['criar', 'episodio', { titulo: 'Entrevista com o prefeito', programaId: 3, duracaoSegundos: 95 }, 'Marta Lindner criou o episódio “Entrevista com o prefeito”'],
  ['excluir', 'episodio', { titulo: 'Entrevista com o prefeito', guid: 'g' }, 'Marta Lindner excluiu o episódio “Entrevista com o prefeito”'],
  // membro_equipe
  ['criar', 'membro_equipe', { nome: 'Beatriz Kunz', cargo: 'Repórter' }, 'Marta Lindner criou o membro da equipe “Beatriz Kunz”'],
  ['atualizar', 'membro_equipe', { nome: 'Beatriz Kunz' }, 'Marta Lindner atualizou o membro da equipe “Beatriz Kunz”'],
  ['desativar', 'membro_equipe', { nome: 'Beatriz Kunz' }, 'Marta Lindner desativou o membro da equipe “Beatriz Kunz”'],
  ['reativar', 'membro_equipe', { nome: 'Beatriz Kunz' }, 'Marta Lindner reativou o membro da equipe “Beatriz Kunz”'],
  ['excluir', 'membro_equipe', { nome: 'Beatriz Kunz', postagens: 2 }, 'Marta Lindner excluiu o membro da equipe “Beatriz Kunz”'],
  ['ordenar', 'membro_equipe', { ids: [3, 1] }, 'Marta Lindner reordenou a equipe'],
  // redirecionamento: named by the old address it answers
  ['criar', 'redirecionamento', { origem: '/2019/05/festa-da-uva', destino: '/cultura/festa-da-uva', status: 301 }, 'Marta Lindner criou o redirecionamento “/2019/05/festa-da-uva”'],
  ['excluir', 'redirecionamento', { origem: '/politica/nome-antigo', destino: null, postagemId: 12, status: 301 }, 'Marta Lindner excluiu o redirecionamento “/politica/nome-antigo”'],
  // cobertura, atualizacao_cobertura: a live coverage and its entries
  ['criar', 'cobertura', { titulo: 'Apuração das eleições' }, 'Marta Lindner criou a cobertura ao vivo “Apuração das eleições”'],
  ['encerrar', 'cobertura', { titulo: 'Apuração das eleições' }, 'Marta Lindner encerrou a cobertura ao vivo “Apuração das eleições”'],
  ['criar', 'atualizacao_cobertura', { postagemId: 9, titulo: 'Apuração das eleições' }, 'Marta Lindner criou a atualização da cobertura “Apuração das eleições”'],
  // mensagem_contato
  ['marcar_lida', 'mensagem_contato', { nome: 'João', assunto: 'Pedido' }, 'Marta Lindner marcou como lida a mensagem de contato “Pedido” de João'],
  ['marcar_nao_lida', 'mensagem_contato', { nome: 'João', assunto: null }, 'Marta Lindner marcou como não lida a mensagem de contato de João'],
  ['excluir', 'mensagem_contato', { nome: 'João', email: 'j@x.com', assunto: 'Pedido' }, 'Marta Lindner excluiu a mensagem de contato “Pedido” de João'],
  ['excluir', 'mensagem_contato', null, 'Marta Lindner excluiu a mensagem de contato nº 7', { entidadeId: '7' }],
  // logs
  ['exportar', 'logs', { total: 1, filtros: {} }, 'Marta Lindner exportou os logs em CSV (1 registro)'],
  ['exportar', 'logs', { total: 12500, filtros: {} }, 'Marta Lindner exportou os logs em CSV (12.500 registros)'],
  // the song history ("O que tocou")
  ['exportar', 'musica_tocada', { inicio: '2026-11-01', fim: '2026-11-30', total: 1520 }, 'Marta Lindner exportou o que tocou de 01/11/2026 a 30/11/2026 em CSV (1.520 músicas)'],
  ['exportar', 'musica_tocada', { inicio: '2026-11-24', fim: '2026-11-24', total: 1 }, 'Marta Lindner exportou o que tocou de 24/11/2026 a 24/11/2026 em CSV (1 música)'],
  // review before publishing and preview links
  ['enviar_revisao', 'postagem', { titulo: 'Feira' }, 'Marta Lindner enviou para revisão a postagem “Feira”'],
  ['devolver', 'postagem', { titulo: 'Feira', comentario: 'Falta ouvir a prefeitura.' }, 'Marta Lindner devolveu ao autor a postagem “Feira”: “Falta ouvir a prefeitura.”'],
  ['publicar', 'postagem', { titulo: 'Feira', status: 'publicado', revisao: 'aprovada' }, 'Marta Lindner aprovou e publicou a postagem “Feira”'],
  ['atualizar', 'postagem', { titulo: 'Feira', status: 'agendado', revisao: 'aprovada' }, 'Marta Lindner aprovou e agendou a postagem “Feira”'],
  ['criar_previa', 'postagem', { titulo: 'Feira', previaId: 3 }, 'Marta Lindner criou um link de prévia para a postagem “Feira”'],
  ['revogar_previa', 'postagem', null, 'Marta Lindner revogou um link de prévia para a postagem nº 8', { entidadeId: '8' }],
  // the scheduler and the demo import (no user)
  // a version brought back from the post's history
  ['restaurar', 'postagem', { titulo: 'Feira', revisaoId: 12, versaoRestaurada: 2 }, 'Marta Lindner restaurou a versão 2 da postagem “Feira”'],
  ['restaurar', 'postagem', null, 'Marta Lindner restaurou uma versão anterior da postagem nº 8', { entidadeId: '8' }],
  ['publicar', 'postagem', { agendado: true, titulo: 'Feira' }, 'Sistema publicou a postagem agendada “Feira”', { usuario: null }],
  ['importar', 'sistema', { descricao: 'Carga inicial' }, 'Sistema importou dados: Carga inicial', { usuario: null }],
  // a WordPress export brought in from the panel: its start and its end
  ['importar', 'importacao', { arquivo: 'radiovale.xml', bytes: 1024, etapa: 'inicio' }, 'Marta Lindner começou a importar a exportação do WordPress “radiovale.xml”'],
  ['importar', 'importacao', { arquivo: 'radiovale.xml', postagens: 19774, imagens: 30 }, 'Marta Lindner importou a exportação do WordPress “radiovale.xml” (19.774 postagens)'],
  // unknown codes still read as a sentence
  ['arquivar', 'podcast', null, 'Marta Lindner registrou a ação “Arquivar” no registro de podcast nº 4', { entidadeId: '4' }],
  ['criar', 'podcast', { titulo: 'Ep. 1' }, 'Marta Lindner criou o registro de podcast “Ep. 1”'],
  ['arquivar', 'postagem', { titulo: 'Velha' }, 'Marta Lindner registrou a ação “Arquivar” na postagem “Velha”'],
];

describe('describeLogEntry', () => {
  // Always five arguments: with fewer, Jest would take the last parameter for a done callback.
  it.each(ROWS.map(([acao, entidade, detalhes, expected, extra]) => [acao, entidade, detalhes, expected, extra ?? {}] as const))('%s / %s → %#', (acao, entidade, detalhes, expected, extra) => {
    expect(describeLogEntry({ usuario: marta, acao, entidade, entidadeId: null, detalhes, ...extra })).toBe(expected);
  });

  it('covers every action and entity it has a label for', () => {
    const actions = new Set(ROWS.map((row) => row[0]));
    const entities = new Set(ROWS.map((row) => row[1]));
    for (const acao of Object.keys(ACTION_LABELS)) expect(actions).toContain(acao);
    for (const entidade of Object.keys(ENTITY_LABELS)) expect(entities).toContain(entidade);
  });

  it('falls back to Sistema for a blank or missing user, and cuts very long names', () => {
    expect(describeLogEntry({ usuario: { nome: '  ' }, acao: 'sair', entidade: 'usuario' })).toBe('Sistema saiu do painel');
    const long = 'A'.repeat(200);
    expect(describeLogEntry({ usuario: marta, acao: 'criar', entidade: 'enquete', detalhes: { pergunta: long } })).toBe(`Marta Lindner criou a enquete “${'A'.repeat(119)}…”`);
    expect(describeLogEntry({ usuario: marta, acao: 'criar', entidade: 'banner', detalhes: null })).toBe('Marta Lindner criou o banner');
  });
});

describe('labels', () => {
  it.each([
    ['marcar_nao_lida', 'Marcar como não lida'],
    ['falha-login', 'Falha de login'],
    ['bloquear', 'Bloqueio de acesso'],
    ['desbloquear', 'Desbloquear acesso'],
    ['algo_novo', 'Algo novo'],
  ])('actionLabel(%s) = %s', (code, label) => expect(actionLabel(code)).toBe(label));
  it.each([
    ['membro_equipe', 'Membro da equipe'],
    ['midia', 'Mídia'],
    ['teste-x', 'Teste x'],
    ['', '—'],
  ])('entityLabel(%s) = %s', (code, label) => expect(entityLabel(code)).toBe(label));
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a e b'],
    [['a', 'b', 'c'], 'a, b e c'],
  ])('joinList(%j) = %s', (items, text) => expect(joinList(items)).toBe(text));
});
