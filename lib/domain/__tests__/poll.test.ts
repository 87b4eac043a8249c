import { normalizePoll, normalizePollList, suspiciousVotesText, type Enquete } from '../poll';
import {
  ALREADY_VOTED_MESSAGE,
  VOTE_GENERIC_ERROR,
  VOTE_SUCCESS_MESSAGE,
  hasAlreadyVoted,
  parseLocalVoteRecord,
  pollPercentage,
  pollVoteStorageKey,
  voteErrorMessage,
  voteRequestBody,
  type LocalVoteRecord,
} from '../poll-vote';

const record = (deviceId: string, opcaoId: string | number = 2): LocalVoteRecord => ({
  deviceId,
  opcaoId,
  timestamp: 1795282200000,
});

describe('texts', () => {
  it.each([
    [ALREADY_VOTED_MESSAGE, 'Você já votou nesta enquete'],
    [VOTE_SUCCESS_MESSAGE, 'Voto registrado com sucesso!'],
    [VOTE_GENERIC_ERROR, 'Erro ao votar. Tente novamente.'],
  ])('%p', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('pollVoteStorageKey', () => {
  it.each<[string | number, string]>([
    [7, 'enquete_votos_7'],
    ['abc-1', 'enquete_votos_abc-1'],
  ])('%p → %p', (id, key) => {
    expect(pollVoteStorageKey(id)).toBe(key);
  });
});

describe('normalizePoll (SPEC §3 Poll)', () => {
  it('reads every field', () => {
    expect(
      normalizePoll({
        id: 5,
        titulo: 'Qual a melhor música?',
        descricao: 'Vote!',
        ativa: true,
        multipla: false,
        dataInicio: '2026-11-01T00:00:00Z',
        dataFim: '30/11/2026 23:59',
        imagem: 'enquete.jpg',
        opcoes: [
          { id: 1, texto: 'A', votos: 3 },
          { id: 2, nome: 'B', votos: '1' },
        ],
        totalVotos: 4,
        criadoEm: '2026-10-31T12:00:00Z',
      }),
    ).toEqual<Enquete>({
      id: '5',
      pergunta: 'Qual a melhor música?',
      descricao: 'Vote!',
      ativa: true,
      multipla: false,
      inicioEm: '2026-11-01T00:00:00.000Z',
      fimEm: '2026-12-01T02:59:00.000Z',
      imagem: '/uploads/enquete.jpg',
      opcoes: [
        { id: '1', texto: 'A', votos: 3 },
        { id: '2', texto: 'B', votos: 1 },
      ],
      totalVotos: 4,
      criadoEm: '2026-10-31T12:00:00.000Z',
      jaVotou: false,
      opcaoVotada: null,
    });
  });

  it('applies every default', () => {
    expect(normalizePoll({})).toEqual<Enquete>({
      id: '',
      pergunta: 'Enquete',
      descricao: '',
      ativa: true,
      multipla: false,
      inicioEm: null,
      fimEm: null,
      imagem: null,
      opcoes: [],
      totalVotos: 0,
      criadoEm: null,
      jaVotou: false,
      opcaoVotada: null,
    });
  });

  it.each<[string, Record<string, unknown>, Partial<Enquete>]>([
    ['pergunta from titulo', { titulo: 'T' }, { pergunta: 'T' }],
    ['pergunta from pergunta', { pergunta: 'P' }, { pergunta: 'P' }],
    ['titulo before pergunta', { titulo: 'T', pergunta: 'P' }, { pergunta: 'T' }],
    ['uuid', { uuid: 'e-1' }, { id: 'e-1' }],
    ['ativa false', { ativa: false }, { ativa: false }],
    ["ativa 'false'", { ativa: 'false' }, { ativa: false }],
    ["ativa 'true'", { ativa: 'true' }, { ativa: true }],
    ['multipla true', { multipla: true }, { multipla: true }],
    ["multipla '1'", { multipla: '1' }, { multipla: true }],
    ['inicioEm from inicioEm', { inicioEm: '2026-11-02T00:00:00Z' }, { inicioEm: '2026-11-02T00:00:00.000Z' }],
    ['inicioEm from criadoEm', { criadoEm: '2026-11-03T00:00:00Z' }, { inicioEm: '2026-11-03T00:00:00.000Z', criadoEm: '2026-11-03T00:00:00.000Z' }],
    [
      'dataInicio before inicioEm before criadoEm',
      { criadoEm: '2026-11-03T00:00:00Z', inicioEm: '2026-11-02T00:00:00Z', dataInicio: '2026-11-01T00:00:00Z' },
      { inicioEm: '2026-11-01T00:00:00.000Z' },
    ],
    ['fimEm from fimEm', { fimEm: '2026-12-01T00:00:00Z' }, { fimEm: '2026-12-01T00:00:00.000Z' }],
    ['dataFim before fimEm', { dataFim: '2026-12-02T00:00:00Z', fimEm: '2026-12-01T00:00:00Z' }, { fimEm: '2026-12-02T00:00:00.000Z' }],
    ['invalid date', { dataFim: 'logo' }, { fimEm: null }],
    ['imagem', { imagem: '/uploads/a.jpg' }, { imagem: '/uploads/a.jpg' }],
    ['image', { image: 'https://x.com/b.jpg' }, { imagem: 'https://x.com/b.jpg' }],
    ['foto', { foto: 'c.jpg' }, { imagem: '/uploads/c.jpg' }],
    ['imagem before image before foto', { foto: 'c.jpg', image: 'b.jpg', imagem: 'a.jpg' }, { imagem: '/uploads/a.jpg' }],
    ['missing image', { imagem: 'null' }, { imagem: null }],
  ])('%s', (_label, raw, expected) => {
    expect(normalizePoll(raw)).toMatchObject(expected);
  });

  it.each<[string, unknown, { id: string; texto: string; votos: number }]>([
    ['texto', { id: 1, texto: 'Sim', votos: 2 }, { id: '1', texto: 'Sim', votos: 2 }],
    ['nome', { id: 2, nome: 'Não', votos: 0 }, { id: '2', texto: 'Não', votos: 0 }],
    ['texto before nome', { id: 3, texto: 'A', nome: 'B' }, { id: '3', texto: 'A', votos: 0 }],
    ['defaults', {}, { id: '', texto: 'Opção', votos: 0 }],
    ['votos as string', { votos: '12' }, { id: '', texto: 'Opção', votos: 12 }],
    ['invalid votos', { votos: 'muitos' }, { id: '', texto: 'Opção', votos: 0 }],
  ])('option %s', (_label, option, expected) => {
    expect(normalizePoll({ opcoes: [option] }).opcoes).toEqual([expected]);
  });

  it.each<[string, Record<string, unknown>, number]>([
    ['server total', { totalVotos: 10, opcoes: [{ votos: 1 }, { votos: 2 }] }, 10],
    ['server total 0 is kept', { totalVotos: 0, opcoes: [{ votos: 1 }] }, 0],
    ['server total as string', { totalVotos: '7', opcoes: [{ votos: 1 }] }, 7],
    ['sum when missing', { opcoes: [{ votos: 1 }, { votos: 2 }, { votos: '3' }] }, 6],
    ['sum when invalid', { totalVotos: 'x', opcoes: [{ votos: 4 }] }, 4],
    ['sum when negative', { totalVotos: -1, opcoes: [{ votos: 4 }] }, 4],
  ])('totalVotos: %s', (_label, raw, total) => {
    expect(normalizePoll(raw).totalVotos).toBe(total);
  });

  it.each<[string, LocalVoteRecord | null | undefined, string | undefined, boolean, string | null]>([
    ['no record', null, undefined, false, null],
    ['undefined record', undefined, 'dev-1', false, null],
    ['record, no device given', record('dev-1', 2), undefined, true, '2'],
    ['record of this device', record('dev-1', 2), 'dev-1', true, '2'],
    ['record of another device', record('dev-1', 2), 'dev-2', false, null],
    ['numeric option id kept as text', record('dev-1', 15), 'dev-1', true, '15'],
  ])('local vote: %s', (_label, local, deviceId, jaVotou, opcaoVotada) => {
    const poll = normalizePoll({ id: 1 }, local, deviceId);
    expect(poll.jaVotou).toBe(jaVotou);
    expect(poll.opcaoVotada).toBe(opcaoVotada);
  });
});

describe('normalizePollList', () => {
  const polls = [{ id: 1, titulo: 'A' }, { id: 2, titulo: 'B' }];

  it.each<[string, unknown, string[]]>([
    ['array', polls, ['A', 'B']],
    ['{dados}', { dados: polls }, ['A', 'B']],
    ['non-objects dropped', [null, ...polls, 3], ['A', 'B']],
    ['null', null, []],
  ])('%s', (_label, raw, questions) => {
    expect(normalizePollList(raw).map((p) => p.pergunta)).toEqual(questions);
  });

  it('applies local records by poll id', () => {
    const result = normalizePollList(polls, { '2': record('dev-1', 9) }, 'dev-1');
    expect(result.map((p) => [p.jaVotou, p.opcaoVotada])).toEqual([
      [false, null],
      [true, '9'],
    ]);
  });
});

describe('pollPercentage', () => {
  it.each([
    [0, 0, 0],
    [5, 0, 0],
    [0, 10, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 2, 50],
    [1, 8, 13],
    [1, 200, 1],
    [1, 201, 0],
    [3, 3, 100],
    [7, 7, 100],
    [1, -1, 0],
    [Number.NaN, 3, 0],
  ])('%p of %p → %p%%', (votos, total, expected) => {
    expect(pollPercentage(votos, total)).toBe(expected);
  });
});

describe('hasAlreadyVoted', () => {
  it.each<[LocalVoteRecord | null | undefined, string, boolean]>([
    [record('dev-1'), 'dev-1', true],
    [record('dev-1'), 'dev-2', false],
    [null, 'dev-1', false],
    [undefined, 'dev-1', false],
    [record(''), '', false],
  ])('%p with device %p → %p', (local, deviceId, expected) => {
    expect(hasAlreadyVoted(local, deviceId)).toBe(expected);
  });
});

describe('parseLocalVoteRecord', () => {
  it.each<[string | null | undefined, LocalVoteRecord | null]>([
    ['{"deviceId":"d1","opcaoId":3,"timestamp":1795282200000}', { deviceId: 'd1', opcaoId: 3, timestamp: 1795282200000 }],
    ['{"deviceId":"d1","opcaoId":"3"}', { deviceId: 'd1', opcaoId: '3', timestamp: 0 }],
    ['{"deviceId":"","opcaoId":3}', null],
    ['{"deviceId":"d1"}', null],
    ['[1,2]', null],
    ['not json', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p → %p', (stored, expected) => {
    expect(parseLocalVoteRecord(stored)).toEqual(expected);
  });
});

describe('voteRequestBody', () => {
  it.each<[string | number, number]>([
    ['3', 3],
    [3, 3],
    ['12', 12],
  ])('opcaoId %p is sent as the number %p', (opcaoId, expected) => {
    const body = voteRequestBody(opcaoId, 'dev-1');
    expect(body).toEqual({ opcaoId: expected, deviceId: 'dev-1' });
    expect(typeof body.opcaoId).toBe('number');
  });
});

describe('voteErrorMessage', () => {
  it.each<[number, unknown, string]>([
    [400, { message: 'Enquete encerrada' }, 'Enquete encerrada'],
    [409, { message: 'Você já votou nesta enquete' }, 'Você já votou nesta enquete'],
    [500, {}, 'HTTP 500'],
    [502, null, 'HTTP 502'],
    [404, { message: '' }, 'HTTP 404'],
    [422, { message: 42 }, '42'],
    [503, 'texto', 'HTTP 503'],
  ])('status %p, body %p → %p', (status, body, expected) => {
    expect(voteErrorMessage(status, body)).toBe(expected);
  });
});

describe('suspiciousVotesText', () => {
  it.each([
    [{ votos: 0, enderecos: 0, percentual: 0 }, 'Nenhum endereço votou mais de 5 vezes.'],
    [{ votos: 6, enderecos: 1, percentual: 30 }, '30% dos votos (6 votos) vieram de 1 endereço com mais de 5 votos cada.'],
    [{ votos: 1340, enderecos: 12, percentual: 65 }, '65% dos votos (1.340 votos) vieram de 12 endereços com mais de 5 votos cada.'],
  ])('%j', (share, text) => {
    expect(suspiciousVotesText(share)).toBe(text);
  });
});
