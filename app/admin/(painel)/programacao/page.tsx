import type { Metadata } from 'next';
import { ExceptionManager } from '@/components/admin/schedule/exception-manager';
import { ProgrammeManager } from '@/components/admin/schedule/programme-manager';

export const metadata: Metadata = { title: 'Programação' };

export default function SchedulePage() {
  return (
    <div className="space-y-10">
      <ProgrammeManager />
      <ExceptionManager />
    </div>
  );
}
