/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SongRequestForm } from '../song-request-form';

type FetchCall = { url: string; init?: RequestInit };
let calls: FetchCall[];

// jsdom has no Response: the form only reads ok, status and json().
const reply = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response);

/** The token call answers with a token; the request call with `answer`. */
function mockFetch(answer: () => Promise<Response>) {
  calls = [];
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return String(input).endsWith('/token') ? reply(200, { token: 'v1.7.pedido.sig' }) : answer();
  }) as typeof fetch;
}

const posts = () => calls.filter((call) => call.init?.method === 'POST');
const sentBody = (index = 0) => JSON.parse(String(posts()[index].init?.body)) as Record<string, unknown>;

function type(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
  field.value = value;
  fireEvent.input(field);
}

function fillValid() {
  type('Seu nome', 'Dona Cida');
  type('Bairro ou cidade', 'Vila Nova');
  type('Música ou recado', 'Evidências, para a turma da feira!');
  type(/WhatsApp/, '(51) 99999-1234');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('SongRequestForm (/peca-sua-musica)', () => {
  it('labels the four fields in pt-BR, WhatsApp optional; asks for its own anti-spam token; the honeypot is hidden', async () => {
    mockFetch(() => reply(201, {}));
    await act(async () => render(<SongRequestForm />));
    for (const label of ['Seu nome', 'Bairro ou cidade', 'Música ou recado', /WhatsApp/]) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText(/WhatsApp/).closest('div')).toHaveTextContent('(opcional)');
    expect(screen.getByLabelText('Seu nome')).toBeRequired();
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/publico/contato/token']);
    const honeypot = document.querySelector('input[name="site"]') as HTMLInputElement;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('checks the fields before sending: pt-BR errors beside them, the first one focused, nothing sent', async () => {
    mockFetch(() => reply(201, {}));
    await act(async () => render(<SongRequestForm />));
    type('Seu nome', 'J');
    type('Música ou recado', ' ');
    type(/WhatsApp/, '9999-1234');
    await act(async () => submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Verifique os campos destacados e tente de novo.');
    expect(screen.getByText('O nome deve ter pelo menos 2 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Informe seu bairro ou cidade.')).toBeInTheDocument();
    expect(screen.getByText('Escreva a música ou o recado.')).toBeInTheDocument();
    expect(screen.getByLabelText(/WhatsApp/)).toHaveAccessibleDescription(
      'Com DDD, ex.: (51) 99999-1234. Só a equipe do estúdio vê, se precisar falar com você. Informe um WhatsApp válido com DDD, como (51) 99999-1234.',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Seu nome'));
    expect(posts()).toHaveLength(0);
  });

  it('sends after the time trap with the token and shows "Pedido enviado! Fique ligado na programação."; the next one keeps name and place', async () => {
    mockFetch(() => reply(201, { message: 'Pedido enviado! Fique ligado na programação.' }));
    await act(async () => render(<SongRequestForm />));
    fillValid();
    await act(async () => submit());
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(posts()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(3300));
    expect(posts()).toHaveLength(1);
    expect(posts()[0].url).toBe('/api/v1/publico/pedidos');
    expect(sentBody()).toEqual({
      nome: 'Dona Cida',
      local: 'Vila Nova',
      mensagem: 'Evidências, para a turma da feira!',
      whatsapp: '(51) 99999-1234',
      site: '',
      token: 'v1.7.pedido.sig',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Pedido enviado! Fique ligado na programação.');
    // The confirmation takes the focus from the button that went with the form (and so is scrolled into view).
    expect(screen.getByRole('status')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Fazer outro pedido' }));
    expect(screen.getByLabelText('Seu nome')).toHaveValue('Dona Cida');
    expect(screen.getByLabelText('Bairro ou cidade')).toHaveValue('Vila Nova');
    expect(screen.getByLabelText('Música ou recado')).toHaveValue('');
    expect(screen.getByLabelText('Música ou recado')).toHaveFocus();
  });

  it('shows the limit (429) in pt-BR and keeps what was typed', async () => {
    mockFetch(() => reply(429, { message: 'Muitos pedidos em pouco tempo. Tente novamente em alguns minutos.', codigo: 'MUITAS_REQUISICOES' }));
    await act(async () => render(<SongRequestForm />));
    fillValid();
    await act(async () => submit());
    await act(async () => jest.advanceTimersByTime(3300));
    expect(screen.getByRole('alert')).toHaveTextContent('Muitos pedidos em pouco tempo. Tente novamente em alguns minutos.');
    expect(screen.getByLabelText('Música ou recado')).toHaveValue('Evidências, para a turma da feira!');
    expect(screen.getByRole('button', { name: 'Enviar pedido' })).toBeEnabled();
  });

  it('a refused token shows the message and fetches a fresh one; offline says so', async () => {
    mockFetch(() => reply(400, { message: 'Não foi possível enviar seu pedido. Tente enviar de novo.', codigo: 'ENVIO_RECUSADO' }));
    await act(async () => render(<SongRequestForm />));
    fillValid();
    await act(async () => submit());
    await act(async () => jest.advanceTimersByTime(3300));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível enviar seu pedido. Tente enviar de novo.');
    expect(calls.filter((call) => call.url.endsWith('/token'))).toHaveLength(2);

    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await act(async () => submit());
    await act(async () => jest.advanceTimersByTime(3300));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível enviar seu pedido. Verifique sua conexão e tente novamente.');
  });
});
