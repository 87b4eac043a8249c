/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { emptyReport, type ImportReport } from '@/lib/domain/wordpress-import/report';
import type { WordpressImportJob, WordpressImportOverview } from '@/lib/schemas/wordpress-import';
import { ToastProvider } from '@/components/ui/toast-provider';
import { WordpressImportScreen } from '../import-screen';

const adminFetch = jest.fn();
const useAdminSWR = jest.fn();
const uploadWithProgress = jest.fn();

jest.mock('@/lib/admin/api', () => {
  const { AdminApiError } = jest.requireActual<typeof import('@/lib/admin/api')>('@/lib/admin/api');
  return {
    AdminApiError,
    adminFetch: (...args: unknown[]) => adminFetch(...args),
    useAdminSWR: (...args: unknown[]) => useAdminSWR(...args),
    uploadWithProgress: (...args: unknown[]) => uploadWithProgress(...args),
  };
});

function report(): ImportReport {
  const value = emptyReport({ nome: 'radiovale.xml', bytes: 180 * 1024 * 1024 });
  value.site = { titulo: 'Rádio Vale FM', endereco: 'https://www.radiovale.com.br', versaoWxr: '1.2' };
  value.duracaoMs = 4 * 60_000 + 12_000;
  value.postagens = { ...value.postagens, encontradas: 20_000, importadas: 19_640, porStatus: { publicado: 18_000, agendado: 40, rascunho: 1_600 }, destaques: 12, recusadas: 1, ignoradas: { lixeira: 359, rascunhoAutomatico: 0, outras: 0 } };
  value.imagens = { importadas: 812, reaproveitadas: 20_400, naoEncontradas: 1, recusadas: 0, arquivos: [{ arquivo: '2024/05/sumiu.jpg', motivo: 'não encontrada na pasta de uploads', postagem: 'A foto que sumiu' }] };
  value.redirecionamentos = { criados: 39_300, existentes: 0 };
  value.shortcodes = [{ nome: 'contact-form-7', ocorrencias: 3, postagens: 3 }];
  value.comentarios = { total: 5_210, aprovados: 4_998 };
  value.paginas = [
    { wpId: 301, titulo: 'Quem somos', slug: 'quem-somos', caminho: '/quem-somos', status: 'publish', caracteres: 1200 },
    { wpId: 302, titulo: 'Anuncie', slug: 'anuncie', caminho: '/anuncie', status: 'publish', caracteres: 300 },
  ];
  value.avisos = [{ wpId: 110, titulo: 'TTTT', mensagem: 'Título com 10.240 caracteres, longo demais para ser um título (o limite é 200): item não importado.' }];
  value.avisosTotal = 1;
  return value;
}

function job(changes: Partial<WordpressImportJob>): WordpressImportJob {
  return {
    id: 5,
    status: 'importando',
    etapa: 'Importando postagens (8.400 de 20.000)',
    percentual: 42,
    processados: 8_400,
    total: 20_000,
    arquivo: { nome: 'radiovale.xml', bytes: 180 * 1024 * 1024 },
    criadoEm: '2026-06-01T13:00:00.000Z',
    atualizadoEm: '2026-06-01T13:02:00.000Z',
    concluidoEm: null,
    erro: null,
    relatorio: null,
    criadoPor: { id: 1, nome: 'Administração' },
    ...changes,
  };
}

function show(current: WordpressImportJob | null, overview: Partial<WordpressImportOverview> = {}) {
  const mutate = jest.fn().mockResolvedValue(undefined);
  const data: WordpressImportOverview = { importacoes: current ? [current] : [], pastaImagens: { caminho: '/srv/wordpress-uploads', existe: true }, limiteBytes: 1024 ** 3, ...overview };
  useAdminSWR.mockImplementation((key: string | null) => {
    if (key === '/importacoes/wordpress') return { data, error: undefined, isLoading: false, mutate };
    if (key === null) return { data: undefined, error: undefined, isLoading: false, mutate };
    return { data: current, error: undefined, isLoading: false, mutate };
  });
  render(
    <ToastProvider>
      <WordpressImportScreen />
    </ToastProvider>,
  );
  return { mutate };
}

beforeEach(() => {
  adminFetch.mockReset();
  useAdminSWR.mockReset();
  uploadWithProgress.mockReset();
});

