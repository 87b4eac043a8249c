import type { Metadata } from 'next';
import { RedirectManager } from '@/components/admin/redirects/redirect-manager';

export const metadata: Metadata = { title: 'Redirecionamentos' };

export default function RedirectsPage() {
  return <RedirectManager />;
}
