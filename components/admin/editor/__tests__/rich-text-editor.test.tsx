/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast-provider';
import { uploadWithProgress } from '@/lib/admin/api';
import type { Editor } from '@tiptap/react';
import { sanitizePostHtml } from '@/lib/server/sanitize-html';
import { RichTextEditor, type EditorOutput } from '../rich-text-editor';
import { VIDEO_URL_ERROR } from '../video-dialog';

// The resize-image package's CommonJS build reads the image extension's default export the ESM way;
// the browser bundle uses its ESM build. Jest loads the CommonJS one, so hand it what it expects.
jest.mock('@tiptap/extension-image', () => {
  const actual = jest.requireActual('@tiptap/extension-image');
  return Object.assign(actual.Image, { __esModule: true, default: actual.Image, Image: actual.Image });
});

jest.mock('@/lib/admin/api', () => ({ uploadWithProgress: jest.fn() }));

// The real picker talks to the media API; here it offers one library image.
jest.mock('@/components/admin/posts/media-choice', () => ({
  ChooseMedia: (props: { open: boolean; title: string; onPick: (items: unknown[]) => void }) =>
    props.open ? (
      <div role="dialog" aria-label={props.title}>
        <button
          type="button"
          onClick={() => props.onPick([{ url: '/uploads/2026/11/foto.jpg', alt: 'Feira na praça', variantes: { 'post-large': '/uploads/2026/11/foto_post-large.jpg' } }])}
        >
          Usar foto da feira
        </button>
      </div>
    ) : null,
}));

const upload = uploadWithProgress as jest.MockedFunction<typeof uploadWithProgress>;

function renderEditor(props: { initialHtml?: string; initialJson?: unknown } = {}) {
  const changes: EditorOutput[] = [];
  const ready: EditorOutput[] = [];
  render(
    <ToastProvider>
      <RichTextEditor
        initialHtml={props.initialHtml ?? '<p>Olá mundo</p>'}
        initialJson={props.initialJson as never}
        onChange={(output) => changes.push(output)}
        onReady={(output) => ready.push(output)}
      />
    </ToastProvider>,
  );
  // StarterKit's trailing node keeps an empty paragraph after a last block that is not one.
  const last = () => {
    const output = changes[changes.length - 1];
    return output && { ...output, html: output.html.replace(/(?:<p><\/p>)+$/, '') };
  };
  return { changes, ready, last };
}

async function editable() {
  await screen.findByRole('toolbar', { name: 'Formatação do texto' });
  return screen.getByRole('textbox', { name: 'Texto da postagem' });
}

// jsdom does no layout: ProseMirror's scroll-into-view and coordinate lookups need these stand-ins.
beforeAll(() => {
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = rect;
  Range.prototype.getClientRects = rects;
  document.elementFromPoint = () => null;
});

beforeEach(() => upload.mockReset());

