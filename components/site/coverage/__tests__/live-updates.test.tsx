/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { COVERAGE_POLL_INTERVAL_MS, type CoverageEntry, type CoverageFeed } from '@/lib/domain/live-updates';
import { CoverageEntryItem } from '../coverage-entry';
import { LiveUpdates } from '../live-updates';

const URL = '/api/cobertura/9';
const entry = (id: string, criadoEm: string, overrides: Partial<CoverageEntry> = {}): CoverageEntry => ({
  id,
  conteudo: `<p>Atualização ${id}</p>`,
  fixada: false,
  programa: 'Plantão',
  criadoEm,
  atualizadoEm: criadoEm,
  ...overrides,
});
const first = entry('1', '2026-10-04T20:00:00.000Z');
const second = entry('2', '2026-10-04T20:10:00.000Z');

let feed: CoverageFeed;
const fetchMock = jest.fn();
let visibility: DocumentVisibilityState = 'visible';

function Page() {
  return (
    <>
      <LiveUpdates feedUrl={URL} initialIds={['1', '2']} reference={second.criadoEm} />
      <ol aria-label="Atualizações">
        {[second, first].map((item) => (
          <CoverageEntryItem key={item.id} entry={item} reference={second.criadoEm} server />
        ))}
      </ol>
    </>
  );
}

async function tick(ms = COVERAGE_POLL_INTERVAL_MS) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  // The fetch's promise chain.
  await act(async () => {});
}

beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  feed = { cobertura: { inicio: '2026-10-04T19:50:00.000Z', fim: null }, dados: [second, first] };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ({ ok: true, json: async () => JSON.parse(JSON.stringify(feed)) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('LiveUpdates: the reader’s open coverage page', () => {
  it('polls the cached JSON every 20 s; new entries wait behind "N novas atualizações" and go in above the list on a click', async () => {
    render(<Page />);
    expect(fetchMock).not.toHaveBeenCalled();
    await tick();
    // Never the browser's own copy: Chrome would answer with the previous round's (stale-while-revalidate).
    expect(fetchMock).toHaveBeenCalledWith(URL, expect.objectContaining({ cache: 'no-store' }));
    expect(screen.queryByRole('button', { name: /novas? atualizaç/ })).toBeNull();

    feed.dados = [entry('4', '2026-10-04T20:40:00.000Z'), entry('3', '2026-10-04T20:30:00.000Z'), second, first];
    await tick();
    // Nothing moves under the reader: the entries are not in the page yet.
    expect(document.getElementById('atualizacao-3')).toBeNull();
    const button = screen.getByRole('button', { name: '2 novas atualizações' });

    fireEvent.click(button);
    const inserted = screen.getByRole('list', { name: 'Atualizações recebidas agora' });
    expect([...inserted.querySelectorAll('li')].map((item) => item.id)).toEqual(['atualizacao-4', 'atualizacao-3']);
    expect(inserted).toHaveTextContent('17h40· PlantãoAtualização 4');
    expect(screen.queryByRole('button', { name: /novas? atualizaç/ })).toBeNull();

    feed.dados = [entry('5', '2026-10-04T20:50:00.000Z'), ...feed.dados];
    await tick();
    expect(screen.getByRole('button', { name: '1 nova atualização' })).toBeInTheDocument();
  });

  it('corrects and hides, in place, entries the server rendered that were edited or deleted meanwhile', async () => {
    render(<Page />);
    feed.dados = [{ ...second, conteudo: '<p>Corrigida</p>', atualizadoEm: '2026-10-04T20:15:00.000Z' }];
    await tick();
    expect(document.getElementById('atualizacao-2')).toHaveTextContent('Corrigida');
    // Entry 1 is older than anything in the feed's window: it may just be out of it, so it stays.
    expect(document.getElementById('atualizacao-1')).toBeVisible();

    feed.dados = [entry('6', '2026-10-04T21:00:00.000Z'), first];
    await tick();
    expect(document.getElementById('atualizacao-2')).not.toBeVisible();
  });

  it('stops when the tab is hidden and catches up at once when it is back; stops for good when the coverage ends', async () => {
    render(<Page />);
    visibility = 'hidden';
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await tick(3 * COVERAGE_POLL_INTERVAL_MS);
    expect(fetchMock).not.toHaveBeenCalled();

    visibility = 'visible';
    feed.cobertura = { inicio: '2026-10-04T19:50:00.000Z', fim: '2026-10-04T23:00:00.000Z' };
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Cobertura encerrada.')).toBeInTheDocument();
    await tick(5 * COVERAGE_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed round is tried again at the next one', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    render(<Page />);
    await tick();
    feed.dados = [entry('3', '2026-10-04T20:30:00.000Z'), second, first];
    await tick();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: '1 nova atualização' })).toBeInTheDocument();
  });
});
