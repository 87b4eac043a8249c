import { Breadcrumbs } from '../breadcrumbs';
import type { Crumb } from '@/lib/domain/structured-data';

export function ListingHeader({ title, description, color, crumbs, children }: { title: string; description?: string; color?: string; crumbs: Crumb[]; children?: React.ReactNode }) {
  return (
    <header className="mb-8 flex flex-col gap-3 border-b border-slate-200 pb-6">
      <Breadcrumbs crumbs={crumbs} />
      <div className="flex items-center gap-3">
        <span className="h-9 w-1.5 rounded-full" style={{ backgroundColor: color ?? 'var(--color-brand-600)' }} aria-hidden />
        <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">{title}</h1>
      </div>
      {description && <p className="max-w-3xl text-base text-muted">{description}</p>}
      {children}
    </header>
  );
}