describe('RichTextEditor', () => {
  it('names every toolbar control in pt-BR, with the shortcut in the title', async () => {
    renderEditor();
    await editable();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatação do texto' });
    expect(within(toolbar).getByRole('button', { name: 'Negrito' })).toHaveAttribute('title', 'Negrito (Ctrl+B)');
    expect(within(toolbar).getByRole('button', { name: 'Código' })).toHaveAttribute('title', 'Código (Ctrl+E)');
    expect(within(toolbar).getByRole('button', { name: 'Citação' })).toHaveAttribute('title', 'Citação (Ctrl+Shift+B)');
    expect(within(toolbar).getByRole('button', { name: 'Bloco de código' })).toHaveAttribute('title', 'Bloco de código (Ctrl+Alt+C)');
    for (const name of ['Itálico', 'Sublinhado', 'Tachado', 'Link', 'Limpar formatação', 'Lista com marcadores', 'Lista numerada', 'Lista de tarefas', 'Inserir imagem', 'Inserir vídeo', 'Linha horizontal', 'Quebra de linha']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(toolbar).getByRole('button', { name: 'Desfazer' })).toBeDisabled();
    expect(within(toolbar).getByRole('combobox', { name: 'Estilo do parágrafo' })).toHaveValue('0');
    expect(within(toolbar).getByRole('combobox', { name: 'Linguagem do bloco de código' })).toHaveValue('');
  });

  it('reports the initial content as the baseline, and counts characters and words', async () => {
    const { ready } = renderEditor();
    await editable();
    await waitFor(() => expect(ready).toHaveLength(1));
    expect(ready[0].html).toBe('<p>Olá mundo</p>');
    expect(ready[0].text).toBe('Olá mundo');
    expect(ready[0].json).toMatchObject({ type: 'doc' });
    expect(screen.getByTestId('contagem-texto')).toHaveTextContent('9 caracteres · 2 palavras');
  });

  it('prefers the stored JSON document over the HTML', async () => {
    const { ready } = renderEditor({
      initialHtml: '<p>HTML antigo</p>',
      initialJson: { type: 'doc', content: [{ type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Do JSON' }] }] },
    });
    await editable();
    await waitFor(() => expect(ready).toHaveLength(1));
    expect(ready[0].html).toBe('<h3>Do JSON</h3>');
  });

  it('toggles marks from the toolbar and the keyboard, reporting aria-pressed', async () => {
    renderEditor();
    const area = await editable();
    const bold = screen.getByRole('button', { name: 'Negrito' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.keyDown(area, { key: 'b', code: 'KeyB', ctrlKey: true });
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'false'));
    const italic = screen.getByRole('button', { name: 'Itálico' });
    fireEvent.keyDown(area, { key: 'i', code: 'KeyI', ctrlKey: true });
    await waitFor(() => expect(italic).toHaveAttribute('aria-pressed', 'true'));
  });

  it('turns the paragraph into headings 1–6 through the select, and back', async () => {
    const { last } = renderEditor();
    await editable();
    const select = screen.getByRole('combobox', { name: 'Estilo do parágrafo' });
    for (const level of [1, 2, 3, 4, 5, 6]) {
      fireEvent.change(select, { target: { value: String(level) } });
      await waitFor(() => expect(last()?.html).toBe(`<h${level}>Olá mundo</h${level}>`));
      expect(select).toHaveValue(String(level));
    }
    fireEvent.change(select, { target: { value: '0' } });
    await waitFor(() => expect(last()?.html).toBe('<p>Olá mundo</p>'));
  });

  it('creates a code block with a language, changes it, and undoes the burst as one step (500 ms groups)', async () => {
    const { last } = renderEditor();
    await editable();
    const language = screen.getByRole('combobox', { name: 'Linguagem do bloco de código' });
    fireEvent.change(language, { target: { value: 'python' } });
    await waitFor(() => expect(last()?.html).toBe('<pre><code class="language-python">Olá mundo</code></pre>'));
    expect(screen.getByRole('button', { name: 'Bloco de código' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(language, { target: { value: 'sql' } });
    await waitFor(() => expect(last()?.html).toContain('language-sql'));
    fireEvent.change(language, { target: { value: '' } });
    await waitFor(() => expect(last()?.html).toBe('<pre><code>Olá mundo</code></pre>'));
    const undo = screen.getByRole('button', { name: 'Desfazer' });
    expect(undo).toBeEnabled();
    // The three changes came within 500 ms of each other: one undo group (SPEC §9 newGroupDelay).
    fireEvent.click(undo);
    await waitFor(() => expect(last()?.html).toBe('<p>Olá mundo</p>'));
    fireEvent.click(screen.getByRole('button', { name: 'Refazer' }));
    await waitFor(() => expect(last()?.html).toBe('<pre><code>Olá mundo</code></pre>'));
  });

  it('wraps lists, quotes and sets the ordered list start', async () => {
    const { last } = renderEditor();
    await editable();
    fireEvent.click(screen.getByRole('button', { name: 'Lista numerada' }));
    await waitFor(() => expect(last()?.html).toBe('<ol><li><p>Olá mundo</p></li></ol>'));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Começa em' }), { target: { value: '5' } });
    await waitFor(() => expect(last()?.html).toBe('<ol start="5"><li><p>Olá mundo</p></li></ol>'));
    fireEvent.click(screen.getByRole('button', { name: 'Lista com marcadores' }));
    await waitFor(() => expect(last()?.html).toBe('<ul><li><p>Olá mundo</p></li></ul>'));
    fireEvent.click(screen.getByRole('button', { name: 'Lista de tarefas' }));
    await waitFor(() => expect(last()?.html).toContain('data-type="taskList"'));
    expect(last()?.html).toContain('data-type="taskItem"');
    expect(last()?.html).toContain('data-checked="false"');
    fireEvent.click(screen.getByRole('button', { name: 'Lista de tarefas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Citação' }));
    await waitFor(() => expect(last()?.html).toBe('<blockquote><p>Olá mundo</p></blockquote>'));
  });

  it('inserts a horizontal rule and a hard break', async () => {
    const { last } = renderEditor();
    await editable();
    fireEvent.click(screen.getByRole('button', { name: 'Quebra de linha' }));
    await waitFor(() => expect(last()?.html).toContain('<br>'));
    fireEvent.click(screen.getByRole('button', { name: 'Linha horizontal' }));
    await waitFor(() => expect(last()?.html).toContain('<hr>'));
  });

  it('checks link addresses in pt-BR and writes target and rel (SPEC §9)', async () => {
    const { last } = renderEditor();
    await editable();
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inserir link' });
    const url = within(dialog).getByLabelText('Endereço (URL)');
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar link' }));
    expect(await within(dialog).findByText(/Use um endereço http, https, ftp/)).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(url, { target: { value: 'https://www.exemplo.com.br/materia' } });
    fireEvent.change(within(dialog).getByLabelText('Texto do link'), { target: { value: 'a matéria' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aplicar link' }));
    await waitFor(() =>
      expect(last()?.html).toContain('<a target="_blank" rel="noopener noreferrer nofollow" href="https://www.exemplo.com.br/materia">a matéria</a>'),
    );
    expect(screen.queryByRole('dialog', { name: 'Inserir link' })).not.toBeInTheDocument();
  });

  it('typing at the end of a link does not extend it (issue 28)', async () => {
    const { last } = renderEditor({ initialHtml: '<p>Leia <a href="https://www.exemplo.com.br/materia">a matéria</a></p>' });
    const area = await editable();
    const editor = (area as HTMLElement & { editor: Editor }).editor;
    const { view } = editor;
    // The cursor right after the link's last letter, as a click or End puts it.
    act(() => {
      editor.commands.setTextSelection(view.state.doc.content.size - 1);
    });
    expect(editor.isActive('link')).toBe(false);
    // Typed text goes through ProseMirror's text input path: the input rules' handler, else
    // insertText with the marks at the cursor, which is where an inclusive mark carried on.
    const type = (text: string) => {
      const { from, to } = view.state.selection;
      const handled = view.someProp('handleTextInput', (handler) => handler(view, from, to, text, () => view.state.tr.insertText(text, from, to)));
      if (!handled) view.dispatch(view.state.tr.insertText(text, from, to));
    };
    act(() => {
      for (const character of '. Fim') type(character);
    });
    await waitFor(() =>
      expect(last()?.html).toBe('<p>Leia <a target="_blank" rel="noopener noreferrer nofollow" href="https://www.exemplo.com.br/materia">a matéria</a>. Fim</p>'),
    );
    // Inside the link, typing still edits its words.
    act(() => {
      editor.commands.setTextSelection(7);
      type('X');
    });
    await waitFor(() => expect(last()?.html).toContain('>aX matéria</a>. Fim</p>'));
  });

  it('opens the link dialog with Ctrl+K', async () => {
    renderEditor();
    const area = await editable();
    fireEvent.keyDown(area, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(await screen.findByRole('dialog', { name: 'Inserir link' })).toBeInTheDocument();
  });

  it('inserts images only from the media library, the cursor after them, and offers alignment and width', async () => {
    const { last } = renderEditor();
    const area = await editable();
    fireEvent.click(screen.getByRole('button', { name: 'Inserir imagem' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Inserir imagem no texto' })).getByRole('button', { name: 'Usar foto da feira' }));
    await waitFor(() => expect(last()?.html).toContain('<img src="/uploads/2026/11/foto_post-large.jpg" alt="Feira na praça"'));
    const editor = (area as HTMLElement & { editor: Editor }).editor;
    // The cursor waits in a new paragraph after the image: what is typed next goes there, and the image stays.
    expect(editor.state.selection.empty).toBe(true);
    act(() => {
      editor.commands.insertContent('Legenda escrita depois');
    });
    await waitFor(() => expect(last()?.html).toMatch(/^<img src="\/uploads\/2026\/11\/foto_post-large.jpg"[^>]*><p>Legenda escrita depois<\/p><p>Olá mundo<\/p>$/));
    // One undo for the text, one for the insertion.
    act(() => {
      editor.commands.undo();
    });
    await waitFor(() => expect(last()?.html).toContain('foto_post-large.jpg'));
    act(() => {
      editor.commands.undo();
    });
    await waitFor(() => expect(last()?.html).not.toContain('foto_post-large.jpg'));
    act(() => {
      editor.commands.redo();
    });
    // A selected image shows its layout controls.
    let imageAt = -1;
    editor.state.doc.descendants((node, pos) => {
      if (node.type.name === 'imageResize') imageAt = pos;
    });
    act(() => {
      editor.commands.setNodeSelection(imageAt);
    });
    const align = await screen.findByRole('combobox', { name: 'Alinhamento da imagem' });
    fireEvent.change(align, { target: { value: 'center' } });
    await waitFor(() => expect(last()?.html).toContain('containerstyle="margin: 0 auto;"'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Largura da imagem' }), { target: { value: '50%' } });
    await waitFor(() => expect(last()?.html).toContain('containerstyle="width: 50%; height: auto; margin: 0 auto;"'));
  });

  it('refuses base64 images in loaded content', async () => {
    const { ready } = renderEditor({ initialHtml: '<p>a</p><img src="data:image/png;base64,iVBORw0KGgo="><img src="/uploads/ok.jpg">' });
    await editable();
    await waitFor(() => expect(ready).toHaveLength(1));
    expect(ready[0].html).not.toContain('data:');
    expect(ready[0].html).toContain('src="/uploads/ok.jpg"');
  });

  it('uploads a pasted image file through the media API instead of embedding it', async () => {
    upload.mockImplementation(async (_path, _file, onProgress) => {
      onProgress?.(50);
      return { url: '/uploads/2026/11/colada.png', alt: '', variantes: { 'post-large': '/uploads/2026/11/colada_post-large.png' } } as never;
    });
    const { last } = renderEditor();
    const area = await editable();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'colada.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.paste(area, { clipboardData: { files: [file], types: ['Files'], getData: () => '' } });
    });
    await waitFor(() => expect(last()?.html).toContain('src="/uploads/2026/11/colada_post-large.png"'));
    expect(upload).toHaveBeenCalledWith('/midia', file, expect.any(Function));
    expect(last()?.html).not.toContain('data:');
  });

  it('refuses a pasted file that is not an image, with a pt-BR message', async () => {
    renderEditor();
    const area = await editable();
    const file = new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' });
    await act(async () => {
      fireEvent.paste(area, { clipboardData: { files: [file], types: ['Files'], getData: () => '' } });
    });
    expect(await screen.findByText('Não foi possível enviar “nota.pdf”.')).toBeInTheDocument();
    expect(screen.getByText('Tipo de arquivo não suportado. Envie JPEG, PNG, WebP ou GIF.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('drops images from other sites out of pasted HTML and says so', async () => {
    const { last } = renderEditor({ initialHtml: '<p></p>' });
    const area = await editable();
    const html = '<p>Texto colado</p><img src="https://outro.site/foto.jpg"><img src="data:image/png;base64,AAAA">';
    await act(async () => {
      fireEvent.paste(area, { clipboardData: { files: [], types: ['text/html'], getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? 'Texto colado' : '') } });
    });
    await waitFor(() => expect(last()?.html).toContain('Texto colado'));
    expect(last()?.html).not.toContain('<img');
    expect(await screen.findByText('Uma imagem colada foi removida.')).toBeInTheDocument();
    expect(screen.getByText('Uma imagem em base64 foi recusada.')).toBeInTheDocument();
  });

  it('inserts a YouTube video from its link, the cursor after it, as the frame the published page plays', async () => {
    const { last } = renderEditor();
    const area = await editable();
    fireEvent.click(screen.getByRole('button', { name: 'Inserir vídeo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inserir vídeo do YouTube' });
    const field = within(dialog).getByLabelText('Endereço do vídeo');
    fireEvent.change(field, { target: { value: 'https://vimeo.com/12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Inserir vídeo' }));
    expect(within(dialog).getByText(VIDEO_URL_ERROR)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: 'https://youtu.be/Sr3n0Cam879?t=1m5s' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Inserir vídeo' }));
    await waitFor(() => expect(last()?.html).toContain('<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/Sr3n0Cam879?start=65"'));
    expect(screen.queryByRole('dialog', { name: 'Inserir vídeo do YouTube' })).not.toBeInTheDocument();
    const editor = (area as HTMLElement & { editor: Editor }).editor;
    act(() => {
      editor.commands.insertContent('Depois do vídeo');
    });
    await waitFor(() => expect(last()?.html).toMatch(/^<div data-youtube-video=""><iframe [^>]*><\/iframe><\/div><p>Depois do vídeo<\/p><p>Olá mundo<\/p>$/));
    // The published page keeps the player (the sanitiser allows youtube-nocookie frames only).
    expect(sanitizePostHtml(last()!.html)).toContain('<iframe src="https://www.youtube-nocookie.com/embed/Sr3n0Cam879?start=65"');
  });

  it('reopens saved videos and bare YouTube frames as video blocks', async () => {
    const { ready } = renderEditor({
      initialHtml:
        '<div data-youtube-video><iframe src="https://www.youtube-nocookie.com/embed/Sr3n0Cam879"></iframe></div><iframe src="https://www.youtube.com/embed/Fu7sa1Sr3n0?start=4"></iframe><iframe src="https://evil.example/embed/x"></iframe>',
    });
    await editable();
    await waitFor(() => expect(ready).toHaveLength(1));
    const frames = [...ready[0].html.matchAll(/<iframe src="([^"]+)"/g)].map((match) => match[1]);
    expect(frames).toEqual(['https://www.youtube-nocookie.com/embed/Sr3n0Cam879', 'https://www.youtube-nocookie.com/embed/Fu7sa1Sr3n0?start=4']);
  });

  it('turns a YouTube link pasted on an empty line into the player; in a sentence it stays text', async () => {
    const { last } = renderEditor({ initialHtml: '<p>Veja o vídeo em</p><p></p>' });
    const area = await editable();
    const editor = (area as HTMLElement & { editor: Editor }).editor;
    const paste = (text: string) =>
      act(async () => {
        fireEvent.paste(area, { clipboardData: { files: [], types: ['text/plain'], getData: (type: string) => (type === 'text/plain' ? text : '') } });
      });
    act(() => {
      editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    });
    await paste('https://www.youtube.com/watch?v=Sr3n0Cam879');
    await waitFor(() => expect(last()?.html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/Sr3n0Cam879"'));
    act(() => {
      editor.commands.setTextSelection(editor.state.doc.firstChild!.nodeSize - 1);
    });
    await paste('https://youtu.be/Fu7sa1Sr3n0');
    await waitFor(() => expect(last()?.html).toMatch(/^<p>Veja o vídeo em<a [^>]*href="https:\/\/youtu\.be\/Fu7sa1Sr3n0"/));
    expect(last()?.html).not.toContain('embed/Fu7sa1Sr3n0');
  });
});
