import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LogViewer } from '@/components/admin/logs/log-viewer';

export const metadata: Metadata = { title: 'Logs' };

// The filters live in the URL (useSearchParams): the viewer renders in the browser.
export default function LogsPage() {
  return (
    <Suspense
      fallback={
        <p className="text-sm text-slate-600" role="status">
          Carregando logs…
        </p>
      }
    >
      <LogViewer />
    </Suspense>
  );
}