describe('Importar do WordPress (/admin/importar)', () => {
  it('during an import: the progress bar with the step, polled every 1.5 s, and no second upload', () => {
    show(job({}));
    const bar = screen.getByRole('progressbar', { name: 'Progresso da importação' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Importando — Importando postagens (8.400 de 20.000)')).toBeInTheDocument();
    expect(screen.getByText(/Pode sair desta tela: a importação continua no servidor/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
    expect(screen.getByText('Há uma importação em andamento.')).toBeInTheDocument();
    const [, options] = useAdminSWR.mock.calls.find(([key]) => key === '/importacoes/wordpress/5')!;
    expect(options.refreshInterval(job({}))).toBe(1500);
    expect(options.refreshInterval(job({ status: 'concluida' }))).toBe(0);
  });

  it('after an import: the report (counts, statuses, images not found, shortcodes, pages, comments) and the choice of "A Rádio"', async () => {
    const done = job({ status: 'concluida', etapa: 'Concluída', percentual: 100, relatorio: report() });
    show(done);
    expect(screen.getByRole('progressbar', { name: 'Progresso da importação' })).toHaveAttribute('aria-valuenow', '100');
    const summary = screen.getByTestId('relatorio-importacao');
    expect(summary).toHaveTextContent('Postagens importadas19.640de 20.000 no arquivo');
    expect(summary).toHaveTextContent('Publicadas18.00012 em destaque');
    expect(summary).toHaveTextContent('Redirecionamentos 30139.300');
    expect(summary).toHaveTextContent('Comentários: 5.210 (4.998 aprovados), não importados.');
    expect(summary).toHaveTextContent('em 4 min 12 s');
    expect(within(screen.getByTestId('imagens-nao-importadas')).getByText('2024/05/sumiu.jpg')).toBeInTheDocument();
    expect(summary).toHaveTextContent('[contact-form-7]: 3 vezes em 3 postagens');
    expect(screen.getByTestId('avisos-importacao')).toHaveTextContent('#110 TTTT: Título com 10.240 caracteres');
    expect(within(screen.getByTestId('paginas-importadas')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Quem somos /quem-somos · 1.200 caracteres',
      'Anuncie /anuncie · 300 caracteres',
    ]);

    adminFetch.mockResolvedValue({ ...done, relatorio: { ...done.relatorio!, aRadio: { wpId: 302, titulo: 'Anuncie' } } });
    fireEvent.change(screen.getByLabelText('Página para “A Rádio”'), { target: { value: '302' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Usar como “A Rádio”' }));
    });
    expect(adminFetch).toHaveBeenCalledWith('/importacoes/wordpress/5/a-radio', { method: 'POST', json: { paginaId: 302 } });
    expect(await screen.findByText('Página “A Rádio” atualizada.')).toBeInTheDocument();
  });

  it('a refused file: the reason, no report', () => {
    show(job({ status: 'falhou', etapa: 'Não concluída', percentual: 3, erro: 'O arquivo traz declarações DOCTYPE ou ENTITY, que uma exportação do WordPress não tem.' }));
    expect(screen.getByRole('alert')).toHaveTextContent('O arquivo traz declarações DOCTYPE ou ENTITY');
    expect(screen.queryByTestId('relatorio-importacao')).toBeNull();
    expect(screen.getByRole('button', { name: 'Importar' })).toBeEnabled();
  });

  it('sends the chosen file as the field "arquivo" with its upload progress; says when the images folder is missing', async () => {
    show(null, { pastaImagens: { caminho: '/srv/nada', existe: false } });
    expect(screen.getByText(/A pasta de imagens \/srv\/nada não existe no servidor/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha o arquivo .xml exportado pelo WordPress.');

    const file = new File(['<rss/>'], 'radiovale.xml', { type: 'text/xml' });
    uploadWithProgress.mockImplementation(async (_path: string, _file: File, onProgress: (percent: number) => void) => {
      onProgress(60);
      return job({ status: 'na_fila', percentual: 0 });
    });
    fireEvent.change(screen.getByLabelText('Arquivo exportado (.xml)'), { target: { files: [file] } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    });
    expect(uploadWithProgress).toHaveBeenCalledWith('/importacoes/wordpress', file, expect.any(Function), { field: 'arquivo' });
  });
});
