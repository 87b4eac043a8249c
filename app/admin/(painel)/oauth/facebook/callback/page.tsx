import type { Metadata } from 'next';
import { FacebookCallback } from '@/components/admin/settings/facebook-callback';

export const metadata: Metadata = { title: 'Conexão com o Facebook' };

export default function FacebookCallbackPage() {
  return <FacebookCallback />;
}
