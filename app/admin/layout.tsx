import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: { default: 'Painel Administrativo', template: '%s | Painel Administrativo' },
  robots: { index: false, follow: false, nocache: true, googleBot: { index: false, follow: false } },
};

/** The staff area's root: never the public layout (SPEC §2.2); the panel shell lives in (painel). */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <div className="min-h-dvh bg-slate-100 text-ink">{children}</div>;
}
