import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SongRequestBoard } from '@/components/admin/requests/song-request-board';

export const metadata: Metadata = { title: 'Pedidos' };

// The filters live in the URL (useSearchParams) and the list polls: the board renders in the browser.
export default function SongRequestsPage() {
  return (
    <Suspense
      fallback={
        <p className="text-sm text-slate-600" role="status">
          Carregando pedidos…
        </p>
      }
    >
      <SongRequestBoard />
    </Suspense>
  );
}
