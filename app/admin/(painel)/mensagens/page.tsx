import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MessageInbox } from '@/components/admin/messages/message-inbox';

export const metadata: Metadata = { title: 'Mensagens' };

// The filter, search and page live in the URL (useSearchParams): the inbox renders in the browser.
export default function MessagesPage() {
  return (
    <Suspense
      fallback={
        <p className="text-sm text-slate-600" role="status">
          Carregando mensagens…
        </p>
      }
    >
      <MessageInbox />
    </Suspense>
  );
}
