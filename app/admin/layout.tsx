import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Painel Administrativo', robots: { index: false, follow: false } };

/** The staff panel's own shell: the public layout never renders under /admin (SPEC §2.2). */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-dvh bg-slate-100 text-ink">{children}</div>;
}
