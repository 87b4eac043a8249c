import { autoDraftValues, autosaveOfferText, autosaveStatusText, clockText, newerRecovery, snapshotToFormValues, type PostSnapshotFields } from '../post-autosave';
import { emptyPostForm, type PostFormValues } from '../post-form';

describe('autosaveOfferText', () => {
  const now = new Date('2026-11-20T18:00:00Z'); // 15:00 in Brasília
  it.each([
    ['earlier today, Horário de Brasília', '2026-11-20T17:32:00Z', 'Há uma versão salva automaticamente às 14:32'],
    ['just after local midnight is still today', '2026-11-20T03:05:00Z', 'Há uma versão salva automaticamente às 00:05'],
    ['UTC already tomorrow, Brasília still today', '2026-11-21T01:10:00Z', 'Há uma versão salva automaticamente às 22:10'],
    ['yesterday in Brasília names the day', '2026-11-20T02:59:00Z', 'Há uma versão salva automaticamente em 19/11/2026 às 23:59'],
    ['unreadable instant', 'ontem', 'Há uma versão salva automaticamente'],
  ])('%s', (_name, iso, expected) => {
    expect(autosaveOfferText(iso, now)).toBe(expected);
  });
});

describe('clockText and autosaveStatusText', () => {
  it.each([
    [{ kind: 'salvo', em: '2026-11-20T12:07:00Z' } as const, 'Versão salva automaticamente às 09:07'],
    [{ kind: 'rascunho-criado', em: '2026-11-20T12:07:00Z' } as const, 'Rascunho criado automaticamente às 09:07'],
    [{ kind: 'offline' } as const, 'Sem conexão: as alterações ficam neste navegador e são enviadas quando a conexão voltar.'],
    [{ kind: 'conflito' } as const, 'Salvamento automático pausado: outra pessoa salvou esta postagem.'],
    [{ kind: 'inativo' } as const, null],
  ])('%j', (state, expected) => {
    expect(autosaveStatusText(state)).toBe(expected);
  });

  it('is empty for an invalid instant', () => {
    expect(clockText('nada')).toBe('');
  });
});

describe('newerRecovery', () => {
  const at = Date.parse('2026-11-20T17:32:00Z');
  it.each<[string, number | null, string | null, 'local' | 'servidor' | null]>([
    ['nothing to offer', null, null, null],
    ['only the local copy', at, null, 'local'],
    ['only the server autosave', null, '2026-11-20T17:32:00Z', 'servidor'],
    ['the local copy is newer', at + 5_000, '2026-11-20T17:32:00Z', 'local'],
    ['the server autosave is newer', at - 60_000, '2026-11-20T17:32:00Z', 'servidor'],
    ['a tie goes to the server, seen from every device', at, '2026-11-20T17:32:00Z', 'servidor'],
    ['an unreadable server time loses', at, 'quando?', 'local'],
  ])('%s', (_name, local, server, expected) => {
    expect(newerRecovery(local, server)).toBe(expected);
  });
});

describe('snapshotToFormValues', () => {
  const snapshot: PostSnapshotFields = {
    titulo: 'Feira volta',
    slug: 'feira-volta',
    resumo: 'Sábado.',
    conteudo: '<p>Texto.</p>',
    conteudoJson: { type: 'doc' },
    categoriaId: 2,
    imagemDestaque: '/uploads/2026/11/a.jpg',
    legenda: 'Foto',
    galeria: [{ url: '/uploads/2026/11/b.jpg', legenda: '' }],
    destaque: true,
    membroEquipeId: 7,
    tags: ['feira'],
    status: 'agendado',
    publicadoEm: '2099-03-10T17:30:00.000Z',
    urgenteAte: null,
  };

  it('gives back the form as it was, schedule in Horário de Brasília', () => {
    expect(snapshotToFormValues(snapshot)).toEqual({
      ...emptyPostForm(),
      titulo: 'Feira volta',
      slug: 'feira-volta',
      resumo: 'Sábado.',
      conteudo: '<p>Texto.</p>',
      conteudoJson: { type: 'doc' },
      categoriaId: '2',
      imagemDestaque: '/uploads/2026/11/a.jpg',
      legenda: 'Foto',
      galeria: [{ url: '/uploads/2026/11/b.jpg', legenda: '' }],
      destaque: true,
      membroEquipeId: '7',
      tags: ['feira'],
      status: 'agendado',
      dataAgendada: '2099-03-10',
      horaAgendada: '14:30',
    });
  });

  it('a half-typed copy without category or member opens with them unchosen', () => {
    const values = snapshotToFormValues({ ...snapshot, categoriaId: null, membroEquipeId: null, status: 'rascunho', publicadoEm: null });
    expect(values).toMatchObject({ categoriaId: '', membroEquipeId: '', status: 'rascunho', dataAgendada: '' });
  });
});

describe('autoDraftValues', () => {
  const typed: PostFormValues = { ...emptyPostForm(), titulo: 'Chuva forte em Porto Alegre', status: 'publicado', urgente: true, dataUrgente: '2099-01-01', horaUrgente: '10:00' };
  it.each<[string, PostFormValues, string | null, Partial<PostFormValues> | null]>([
    ['a draft, never public nor urgent, in the first category when none is chosen', typed, '1', { status: 'rascunho', urgente: false, categoriaId: '1' }],
    ['the chosen category stays', { ...typed, categoriaId: '2' }, '1', { categoriaId: '2' }],
    ['no category at all: not yet', typed, null, null],
  ])('%s', (_name, values, fallback, expected) => {
    const result = autoDraftValues(values, fallback);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toMatchObject({ ...expected, titulo: typed.titulo });
  });
});
