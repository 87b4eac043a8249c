import {
  diffPollOptions,
  optionsWithVotesMessage,
  POLL_CLOSED_MESSAGE,
  POLL_NOT_STARTED_MESSAGE,
  pollStatus,
  voteRefusal,
  type PollSchedule,
  type PollStatus,
} from '../poll';

const NOW = new Date('2026-06-10T12:00:00Z');
const open: PollSchedule = { ativa: true, encerradaEm: null, inicioEm: null, fimEm: null };

describe('pollStatus', () => {
  it.each<[string, Partial<PollSchedule>, PollStatus]>([
    ['active, no dates', {}, 'aberta'],
    ['within its dates', { inicioEm: '2026-06-01T00:00:00Z', fimEm: '2026-06-30T00:00:00Z' }, 'aberta'],
    ['closed by staff', { encerradaEm: '2026-06-09T00:00:00Z' }, 'encerrada'],
    ['closed by staff and inactive', { ativa: false, encerradaEm: '2026-06-09T00:00:00Z' }, 'encerrada'],
    ['end date passed', { fimEm: '2026-06-10T11:59:59Z' }, 'encerrada'],
    ['ends exactly now (exclusive)', { fimEm: '2026-06-10T12:00:00Z' }, 'encerrada'],
    ['inactive', { ativa: false }, 'inativa'],
    ['inactive and not started', { ativa: false, inicioEm: '2026-07-01T00:00:00Z' }, 'inativa'],
    ['not started yet', { inicioEm: '2026-06-11T00:00:00Z' }, 'agendada'],
    ['starts exactly now', { inicioEm: '2026-06-10T12:00:00Z' }, 'aberta'],
  ])('%s → %s', (_name, change, expected) => {
    expect(pollStatus({ ...open, ...change }, NOW)).toBe(expected);
  });
});

describe('voteRefusal', () => {
  it.each<[PollStatus, ReturnType<typeof voteRefusal>]>([
    ['aberta', null],
    ['encerrada', { codigo: 'ENQUETE_ENCERRADA', message: POLL_CLOSED_MESSAGE }],
    ['inativa', { codigo: 'ENQUETE_ENCERRADA', message: POLL_CLOSED_MESSAGE }],
    ['agendada', { codigo: 'ENQUETE_NAO_INICIADA', message: POLL_NOT_STARTED_MESSAGE }],
  ])('%s', (status, expected) => {
    expect(voteRefusal(status)).toEqual(expected);
  });

  it('says the exact texts', () => {
    expect(POLL_CLOSED_MESSAGE).toBe('Esta enquete está encerrada e não recebe mais votos.');
    expect(POLL_NOT_STARTED_MESSAGE).toBe('Esta enquete ainda não está aberta para votação.');
  });
});

describe('diffPollOptions', () => {
  const current = [
    { id: 1, texto: 'Sim', ordem: 0, votos: 3 },
    { id: 2, texto: 'Não', ordem: 1, votos: 0 },
    { id: 3, texto: 'Talvez', ordem: 2, votos: 1 },
  ];

  it.each([
    ['nothing changed', [{ id: 1, texto: 'Sim' }, { id: 2, texto: 'Não' }, { id: 3, texto: 'Talvez' }], { adicionar: [], alterar: [], remover: [], desconhecidas: [] }],
    [
      'reordered',
      [{ id: 2, texto: 'Não' }, { id: 1, texto: 'Sim' }, { id: 3, texto: 'Talvez' }],
      { adicionar: [], alterar: [{ id: 2, texto: 'Não', ordem: 0 }, { id: 1, texto: 'Sim', ordem: 1 }], remover: [], desconhecidas: [] },
    ],
    [
      'renamed (trimmed), added, one removed',
      [{ id: 1, texto: ' Sim! ' }, { texto: 'Não sei' }, { id: 3, texto: 'Talvez' }],
      { adicionar: [{ texto: 'Não sei', ordem: 1 }], alterar: [{ id: 1, texto: 'Sim!', ordem: 0 }], remover: [current[1]], desconhecidas: [] },
    ],
    [
      'an id of another poll',
      [{ id: 1, texto: 'Sim' }, { id: 99, texto: 'Outra' }, { id: null, texto: 'Nova' }],
      { adicionar: [{ texto: 'Nova', ordem: 2 }], alterar: [], remover: [current[1], current[2]], desconhecidas: [99] },
    ],
  ])('%s', (_name, next, expected) => {
    expect(diffPollOptions(current, next)).toEqual(expected);
  });
});

describe('optionsWithVotesMessage', () => {
  it.each([
    [[{ texto: 'Manhã', votos: 1 }], 'A opção «Manhã» (1 voto) já tem votos. Remover apaga 1 voto; confirme para continuar.'],
    [
      [
        { texto: 'Sim', votos: 3 },
        { texto: 'Talvez', votos: 2 },
      ],
      'As opções «Sim» (3 votos), «Talvez» (2 votos) já têm votos. Remover apaga 5 votos; confirme para continuar.',
    ],
  ])('%j', (options, expected) => {
    expect(optionsWithVotesMessage(options)).toBe(expected);
  });
});
