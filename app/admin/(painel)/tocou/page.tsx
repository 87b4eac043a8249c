import type { Metadata } from 'next';
import { SongHistoryExport } from '@/components/admin/song-history/song-history-export';

export const metadata: Metadata = { title: 'O que tocou' };

export default function SongHistoryAdminPage() {
  return <SongHistoryExport />;
}
