import type { Metadata } from 'next';
import { WordpressImportScreen } from '@/components/admin/wordpress-import/import-screen';

export const metadata: Metadata = { title: 'Importar do WordPress' };

export default function WordpressImportPage() {
  return <WordpressImportScreen />;
}
