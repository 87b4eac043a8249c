import { activityText, describeActivity, timeAgo, type ActivityEntry } from '../activity';

const NOW = new Date('2026-03-10T15:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  acao: 'publicar',
  entidade: 'postagem',
  detalhes: { titulo: 'Ponte nova é liberada' },
  criadoEm: ago(5 * MIN),
  usuario: { id: 2, nome: 'Marta Lindner' },
  ...overrides,
});

describe('timeAgo', () => {
  it.each([
    [0, 'agora mesmo'],
    [59_000, 'agora mesmo'],
    [MIN, 'há 1 min'],
    [5 * MIN, 'há 5 min'],
    [59 * MIN, 'há 59 min'],
    [60 * MIN, 'há 1 h'],
    [23 * 60 * MIN, 'há 23 h'],
    [24 * 60 * MIN, 'há 1 dia'],
    [3 * 24 * 60 * MIN, 'há 3 dias'],
    [40 * 24 * 60 * MIN, 'em 29/01/2026'],
  ])('%i ms ago → %s', (elapsed, expected) => {
    expect(timeAgo(ago(elapsed), NOW)).toBe(expected);
  });

  it('a date in the future (clock skew) reads as now; an invalid one as empty', () => {
    expect(timeAgo(new Date(NOW.getTime() + 90_000), NOW)).toBe('agora mesmo');
    expect(timeAgo('não é data', NOW)).toBe('');
  });
});

describe('activityText', () => {
  it.each<[Partial<ActivityEntry>, string]>([
    [{}, 'Marta Lindner publicou a postagem «Ponte nova é liberada» — há 5 min'],
    [{ acao: 'criar', entidade: 'enquete', detalhes: { pergunta: 'Qual obra primeiro?' } }, 'Marta Lindner criou a enquete «Qual obra primeiro?» — há 5 min'],
    [{ acao: 'enviar', entidade: 'midia', detalhes: { arquivo: '2026/03/foto.jpg' } }, 'Marta Lindner enviou a imagem «2026/03/foto.jpg» — há 5 min'],
    [{ acao: 'atualizar', entidade: 'configuracao', detalhes: { chaves: ['site.nome'] } }, 'Marta Lindner atualizou as configurações — há 5 min'],
    [{ acao: 'excluir', entidade: 'categoria', detalhes: { nome: 'Turismo' } }, 'Marta Lindner excluiu a categoria «Turismo» — há 5 min'],
    [{ acao: 'criar', entidade: 'usuario', detalhes: { email: 'nova@sintonia.local', papel: 'autor' } }, 'Marta Lindner criou o usuário «nova@sintonia.local» — há 5 min'],
    [{ acao: 'entrar', entidade: 'usuario', detalhes: null }, 'Marta Lindner entrou no painel — há 5 min'],
    [{ acao: 'sair', entidade: 'usuario', detalhes: null }, 'Marta Lindner saiu do painel — há 5 min'],
    [
      { acao: 'importar', entidade: 'sistema', usuario: null, detalhes: { descricao: 'Carga inicial' }, criadoEm: ago(2 * 60 * MIN) },
      'Sistema importou os dados «Carga inicial» — há 2 h',
    ],
    [{ acao: 'renomear', entidade: 'coisa', detalhes: {} }, 'Marta Lindner renomear coisa — há 5 min'],
  ])('%j', (overrides, expected) => {
    expect(activityText(entry(overrides), NOW)).toBe(expected);
  });

  it('gives the parts separately for the screen', () => {
    expect(describeActivity(entry({}), NOW)).toEqual({
      ator: 'Marta Lindner',
      acao: 'publicou a postagem',
      titulo: 'Ponte nova é liberada',
      quando: 'há 5 min',
    });
  });
});
