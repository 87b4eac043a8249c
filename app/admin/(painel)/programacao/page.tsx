import type { Metadata } from 'next';
import { ProgrammeManager } from '@/components/admin/schedule/programme-manager';

export const metadata: Metadata = { title: 'Programação' };

export default function SchedulePage() {
  return <ProgrammeManager />;
}
