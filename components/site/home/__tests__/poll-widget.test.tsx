/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { normalizePollList } from '@/lib/domain/poll';
import { ToastProvider } from '@/components/ui/toast-provider';
import { PollWidget } from '../poll-widget';

const rawPolls = [
  {
    id: 7,
    pergunta: 'Qual obra deve ser prioridade?',
    opcoes: [
      { id: 70, texto: 'Ponte do Rio Sereno', votos: 2 },
      { id: 71, texto: 'Asfalto da RS-999', votos: 1 },
    ],
    totalVotos: 3,
  },
];

type FetchCall = { url: string; init?: RequestInit };
let calls: FetchCall[];

function mockFetch(handler: (url: string, init?: RequestInit) => Promise<Response>) {
  calls = [];
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return handler(String(input), init);
  }) as typeof fetch;
}

// jsdom has no Response: the widget only reads ok, status and json().
const reply = (status: number, read: () => Promise<unknown>) => ({ ok: status >= 200 && status < 300, status, json: read }) as unknown as Response;
const json = (status: number, body: unknown) => Promise.resolve(reply(status, async () => body));

function renderWidget() {
  return render(
    <ToastProvider>
      <PollWidget initial={normalizePollList(rawPolls)} />
    </ToastProvider>,
  );
}

const option = (name: RegExp) => screen.getByRole('button', { name });
const votes = () => calls.filter((c) => c.url.includes('/votar'));

beforeEach(() => window.localStorage.clear());

describe('PollWidget (SPEC §4.5, §5, §8)', () => {
  it('shows the question, each option with its rounded percentage and the total', () => {
    mockFetch(() => json(200, rawPolls));
    renderWidget();
    expect(screen.getByText('Qual obra deve ser prioridade?')).toBeInTheDocument();
    // The name is the visible text (WCAG 2.5.3).
    expect(option(/Ponte do Rio Sereno/)).toHaveAccessibleName('Ponte do Rio Sereno 67%');
    expect(option(/Asfalto/)).toHaveAccessibleName('Asfalto da RS-999 33%');
    expect(option(/Ponte do Rio Sereno/)).not.toHaveAttribute('aria-label');
    expect(screen.getByTestId('poll-total')).toHaveTextContent('3 votos');
  });

  it('votes with opcaoId as a number, stores the local record, toasts success and reloads', async () => {
    const updated = [{ ...rawPolls[0], opcoes: [{ id: 70, texto: 'Ponte do Rio Sereno', votos: 3 }, rawPolls[0].opcoes[1]], totalVotos: 4 }];
    mockFetch((url) => (url.includes('/votar') ? json(201, { message: 'Voto registrado com sucesso!' }) : json(200, updated)));
    renderWidget();
    await act(async () => option(/Ponte/).click());
    expect(await screen.findByText('Voto registrado com sucesso!')).toBeInTheDocument();
    const [vote] = votes();
    expect(vote.url).toBe('/api/v1/publico/enquetes/7/votar');
    const body = JSON.parse(String(vote.init?.body));
    expect(body.opcaoId).toBe(70);
    expect(typeof body.deviceId).toBe('string');
    const record = JSON.parse(window.localStorage.getItem('enquete_votos_7')!);
    expect(record).toEqual({ deviceId: body.deviceId, opcaoId: '70', timestamp: expect.any(Number) });
    expect(await screen.findByText('4 votos')).toBeInTheDocument();
    expect(option(/Ponte/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the counted vote and the earlier counts when the list cannot be reloaded', async () => {
    mockFetch((url) => (url.includes('/votar') ? json(201, { message: 'Voto registrado com sucesso!' }) : json(503, {})));
    renderWidget();
    await act(async () => option(/Ponte/).click());
    expect(await screen.findByText('Voto registrado com sucesso!')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao votar. Tente novamente.')).not.toBeInTheDocument();
    expect(option(/Ponte/)).toHaveAttribute('aria-pressed', 'true');
  });

  it("refuses a second vote from the same device without calling the server: 'Você já votou nesta enquete'", async () => {
    mockFetch((url) => (url.includes('/votar') ? json(201, {}) : json(200, rawPolls)));
    renderWidget();
    await act(async () => option(/Ponte/).click());
    await screen.findByText('Voto registrado com sucesso!');
    await act(async () => option(/Asfalto/).click());
    expect(votes()).toHaveLength(1);
    expect(await screen.findByText('Você já votou nesta enquete')).toBeInTheDocument();
  });

  it('disables the options while a vote is in flight and sends only one', async () => {
    let release: (r: Response) => void = () => {};
    mockFetch((url) => (url.includes('/votar') ? new Promise<Response>((resolve) => (release = resolve)) : json(200, rawPolls)));
    renderWidget();
    await act(async () => option(/Ponte/).click());
    expect(option(/Ponte/)).toBeDisabled();
    expect(option(/Asfalto/)).toBeDisabled();
    await act(async () => option(/Asfalto/).click());
    expect(votes()).toHaveLength(1);
    await act(async () => release(reply(201, async () => ({}))));
    expect(option(/Asfalto/)).toBeEnabled();
  });

  it.each([
    ['the server message', () => json(409, { message: 'Esta enquete está encerrada e não recebe mais votos.' }), 'Esta enquete está encerrada e não recebe mais votos.'],
    ["'HTTP {status}' without a message", () => Promise.resolve(reply(502, () => Promise.reject(new SyntaxError('não é JSON')))), 'HTTP 502'],
    ["'Erro ao votar. Tente novamente.' on a network failure", () => Promise.reject(new TypeError('Failed to fetch')), 'Erro ao votar. Tente novamente.'],
  ])('shows %s as an error toast and stores nothing', async (_label, answer, message) => {
    mockFetch((url) => (url.includes('/votar') ? answer() : json(200, rawPolls)));
    renderWidget();
    await act(async () => option(/Ponte/).click());
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(message)).toBeInTheDocument();
    expect(window.localStorage.getItem('enquete_votos_7')).toBeNull();
  });
});
