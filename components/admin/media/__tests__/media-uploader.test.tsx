/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MEDIA_MAX_BYTES, type Media } from '@/lib/schemas/media';
import { MediaUploader } from '../media-uploader';
import { UPLOAD_CONCURRENCY } from '../use-media-uploads';

type PendingUpload = {
  path: string;
  file: File;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
  resolve: (media: Media) => void;
  reject: (error: unknown) => void;
};

const pending: PendingUpload[] = [];

jest.mock('@/lib/admin/api', () => {
  // The real error class: the screens tell API errors apart as they do in use.
  const { AdminApiError } = jest.requireActual<typeof import('@/lib/admin/api')>('@/lib/admin/api');
  return {
    AdminApiError,
    uploadWithProgress: jest.fn(
      (path: string, file: File, onProgress: (percent: number) => void, options: { signal?: AbortSignal } = {}) =>
        new Promise((resolve, reject) => {
          pending.push({ path, file, onProgress, signal: options.signal, resolve, reject });
          options.signal?.addEventListener('abort', () => reject(new DOMException('Envio cancelado.', 'AbortError')));
        }),
    ),
  };
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AdminApiError } = require('@/lib/admin/api') as { AdminApiError: new (status: number, message: string, codigo: string) => Error };

const file = (name: string, size = 2048, type = 'image/jpeg') => {
  const blob = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  // The content is irrelevant here: only the declared size matters to the client-side cap.
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
};

const media = (id: number, nome: string): Media => ({
  id,
  url: `/uploads/2026/05/${id}.jpg`,
  arquivo: `2026/05/${id}.jpg`,
  nomeOriginal: nome,
  mime: 'image/jpeg',
  tipo: 'imagem',
  duracaoSegundos: null,
  focoX: null,
  focoY: null,
  tamanho: 2048,
  largura: 800,
  altura: 600,
  alt: '',
  variantes: {
    'post-large': `/uploads/2026/05/${id}_post-large.jpg`,
    'post-medium': `/uploads/2026/05/${id}_post-medium.jpg`,
    'post-thumb': `/uploads/2026/05/${id}_post-thumb.jpg`,
  },
  criadoEm: '2026-05-10T12:00:00.000Z',
  enviadoPor: { id: 1, nome: 'Administração' },
});

const progressOf = (name: string) => screen.getByRole('progressbar', { name: `Envio de ${name}` });
const rowOf = (name: string) => screen.getAllByTestId('envio').find((row) => row.textContent?.includes(name)) as HTMLElement;
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Escolher imagens para enviar'), { target: { files } });

beforeEach(() => {
  pending.length = 0;
});

describe('MediaUploader', () => {
  it('sends each chosen file in its own request and tracks each progress bar separately', async () => {
    const onUploaded = jest.fn();
    const onFailed = jest.fn();
    render(<MediaUploader onUploaded={onUploaded} onFailed={onFailed} />);
    choose(file('praca.jpg'), file('ponte.png', 4096, 'image/png'));

    expect(pending.map((p) => [p.path, p.file.name])).toEqual([
      // Images only: the server refuses an audio file here (415).
      ['/midia?tipo=imagem', 'praca.jpg'],
      ['/midia?tipo=imagem', 'ponte.png'],
    ]);
    expect(progressOf('praca.jpg')).toHaveAttribute('aria-valuenow', '0');
    expect(within(rowOf('praca.jpg')).getByText('Enviando...')).toBeInTheDocument();

    act(() => pending[0].onProgress(40));
    act(() => pending[1].onProgress(75));
    expect(progressOf('praca.jpg')).toHaveAttribute('aria-valuenow', '40');
    expect(within(rowOf('praca.jpg')).getByText('40%')).toBeInTheDocument();
    expect(progressOf('ponte.png')).toHaveAttribute('aria-valuenow', '75');

    await act(async () => pending[0].resolve(media(1, 'praca.jpg')));
    expect(progressOf('praca.jpg')).toHaveAttribute('aria-valuenow', '100');
    expect(within(rowOf('praca.jpg')).getByText('Concluído')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    // The other file is still on its way.
    expect(progressOf('ponte.png')).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('Enviando 2 arquivos...')).toBeInTheDocument();

    await act(async () => pending[1].reject(new AdminApiError(415, 'Tipo de arquivo não suportado. Envie JPEG, PNG, WebP ou GIF.', 'TIPO_NAO_SUPORTADO')));
    expect(within(rowOf('ponte.png')).getByRole('alert')).toHaveTextContent('Tipo de arquivo não suportado. Envie JPEG, PNG, WebP ou GIF.');
    expect(rowOf('ponte.png')).toHaveAttribute('data-status', 'erro');
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(onFailed).toHaveBeenCalledWith('ponte.png', 'Tipo de arquivo não suportado. Envie JPEG, PNG, WebP ou GIF.');
    expect(screen.getByText('1 de 2 enviados.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Limpar lista' }));
    expect(screen.queryAllByRole('progressbar')).toHaveLength(0);
  });

  it('a file the server refuses after all its bytes went shows the reason in place of the bar, not a full bar at 100%', async () => {
    const onFailed = jest.fn();
    render(<MediaUploader onFailed={onFailed} />);
    choose(file('grande.jpg'), file('texto.jpg'));
    act(() => pending[0].onProgress(100));
    act(() => pending[1].onProgress(100));
    await act(async () => pending[0].reject(new AdminApiError(413, 'Arquivo grande demais. O limite é 10 MB.', 'ARQUIVO_GRANDE')));
    await act(async () => pending[1].reject(new AdminApiError(400, 'O arquivo não é uma imagem válida.', 'IMAGEM_INVALIDA')));

    for (const [name, message] of [
      ['grande.jpg', 'Arquivo grande demais. O limite é 10 MB.'],
      ['texto.jpg', 'O arquivo não é uma imagem válida.'],
    ]) {
      const row = rowOf(name);
      expect(row).toHaveAttribute('data-status', 'erro');
      expect(within(row).queryByRole('progressbar')).not.toBeInTheDocument();
      expect(within(row).queryByText('100%')).not.toBeInTheDocument();
      expect(within(row).getByRole('alert')).toHaveTextContent(message);
      expect(onFailed).toHaveBeenCalledWith(name, message);
    }
    expect(screen.getByText('0 de 2 enviados.')).toBeInTheDocument();
  });

  it('refuses a file over 10 MB without sending it', () => {
    const onFailed = jest.fn();
    render(<MediaUploader onFailed={onFailed} />);
    choose(file('enorme.jpg', MEDIA_MAX_BYTES + 1), file('normal.jpg'));
    expect(pending.map((p) => p.file.name)).toEqual(['normal.jpg']);
    expect(within(rowOf('enorme.jpg')).getByRole('alert')).toHaveTextContent('Arquivo grande demais. O limite é 10 MB.');
    expect(within(rowOf('enorme.jpg')).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onFailed).toHaveBeenCalledWith('enorme.jpg', 'Arquivo grande demais. O limite é 10 MB.');
  });

  it(`sends at most ${UPLOAD_CONCURRENCY} at a time; the next one starts when one finishes`, async () => {
    render(<MediaUploader />);
    choose(file('a.jpg'), file('b.jpg'), file('c.jpg'), file('d.jpg'));
    expect(pending).toHaveLength(UPLOAD_CONCURRENCY);
    expect(within(rowOf('d.jpg')).getByText('Na fila')).toBeInTheDocument();
    await act(async () => pending[0].resolve(media(1, 'a.jpg')));
    expect(pending).toHaveLength(4);
    expect(pending[3].file.name).toBe('d.jpg');
  });

  it('accepts files dropped on the zone, and cancels one upload without touching the others', async () => {
    render(<MediaUploader />);
    const zone = screen.getByRole('button', { name: /Arraste imagens para cá/ });
    fireEvent.dragOver(zone, { dataTransfer: { files: [], dropEffect: 'none' } });
    fireEvent.drop(zone, { dataTransfer: { files: [file('um.jpg'), file('dois.jpg')] } });
    expect(pending.map((p) => p.file.name)).toEqual(['um.jpg', 'dois.jpg']);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar envio de um.jpg' })));
    expect(pending[0].signal?.aborted).toBe(true);
    expect(within(rowOf('um.jpg')).getByText('Cancelado')).toBeInTheDocument();
    expect(pending[1].signal?.aborted).toBe(false);
  });

  it('opens the file chooser from the keyboard-focusable zone', () => {
    render(<MediaUploader />);
    const input = screen.getByLabelText('Escolher imagens para enviar') as HTMLInputElement;
    const click = jest.spyOn(input, 'click');
    const zone = screen.getByRole('button', { name: /Arraste imagens para cá/ });
    zone.focus();
    expect(zone).toHaveFocus();
    fireEvent.click(zone);
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('multiple');
  });
});
