/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { getSession, signIn } from 'next-auth/react';
import { LoginForm } from '../login-form';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: jest.fn(), prefetch: jest.fn() }) }));
jest.mock('next-auth/react', () => ({ signIn: jest.fn(), getSession: jest.fn(), signOut: jest.fn(() => Promise.resolve()) }));

const user = { id: 2, nome: 'Marta Lindner', email: 'editor@sintonia.local', papel: 'editor', avatar: null, ativo: true };

function fill(email: string, password: string) {
  fireEvent.change(screen.getByPlaceholderText('Digite seu email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Senha'), { target: { value: password } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  window.localStorage.clear();
  replace.mockClear();
  jest.mocked(signIn).mockReset();
  jest.mocked(getSession).mockReset();
});

describe('LoginForm (SPEC §2.2, §5, §8)', () => {
  it('has the e-mail field with its placeholder, the password and the Entrar button', () => {
    render(<LoginForm from={null} />);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('placeholder', 'Digite seu email');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it.each([
    ['', '', 'Informe o e-mail.', 'Informe a senha.'],
    ['nao-e-email', '123', 'Informe um e-mail válido.', 'A senha deve ter pelo menos 6 caracteres.'],
    ['editor@sintonia.local', '12345', null, 'A senha deve ter pelo menos 6 caracteres.'],
    ['editor', 'Sintonia@2026', 'Informe um e-mail válido.', null],
  ])('"%s" / "%s" shows the field messages under the inputs and sends nothing', async (email, password, emailMessage, passwordMessage) => {
    render(<LoginForm from={null} />);
    fill(email, password);
    submit();
    const emailInput = screen.getByLabelText('E-mail');
    const passwordInput = screen.getByLabelText('Senha');
    if (emailMessage) {
      expect(screen.getByText(emailMessage)).toHaveAttribute('id', 'login-email-erro');
      expect(emailInput).toHaveAttribute('aria-invalid', 'true');
      expect(emailInput).toHaveAttribute('aria-describedby', 'login-email-erro');
    } else {
      expect(emailInput).not.toHaveAttribute('aria-invalid');
    }
    if (passwordMessage) expect(screen.getByText(passwordMessage)).toHaveAttribute('id', 'login-senha-erro');
    else expect(passwordInput).not.toHaveAttribute('aria-invalid');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('clears a message as soon as the field is fixed', () => {
    render(<LoginForm from={null} />);
    fill('nao-e-email', 'Sintonia@2026');
    submit();
    expect(screen.getByText('Informe um e-mail válido.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'editor@sintonia.local' } });
    expect(screen.queryByText('Informe um e-mail válido.')).not.toBeInTheDocument();
  });

  it("the toggle shows and hides the password, labelled 'Mostrar senha' / 'Ocultar senha'", () => {
    render(<LoginForm from={null} />);
    const password = screen.getByLabelText('Senha');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toBeInTheDocument();
  });

  it("while submitting the button is disabled and reads 'Entrando...'; on success the session is stored and the visitor goes to 'from'", async () => {
    const pending = deferred<{ ok: boolean; error: string | null; status: number; url: string | null }>();
    jest.mocked(signIn).mockReturnValue(pending.promise as never);
    jest.mocked(getSession).mockResolvedValue({ user, accessToken: 'tok-abc', expires: '' } as never);
    render(<LoginForm from="/admin/postagens?status=rascunho" />);
    fill(' editor@sintonia.local ', 'Sintonia@2026');
    submit();
    const button = screen.getByRole('button', { name: 'Entrando...' });
    expect(button).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith('credentials', { email: 'editor@sintonia.local', password: 'Sintonia@2026', redirect: false });
    await act(async () => pending.resolve({ ok: true, error: null, status: 200, url: 'http://localhost/admin/login' }));
    expect(window.localStorage.getItem('token')).toBe('tok-abc');
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({ id: 2, papel: 'editor' });
    expect(replace).toHaveBeenCalledWith('/admin/postagens?status=rascunho');
    expect(screen.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
  });

  it.each([
    [null, '/admin'],
    ['https://evil.example/admin', '/admin'],
    ['//evil.example', '/admin'],
    ['/admin/login', '/admin'],
    ['/noticias', '/admin'],
  ])("with from=%s the visitor goes to %s", async (from, destination) => {
    jest.mocked(signIn).mockResolvedValue({ ok: true, error: null, status: 200, url: '' } as never);
    jest.mocked(getSession).mockResolvedValue({ user, accessToken: 'tok', expires: '' } as never);
    render(<LoginForm from={from} />);
    fill('editor@sintonia.local', 'Sintonia@2026');
    await act(async () => submit());
    expect(replace).toHaveBeenCalledWith(destination);
  });

  it("shows the server's message on failure, in an alert, and lets the visitor try again", async () => {
    jest.mocked(signIn).mockResolvedValue({ ok: false, error: 'Credenciais inválidas', status: 401, url: null } as never);
    render(<LoginForm from={null} />);
    fill('editor@sintonia.local', 'senha-errada');
    await act(async () => submit());
    expect(screen.getByRole('alert')).toHaveTextContent('Credenciais inválidas');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it.each([
    ['an address over its limit', 'Muitas tentativas de acesso. Tente novamente em 15 minutos.'],
    ['a locked account', 'Muitas tentativas nesta conta; entre de um aparelho já usado ou aguarde 5 minutos'],
  ])("shows the rate limit's message as the server sent it (%s)", async (_name, message) => {
    jest.mocked(signIn).mockResolvedValue({ ok: false, error: message, status: 401, url: null } as never);
    render(<LoginForm from={null} />);
    fill('editor@sintonia.local', 'senha-errada');
    await act(async () => submit());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['a failure without a message of the server', async () => ({ ok: false, error: 'CredentialsSignin', status: 401, url: null })],
    ['an error reaching the server', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a sign-in without a usable session', async () => ({ ok: true, error: null, status: 200, url: '' })],
  ])("falls back to 'Falha no login' on %s", async (_name, outcome) => {
    jest.mocked(signIn).mockImplementation(outcome as never);
    jest.mocked(getSession).mockResolvedValue(null);
    render(<LoginForm from={null} />);
    fill('editor@sintonia.local', 'Sintonia@2026');
    await act(async () => submit());
    expect(screen.getByRole('alert')).toHaveTextContent(/^Falha no login$/);
    expect(replace).not.toHaveBeenCalled();
  });
});
