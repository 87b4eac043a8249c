import { isPublishingStatus, mayPublish, postReviewOf, reviewNoticeText, reviewPolicyOf, reviewsPosts } from '../post-review';
import { normalizePost } from '../post';

describe('postReviewOf: the review state of a staff read, whatever backend sent it (issue 28)', () => {
  it.each<[string, unknown, ReturnType<typeof postReviewOf>]>([
    [
      'this backend: revisao {estado, comentario, em, por}',
      { id: 4, status: 'rascunho', revisao: { estado: 'devolvida', comentario: 'Falta ouvir a prefeitura.', em: '2026-03-10T17:30:00.000Z', por: { id: 2, nome: 'Marta Lindner' } } },
      { estado: 'devolvida', comentario: 'Falta ouvir a prefeitura.', em: '2026-03-10T17:30:00.000Z', por: { id: 2, nome: 'Marta Lindner' } },
    ],
    [
      'pending, no comment',
      { revisao: { estado: 'pendente', comentario: null, em: '2026-03-10T17:30:00.000Z', por: { id: 3, nome: 'Renata Fagundes' } } },
      { estado: 'pendente', comentario: null, em: '2026-03-10T17:30:00.000Z', por: { id: 3, nome: 'Renata Fagundes' } },
    ],
    ['no review: revisao null', { id: 4, status: 'publicado', revisao: null }, null],
    // An older station backend (API_URL) knows nothing of reviews.
    ['legacy staff read without any review field', { uuid: 'a1b2', title: 'Antiga', status: 'publicado', createdAt: '10/03/2026 às 14h30' }, null],
    [
      'flat fields, camelCase',
      { revisaoEstado: 'pendente', revisaoEm: '2026-03-10T17:30:00Z', revisaoPor: { id: '7', nome: 'Ana' } },
      { estado: 'pendente', comentario: null, em: '2026-03-10T17:30:00.000Z', por: { id: 7, nome: 'Ana' } },
    ],
    [
      'flat fields, snake_case, dd/mm/yyyy date and a name only',
      { revisao_estado: 'devolvida', revisao_comentario: '  Revise o título. ', revisao_em: '10/03/2026 14:30', revisao_por: { nome: 'Marta' } },
      { estado: 'devolvida', comentario: 'Revise o título.', em: '2026-03-10T17:30:00.000Z', por: { id: 0, nome: 'Marta' } },
    ],
    ['an unknown state is no state', { revisao: { estado: 'aprovada' } }, null],
    ['not an object', 'rascunho', null],
  ])('%s', (_name, raw, expected) => {
    expect(postReviewOf(raw)).toEqual(expected);
  });

  it("a staff read with `revisao` still normalises as a post (SPEC §3): the public normaliser ignores it", () => {
    const post = normalizePost({
      id: 9,
      titulo: 'Feira do produtor volta ao centro',
      slug: 'feira-do-produtor',
      conteudo: '<p>Texto</p>',
      categoria: { id: 1, nome: 'Cidade', slug: 'cidade', cor: '#3B82F6' },
      status: 'rascunho',
      criadoEm: '2026-03-10T12:00:00.000Z',
      revisao: { estado: 'pendente', comentario: null, em: '2026-03-10T17:30:00.000Z', por: { id: 3, nome: 'Renata' } },
    });
    expect(post).toEqual(expect.objectContaining({ id: '9', titulo: 'Feira do produtor volta ao centro', slug: 'feira-do-produtor', status: 'rascunho', categoria: 'Cidade' }));
    expect(post).not.toHaveProperty('revisao');
  });
});

describe('who publishes and who reviews', () => {
  it.each<[string, boolean, boolean]>([
    ['admin', false, true],
    ['editor', false, true],
    ['autor', false, false],
    ['autor', true, true],
    ['visitante', true, false],
  ])('%s with autoresPublicam=%s may publish: %s', (papel, setting, expected) => {
    expect(mayPublish(papel, setting)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['admin', true],
    ['editor', true],
    ['autor', false],
  ])('%s reviews: %s', (papel, expected) => {
    expect(reviewsPosts(papel)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['publicado', true],
    ['agendado', true],
    ['rascunho', false],
    ['arquivado', false],
  ])('%s needs the right to publish: %s', (status, expected) => {
    expect(isPublishingStatus(status)).toBe(expected);
  });
});

describe('reviewNoticeText', () => {
  it.each<[string, Parameters<typeof reviewNoticeText>[0], string]>([
    [
      'returned, with who, when and the comment',
      { estado: 'devolvida', comentario: 'Falta ouvir a prefeitura.', em: '2026-03-10T17:30:00.000Z', por: { id: 2, nome: 'Marta Lindner' } },
      'Devolvida por Marta Lindner em 10/03/2026 14h30: Falta ouvir a prefeitura.',
    ],
    ['returned, nothing known', { estado: 'devolvida', comentario: null, em: null, por: null }, 'Devolvida.'],
    [
      'pending',
      { estado: 'pendente', comentario: null, em: '2026-03-10T17:30:00.000Z', por: { id: 3, nome: 'Renata Fagundes' } },
      'Aguardando revisão: enviada por Renata Fagundes em 10/03/2026 14h30.',
    ],
  ])('%s', (_name, review, expected) => {
    expect(reviewNoticeText(review)).toBe(expected);
  });
});

describe('reviewPolicyOf: GET /postagens/revisao, or today behaviour when the backend has none', () => {
  it.each<[string, unknown, ReturnType<typeof reviewPolicyOf>]>([
    [
      'an author who must send for review',
      { podePublicar: false, revisa: false, autoresPublicam: false, aguardandoRevisao: 2 },
      { podePublicar: false, revisa: false, autoresPublicam: false, aguardandoRevisao: 2 },
    ],
    ['an editor', { podePublicar: true, revisa: true, autoresPublicam: false, aguardandoRevisao: 5 }, { podePublicar: true, revisa: true, autoresPublicam: false, aguardandoRevisao: 5 }],
    ['a bad count reads as 0', { podePublicar: true, revisa: true, aguardandoRevisao: -3 }, { podePublicar: true, revisa: true, autoresPublicam: false, aguardandoRevisao: 0 }],
    ['a 404 body from an older backend', { message: 'Rota não encontrada.' }, null],
    ['nothing', null, null],
  ])('%s', (_name, raw, expected) => {
    expect(reviewPolicyOf(raw)).toEqual(expected);
  });
});
