/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { z } from '@/lib/schemas/zod';
import { DateTimeField } from '../date-time-field';
import { ErrorSummary } from '../error-summary';
import { SearchField } from '../search-field';
import { SwitchField } from '../switch-field';
import { SelectField, TextAreaField, TextField } from '../text-fields';
import { CHECK_FIELDS_MESSAGE, useFormErrors } from '../use-form-errors';
import { useZodForm } from '../use-zod-form';

jest.mock('@/lib/admin/api', () => {
  // The real error class: showApiError tells API errors apart as in use.
  const { AdminApiError } = jest.requireActual<typeof import('@/lib/admin/api')>('@/lib/admin/api');
  return { AdminApiError, adminFetch: jest.fn(), useAdminSWR: jest.fn() };
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AdminApiError } = require('@/lib/admin/api') as {
  AdminApiError: new (status: number, message: string, codigo: string, campos?: Record<string, string>) => Error;
};

const describedIds = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);

describe('TextField, TextAreaField and SelectField', () => {
  it.each([
    ['TextField', (error?: string) => <TextField id="f-nome" label="Nome" hint="Como aparece no site." error={error} value="" onChange={() => {}} />],
    ['TextAreaField', (error?: string) => <TextAreaField id="f-nome" label="Nome" hint="Como aparece no site." error={error} value="" onChange={() => {}} />],
    [
      'SelectField',
      (error?: string) => (
        <SelectField id="f-nome" label="Nome" hint="Como aparece no site." error={error} value="" onChange={() => {}}>
          <option value="">Escolha</option>
        </SelectField>
      ),
    ],
  ])('%s: the label names the control, the hint describes it; a message marks it invalid and describes it after the hint', (_, field) => {
    const { rerender } = render(field());
    const control = screen.getByLabelText('Nome');
    expect(control).toHaveAttribute('id', 'f-nome');
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(describedIds(control)).toEqual(['f-nome-dica']);
    expect(control).toHaveAccessibleDescription('Como aparece no site.');

    rerender(field('Informe o nome.'));
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(describedIds(control)).toEqual(['f-nome-dica', 'f-nome-erro']);
    expect(screen.getByText('Informe o nome.')).toHaveAttribute('id', 'f-nome-erro');
    expect(control).toHaveAccessibleDescription('Como aparece no site. Informe o nome.');
  });

  it('without a hint or a message, no description at all; other text it names comes first', () => {
    const { rerender } = render(<TextField id="t" label="Título" value="" onChange={() => {}} />);
    expect(screen.getByLabelText('Título')).not.toHaveAttribute('aria-describedby');
    rerender(
      <>
        <span id="contagem">0/120</span>
        <TextField id="t" label="Título" describedBy="contagem" error="Informe o título." value="" onChange={() => {}} />
      </>,
    );
    expect(describedIds(screen.getByLabelText('Título'))).toEqual(['contagem', 't-erro']);
  });

  it('gives the typed value; `invalid` marks the control without a message of its own', () => {
    const onChange = jest.fn();
    render(<TextField id="s" label="Endereço (slug)" invalid value="" onChange={onChange} />);
    const input = screen.getByLabelText('Endereço (slug)');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: 'nova' } });
    expect(onChange).toHaveBeenCalledWith('nova');
  });
});

