import { Suspense } from 'react';
import type { Metadata } from 'next';
import { PollManager } from '@/components/admin/polls/poll-manager';

export const metadata: Metadata = { title: 'Enquetes' };

export default function PollsPage() {
  // PollManager reads ?id= (the results dialog): useSearchParams needs a Suspense boundary.
  return (
    <Suspense fallback={<p className="py-8 text-center text-sm text-slate-600">Carregando enquetes...</p>}>
      <PollManager />
    </Suspense>
  );
}
