'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { COVERAGE_POLL_INTERVAL_MS, newUpdatesLabel, unseenEntries, type CoverageEntry, type CoverageFeed } from '@/lib/domain/live-updates';
import { CoverageEntryItem } from './coverage-entry';

export type LiveUpdatesProps = {
  /** The polled JSON's address (app/api/cobertura/[id]): one cached copy shared by every reader. */
  feedUrl: string;
  /** The entries the page was rendered with. */
  initialIds: string[];
  /** The newest entry's instant: entries of another day show their date. */
  reference: string | null;
};

/**
 * The reader's open coverage page: every 20 s, while the tab is visible and the
 * coverage runs, it reads the cached JSON. New entries wait behind a "N novas atualizações" button
 * and go in above the list when the reader asks, so the page never moves under the reader's eyes;
 * an entry corrected or removed meanwhile is corrected or hidden where it is. The coverage ending
 * stops the polling.
 */
export function LiveUpdates({ feedUrl, initialIds, reference }: LiveUpdatesProps) {
  const [pending, setPending] = useState<CoverageEntry[]>([]);
  const [shown, setShown] = useState<CoverageEntry[]>([]);
  const [ended, setEnded] = useState(false);
  const known = useRef(new Set(initialIds));
  const top = useRef<HTMLDivElement>(null);

  const apply = useCallback((feed: CoverageFeed) => {
    const inFeed = new Map(feed.dados.map((entry) => [entry.id, entry]));
    // Corrections and removals within the feed's window, on the entries the server rendered.
    const oldest = feed.dados.reduce((min, entry) => Math.min(min, Date.parse(entry.criadoEm)), Number.POSITIVE_INFINITY);
    for (const element of document.querySelectorAll<HTMLElement>('[data-atualizacao][data-servidor]')) {
      const id = element.dataset.atualizacao ?? '';
      const entry = inFeed.get(id);
      const time = Date.parse(element.querySelector('time')?.getAttribute('datetime') ?? '');
      if (!entry) {
        if (time >= oldest) element.hidden = true;
      } else if (entry.atualizadoEm !== element.dataset.versao) {
        const body = element.querySelector<HTMLElement>('[data-corpo]');
        if (body) body.innerHTML = entry.conteudo;
        element.dataset.versao = entry.atualizadoEm;
      }
    }
    setShown((current) => current.filter((entry) => inFeed.has(entry.id) || Date.parse(entry.criadoEm) < oldest).map((entry) => inFeed.get(entry.id) ?? entry));
    setPending(unseenEntries(feed.dados, known.current));
    if (feed.cobertura?.fim) setEnded(true);
  }, []);

  useEffect(() => {
    if (ended) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        // Not from the browser's cache: the route's shared-cache header (s-maxage with a long
        // stale-while-revalidate) lets Chrome answer each round with the previous round's copy.
        const response = await fetch(feedUrl, { cache: 'no-store', headers: { accept: 'application/json' } });
        if (response.ok && !stopped) apply((await response.json()) as CoverageFeed);
      } catch {
        // Offline for a moment: the next round tries again.
      }
      schedule();
    };
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && document.visibilityState === 'visible') timer = setTimeout(poll, COVERAGE_POLL_INTERVAL_MS);
    };
    // A hidden tab asks nothing; back in view, it catches up at once.
    const onVisibility = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') void poll();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [feedUrl, apply, ended]);

  const showPending = () => {
    for (const entry of pending) known.current.add(entry.id);
    setShown((current) => [...pending, ...current]);
    setPending([]);
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div className="scroll-mt-24" ref={top}>
      <div className="sticky top-20 z-20 flex justify-center" aria-live="polite">
        {pending.length > 0 && (
          <button
            type="button"
            onClick={showPending}
            className="mb-4 rounded-full bg-red-600 px-4 py-2 text-sm font-bold text-white shadow-lg hover:bg-red-700 focus-visible:outline-offset-2"
          >
            {newUpdatesLabel(pending.length)}
          </button>
        )}
        {ended && pending.length === 0 && <p className="mb-4 text-sm font-semibold text-muted">Cobertura encerrada.</p>}
      </div>
      <ol className="list-none" aria-label="Atualizações recebidas agora">
        {shown.map((entry) => (
          <CoverageEntryItem key={entry.id} entry={entry} reference={reference} />
        ))}
      </ol>
    </div>
  );
}
