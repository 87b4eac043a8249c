import type { Metadata } from 'next';
import { SongHistoryPage, songHistoryMetadata } from '@/app/(site)/_pages/song-history-page';

/** /tocou: the latest songs, whole-page cached and expired when a song starts (the 'tocou' tag). */
export async function generateMetadata(): Promise<Metadata> {
  return songHistoryMetadata();
}

export default function SongHistoryLatestPage() {
  return <SongHistoryPage />;
}
