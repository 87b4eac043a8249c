import { formatDateTime } from '@/lib/domain/dates';
import { isCoverageLive, type CoverageFeed } from '@/lib/domain/live-updates';
import { VideoFacades } from '@/components/site/post/video-facades';
import { CoverageEntryItem } from './coverage-entry';
import { CoverageBadge } from './live-badge';
import { LiveUpdates } from './live-updates';

export type LiveCoverageProps = {
  /** The coverage and its entries, pinned first then newest first, their HTML sanitised. */
  feed: CoverageFeed & { cobertura: NonNullable<CoverageFeed['cobertura']> };
  /** Where the open page polls for new entries (only while the coverage runs). */
  feedUrl: string;
};

/**
 * A live coverage on its post's page: "AO VIVO" (or "Encerrada"), the pinned
 * entry, then the entries newest first, each with its time and the show on air. Rendered with the
 * page and cached with it; while it runs, a small client part brings the entries written since.
 */
export function LiveCoverage({ feed, feedUrl }: LiveCoverageProps) {
  const live = isCoverageLive(feed.cobertura);
  const pinned = feed.dados.filter((entry) => entry.fixada);
  const others = feed.dados.filter((entry) => !entry.fixada);
  const reference = feed.dados.reduce<string | null>((newest, entry) => (newest === null || Date.parse(entry.criadoEm) > Date.parse(newest) ? entry.criadoEm : newest), null);
  const frames = feed.dados.some((entry) => entry.conteudo.includes('data-video-embed'));
  return (
    <section aria-labelledby="cobertura-ao-vivo" className="mt-10 border-t-4 border-red-600 pt-5" data-testid="cobertura">
      <header className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1">
        <CoverageBadge coverage={feed.cobertura} showEnded className="text-xs" />
        <h2 id="cobertura-ao-vivo" className="text-xl font-black text-ink">
          Cobertura ao vivo
        </h2>
        {!live && feed.cobertura.fim && (
          <p className="w-full text-sm text-muted">
            Encerrada em <time dateTime={feed.cobertura.fim}>{formatDateTime(feed.cobertura.fim)}</time>.
          </p>
        )}
      </header>
      {pinned.length > 0 && (
        <ol className="list-none" aria-label="Atualização fixada">
          {pinned.map((entry) => (
            <CoverageEntryItem key={entry.id} entry={entry} reference={reference} server />
          ))}
        </ol>
      )}
      {live && <LiveUpdates feedUrl={feedUrl} initialIds={feed.dados.map((entry) => entry.id)} reference={reference} />}
      {others.length > 0 ? (
        <ol className="list-none" aria-label="Atualizações">
          {others.map((entry) => (
            <CoverageEntryItem key={entry.id} entry={entry} reference={reference} server />
          ))}
        </ol>
      ) : (
        pinned.length === 0 && <p className="text-sm text-muted">{live ? 'As primeiras atualizações aparecem aqui em instantes.' : 'Esta cobertura não teve atualizações.'}</p>
      )}
      {/* YouTube posters in entries (also those arriving later) become the player on a click. */}
      {(live || frames) && <VideoFacades />}
    </section>
  );
}