describe('DateTimeField', () => {
  it('a group named by the label, each input with its own name; the message marks and describes both', () => {
    const onChange = jest.fn();
    const { rerender } = render(
      <DateTimeField id="ini" label="Início" dateLabel="Data de início" timeLabel="Hora de início" describedBy="periodo" value={{ date: '2026-03-01', time: '' }} onChange={onChange} />,
    );
    const group = screen.getByRole('group', { name: 'Início' });
    const date = within(group).getByLabelText('Data de início');
    const time = within(group).getByLabelText('Hora de início');
    expect(time).toHaveAttribute('id', 'ini-hora');
    fireEvent.change(time, { target: { value: '14:30' } });
    expect(onChange).toHaveBeenCalledWith({ date: '2026-03-01', time: '14:30' });

    rerender(
      <DateTimeField id="ini" label="Início" dateLabel="Data de início" timeLabel="Hora de início" describedBy="periodo" error="Informe a data." value={{ date: '', time: '14:30' }} onChange={onChange} />,
    );
    for (const input of [date, time]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(describedIds(input)).toEqual(['periodo', 'ini-erro']);
    }
  });

  it('as a fieldset, its legend names the pair and the inputs carry visible labels', () => {
    render(<DateTimeField fieldset inputLabels="visible" id="ag" label="Publicar em" dateLabel="Data" timeLabel="Hora" hint="Horário de Brasília" value={{ date: '', time: '' }} onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Publicar em' });
    expect(group.tagName).toBe('FIELDSET');
    expect(within(group).getByLabelText('Data')).toHaveAccessibleDescription('Horário de Brasília');
    expect(within(group).getByText('Hora')).not.toHaveClass('sr-only');
  });
});

describe('SwitchField', () => {
  it("a switch named by its label and hint, described by its hint and its message", () => {
    const onChange = jest.fn();
    const { rerender } = render(<SwitchField asSwitch describeWithHint id="at" label="Ativo" hint="Inativos não aparecem no site." checked onChange={onChange} />);
    const box = screen.getByRole('switch', { name: /^Ativo/ });
    expect(box).toBeChecked();
    expect(describedIds(box)).toEqual(['at-dica']);
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(false);

    rerender(<SwitchField asSwitch describeWithHint id="at" label="Ativo" hint="Inativos não aparecem no site." error="Não foi possível." checked onChange={onChange} />);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(describedIds(box)).toEqual(['at-dica', 'at-erro']);
  });

  it('a plain checkbox with its hint under the label describes the box by it', () => {
    render(<SwitchField id="c" label="Mostrar no rodapé" hint="Some do site quando desmarcado." hintPlacement="below" checked={false} onChange={() => {}} />);
    const box = screen.getByRole('checkbox', { name: 'Mostrar no rodapé' });
    expect(box).toHaveAccessibleDescription('Some do site quando desmarcado.');
  });
});

describe('SearchField', () => {
  it('a search box named by its (hidden) label', () => {
    const onChange = jest.fn();
    render(<SearchField id="busca" label="Buscar episódios" labelHidden value="" onChange={onChange} placeholder="Título" />);
    const box = screen.getByRole('searchbox', { name: 'Buscar episódios' });
    expect(screen.getByText('Buscar episódios')).toHaveClass('sr-only');
    fireEvent.change(box, { target: { value: 'jogo' } });
    expect(onChange).toHaveBeenCalledWith('jogo');
  });
});

const memberSchema = z.object({
  nome: z.string().min(2, 'O nome deve ter pelo menos 2 caracteres.'),
  email: z.email('Informe um e-mail válido.'),
  papel: z.enum(['editor', 'autor'], 'Escolha o papel.'),
});

/** A form as the panel writes one: useZodForm, the kit's fields, the schema checked before sending. */
function MemberForm({ send }: { send: (body: unknown) => Promise<void> }) {
  const form = useZodForm({ ids: 'membro', order: ['nome', 'email', 'papel'] as const, initial: { nome: '', email: '', papel: '' } });
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!form.check(memberSchema, form.values)) return;
        form.reset();
        try {
          await send(form.values);
        } catch (caught) {
          form.showApiError(caught, 'Não foi possível salvar.');
        }
      }}
    >
      {form.formError && <p role="alert">{form.formError}</p>}
      <TextField label="Nome" {...form.bind('nome')} />
      <TextField label="E-mail" {...form.bind('email')} hint="Usado para entrar no painel." />
      <SelectField label="Papel" {...form.bind('papel')}>
        <option value="">Escolha</option>
        <option value="editor">Editor</option>
        <option value="autor">Autor</option>
      </SelectField>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('useZodForm', () => {
  it('checks with the schema before sending: each message under its field, the first field in screen order focused', async () => {
    const send = jest.fn();
    render(<MemberForm send={send} />);
    // The e-mail is the first field in error on screen once the name is valid.
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana Souza' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(CHECK_FIELDS_MESSAGE);
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Usado para entrar no painel. Informe um e-mail válido.');
    expect(screen.getByLabelText('Papel')).toHaveAccessibleDescription('Escolha o papel.');
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid');

    // Typing in a field clears its message only.
    fireEvent.change(email, { target: { value: 'ana@exemplo.com.br' } });
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Informe um e-mail válido.')).not.toBeInTheDocument();
    expect(screen.getByText('Escolha o papel.')).toBeInTheDocument();
  });

  it("the API's field messages land on their fields, the first focused, its message over the form", async () => {
    const taken = 'Este e-mail já está em uso por outro usuário.';
    const send = jest.fn().mockRejectedValue(new AdminApiError(409, taken, 'EMAIL_EM_USO', { email: taken }));
    render(<MemberForm send={send} />);
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana Souza' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@exemplo.com.br' } });
    fireEvent.change(screen.getByLabelText('Papel'), { target: { value: 'autor' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' })));
    expect(send).toHaveBeenCalledWith({ nome: 'Ana Souza', email: 'ana@exemplo.com.br', papel: 'autor' });
    expect(screen.getByRole('alert')).toHaveTextContent(taken);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(`Usado para entrar no painel. ${taken}`);
  });
});

/** A long page's form: fixed ids, a summary focused when no field is to blame, fields scrolled to. */
function LongForm({ found, message }: { found: Record<string, string>; message: string }) {
  const { errors, formError, summaryRef, show } = useFormErrors<'titulo' | 'geral'>((field) => (field === 'titulo' ? 'campo-titulo' : 'campo-geral'), ['titulo'], {
    scroll: true,
  });
  return (
    <div>
      {formError && <ErrorSummary ref={summaryRef} summary={formError} items={[]} />}
      <TextField id="campo-titulo" label="Título" error={errors.titulo} value="" onChange={() => {}} />
      <button type="button" onClick={() => show(found, message)}>
        Salvar
      </button>
    </div>
  );
}

describe('useFormErrors on a long page', () => {
  it('focuses the field by its id and scrolls it into view', () => {
    // jsdom lays nothing out: no scrollIntoView of its own.
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      render(<LongForm found={{ titulo: 'Informe o título.' }} message="Revise os campos destacados antes de salvar." />);
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
      expect(screen.getByLabelText('Título')).toHaveFocus();
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('a message that belongs to no field: the summary takes the keyboard', () => {
    render(<LongForm found={{ geral: 'A categoria não existe mais.' }} message="Revise os campos destacados antes de salvar." />);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByTestId('resumo-erros')).toHaveFocus();
  });
});
