import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SongHistoryPage, songHistoryMetadata } from '@/app/(site)/_pages/song-history-page';
import type { SongHistoryQueryParams } from '@/lib/api/public';
import { SONG_HISTORY_PAGE_PATH, SONG_SEARCH_MAX_LENGTH } from '@/lib/domain/song-history';

/*
 * A question to the song history, served at /tocou?busca= or /tocou?data=&hora= through a rewrite
 * in next.config.mjs: rendered per request, since every question is its own page.
 */

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function readQuery(searchParams: Props['searchParams']): Promise<SongHistoryQueryParams | null> {
  const params = await searchParams;
  // A control character in a pasted link is noise (the API refuses them).
  const value = (name: string, max: number) => {
    const raw = params[name];
    const text = (Array.isArray(raw) ? raw[0] : raw) ?? '';
    return text.replace(/[\s\u0000-\u001F\u007F-\u009F]+/g, ' ').trim().slice(0, max) || undefined;
  };
  const query = { busca: value('busca', SONG_SEARCH_MAX_LENGTH), data: value('data', 10), hora: value('hora', 8) };
  return query.busca || query.data || query.hora ? query : null;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return songHistoryMetadata((await readQuery(searchParams)) ?? undefined);
}

export default async function SongHistoryQuestionPage({ searchParams }: Props) {
  const query = await readQuery(searchParams);
  if (!query) redirect(SONG_HISTORY_PAGE_PATH);
  return <SongHistoryPage query={query} />;
}
