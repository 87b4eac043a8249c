import { Link } from '@/components/ui/link';
import { SONG_HISTORY_PAGE_PATH } from '@/lib/domain/song-history';
import { SectionHeading } from '../home/section-heading';
import { RecentSongsList } from './recent-songs-list';

/**
 * Home sidebar 'Tocou na {brand}': the last songs heard, newest first, with the
 * time each started in São Paulo (SPEC §9's 'HHhMM'). The list is filled in the browser from the
 * shared now-playing store, so the cached home page stays the same for everyone. Nothing at all is
 * rendered when the station has no stream. The whole history is on /tocou.
 */
export function RecentSongs({ brand, enabled }: { brand: string; enabled: boolean }) {
  if (!enabled) return null;
  return (
    <section aria-labelledby="tocou-na" className="panel">
      <SectionHeading id="tocou-na">Tocou na {brand}</SectionHeading>
      <RecentSongsList />
      <Link href={SONG_HISTORY_PAGE_PATH} className="tap-row mt-2 text-sm font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900">
        Ver tudo o que tocou
      </Link>
    </section>
  );
}
