/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast-provider';
import { ContactForm } from '../contact-form';

type FetchCall = { url: string; init?: RequestInit };
let calls: FetchCall[];

// jsdom has no Response: the form only reads ok, status and json().
const reply = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response);

function mockFetch(handler: (url: string, init?: RequestInit) => Promise<Response>) {
  calls = [];
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return handler(String(input), init);
  }) as typeof fetch;
}

const posts = () => calls.filter((call) => call.init?.method === 'POST');
const sentBody = (index = 0) => JSON.parse(String(posts()[index].init?.body)) as Record<string, unknown>;

function renderForm(token: string | null = 'v1.1.nonce.sig') {
  return render(
    <ToastProvider>
      <ContactForm initialToken={token} />
    </ToastProvider>,
  );
}

function type(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
  field.value = value;
  fireEvent.input(field);
}

function fillValid() {
  type('Nome', 'Joana Ouvinte');
  type('E-mail', 'joana@example.com');
  type(/Telefone/, '(51) 99999-1234');
  type(/Assunto/, 'Pauta');
  type('Mensagem', 'Sugiro uma reportagem sobre a feira do produtor.');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('ContactForm', () => {
  it('labels every field; the honeypot is hidden from people and assistive technology', () => {
    mockFetch(() => reply(200, {}));
    renderForm();
    for (const label of ['Nome', 'E-mail', /Telefone/, /Assunto/, 'Mensagem']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText(/Telefone/).closest('div')).toHaveTextContent('(opcional)');
    const honeypot = document.querySelector('input[name="site"]') as HTMLInputElement;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /branco/ })).toBeNull();
  });

  it('checks the fields before sending: inline pt-BR errors, first invalid field focused, nothing sent', async () => {
    mockFetch(() => reply(201, {}));
    renderForm();
    type('Nome', 'J');
    type('E-mail', 'joana@');
    type('Mensagem', 'curta');
    await act(async () => submit());
    expect(screen.getByText('O nome deve ter pelo menos 2 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByText('A mensagem deve ter pelo menos 10 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido.');
    expect(document.activeElement).toBe(screen.getByLabelText('Nome'));
    expect(posts()).toHaveLength(0);
    // Fixing a field clears its message.
    type('E-mail', 'joana@example.com');
    expect(screen.queryByText('Informe um e-mail válido.')).toBeNull();
  });

  it('sends after the 3 s time trap with the token, shows "Enviando..." and then the success state and toast', async () => {
    mockFetch(() => reply(201, { message: 'Mensagem enviada! Obrigado pelo contato — responderemos em breve.' }));
    renderForm('v1.123.abc.def');
    fillValid();
    await act(async () => submit());
    const button = screen.getByRole('button', { name: 'Enviando...' });
    expect(button).toBeDisabled();
    expect(posts()).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(3300));
    expect(posts()).toHaveLength(1);
    expect(posts()[0].url).toBe('/api/v1/publico/contato');
    expect(sentBody()).toEqual({
      nome: 'Joana Ouvinte',
      email: 'joana@example.com',
      telefone: '(51) 99999-1234',
      assunto: 'Pauta',
      mensagem: 'Sugiro uma reportagem sobre a feira do produtor.',
      site: '',
      token: 'v1.123.abc.def',
    });
    const status = screen.getByText('Mensagem enviada! Obrigado pelo contato — responderemos em breve.');
    expect(status.closest('[role="status"]')).not.toBeNull();
    // The confirmation takes the focus from the button that went with the form (and so is scrolled into view).
    expect(status.closest('[role="status"]')).toHaveFocus();
    const toast = document.querySelector('[data-toast-type="success"]') as HTMLElement;
    expect(within(toast).getByText('Mensagem enviada!')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('sintonia:contato:rascunho')).toBeNull();
    // Another message starts from an empty form.
    fireEvent.click(screen.getByRole('button', { name: 'Enviar outra mensagem' }));
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(screen.getByLabelText('Nome')).toHaveFocus();
  });

  it('shows the API field errors and message, keeping everything typed', async () => {
    mockFetch(() =>
      reply(400, {
        message: 'Verifique os campos destacados e tente de novo.',
        codigo: 'REQUISICAO_INVALIDA',
        campos: { mensagem: 'A mensagem pode ter no máximo 3 links.', _: 'ignorado' },
      }),
    );
    renderForm();
    fillValid();
    await act(async () => submit());
    await act(async () => jest.advanceTimersByTime(3300));
    expect(screen.getByRole('alert')).toHaveTextContent('Verifique os campos destacados e tente de novo.');
    expect(screen.getByText('A mensagem pode ter no máximo 3 links.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('Joana Ouvinte');
    expect(screen.getByLabelText('Mensagem')).toHaveValue('Sugiro uma reportagem sobre a feira do produtor.');
    expect(screen.getByRole('button', { name: 'Enviar mensagem' })).toBeEnabled();
  });

  it('a refused token shows the API message and fetches a fresh token for the next try', async () => {
    const rejected = 'Não foi possível enviar sua mensagem. Recarregue a página e tente de novo.';
    mockFetch((url, init) => {
      if (init?.method === 'POST') return posts().length === 1 ? reply(400, { message: rejected, codigo: 'ENVIO_RECUSADO' }) : reply(201, {});
      return reply(200, { token: 'v1.999.novo.sig' });
    });
    renderForm('v1.1.velho.sig');
    fillValid();
    await act(async () => submit());
    await act(async () => jest.advanceTimersByTime(3300));
    expect(screen.getByRole('alert')).toHaveTextContent(rejected);
    expect(calls.some((call) => call.url === '/api/v1/publico/contato/token')).toBe(true);
    expect(screen.getByLabelText('Nome')).toHaveValue('Joana Ouvinte');
    await act(async () => submit());
    await act(async () => jest.advanceTimersByTime(3300));
    expect(sentBody(1).token).toBe('v1.999.novo.sig');
    expect(screen.getByText('Mensagem enviada! Obrigado pelo contato — responderemos em breve.')).toBeInTheDocument();
  });

  it('429 and network failures show their message and lose nothing', async () => {
    mockFetch(() => reply(429, { message: 'Muitas mensagens em pouco tempo. Tente novamente em alguns minutos.', codigo: 'MUITAS_REQUISICOES' }));
    renderForm();
    fillValid();
    await act(async () => submit());
    await act(async () => jest.advanceTimersByTime(3300));
    expect(screen.getByRole('alert')).toHaveTextContent('Muitas mensagens em pouco tempo. Tente novamente em alguns minutos.');

    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await act(async () => submit());
    await act(async () => jest.advanceTimersByTime(3300));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível enviar sua mensagem. Verifique sua conexão e tente novamente.');
    expect(screen.getByLabelText(/Assunto/)).toHaveValue('Pauta');
  });

  it('asks for a token itself when the page could not provide one', async () => {
    mockFetch(() => reply(200, { token: 'v1.5.proprio.sig' }));
    renderForm(null);
    await act(async () => {});
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/publico/contato/token']);
  });

  it('keeps a draft across a reload (the rejection message asks for one)', () => {
    mockFetch(() => reply(200, {}));
    const first = renderForm();
    type('Nome', 'Joana Ouvinte');
    type('Mensagem', 'Texto que não pode se perder.');
    first.unmount();
    renderForm();
    expect(screen.getByLabelText('Nome')).toHaveValue('Joana Ouvinte');
    expect(screen.getByLabelText('Mensagem')).toHaveValue('Texto que não pode se perder.');
  });
});
