import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CoverageScreen } from '@/components/admin/coverage/coverage-screen';
import { parseId } from '@/lib/domain/ids';

export const metadata: Metadata = { title: 'Cobertura ao vivo' };

export default async function CoveragePage({ params }: { params: Promise<{ id: string }> }) {
  const id = parseId((await params).id);
  if (id === null) notFound();
  return <CoverageScreen id={id} />;
}
