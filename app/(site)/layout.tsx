import Link from 'next/link';
import { getPublicSettings } from '@/lib/api/public';
import { brandName } from '@/lib/domain/settings';

const NAV = [
  { href: '/', label: 'Inicio' },
  { href: '/a-radio', label: 'A Radio' },
  { href: '/equipe', label: 'Equipe' },
  { href: '/contato', label: 'Contato' },
];

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const settings = await getPublicSettings();
  const brand = brandName(settings);
  return (
    <>
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
          <Link href="/" className="flex items-center gap-3">
            {settings.site.logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- logo comes from settings, any host
              <img src={settings.site.logo} alt={brand} className="h-10 w-auto" />
            ) : (
              <span className="text-xl font-black tracking-tight">{brand}</span>
            )}
          </Link>
          <nav aria-label="Principal">
            <ul className="flex gap-3 whitespace-nowrap text-xs font-semibold sm:gap-4 sm:text-sm">
              {NAV.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} className="hover:underline">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="conteudo" className="mx-auto max-w-7xl px-4 py-6">
        {children}
      </main>
      <footer className="mt-12 bg-slate-900 py-8 text-sm text-slate-300">
        <div className="mx-auto max-w-7xl px-4">
          <p className="font-bold text-white">{brand}</p>
          <p>{settings.site.descricao || 'A melhor música e informação da região, 24 horas por dia.'}</p>
        </div>
      </footer>
    </>
  );
}
