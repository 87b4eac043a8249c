import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { JsonLd } from '@/components/site/json-ld';
import { SongRequestForm } from '@/components/site/song-request-form';
import { getPublicSettings } from '@/lib/api/public';
import { brandName } from '@/lib/domain/settings';
import { breadcrumbJsonLd, type Crumb } from '@/lib/domain/structured-data';
import { getSiteBase, pageMetadata } from '@/lib/seo/next-metadata';

const PATH = '/peca-sua-musica';
const CRUMBS: Crumb[] = [
  { name: 'Início', path: '/' },
  { name: 'Peça sua música', path: PATH },
];

export async function generateMetadata(): Promise<Metadata> {
  const brand = brandName(await getPublicSettings());
  return pageMetadata({
    title: `Peça sua música | ${brand}`,
    description: `Peça sua música ou mande um recado para quem está no ar na ${brand}: o pedido chega na hora ao estúdio.`,
    keywords: [brand, 'pedido de música', 'peça sua música', 'recado', 'rádio ao vivo'],
    canonical: PATH,
    siteName: brand,
  });
}

/** "Peça sua música": cached like every public page; the form asks for its own anti-spam token when it mounts. */
export default async function SongRequestPage() {
  const settings = await getPublicSettings();
  const brand = brandName(settings);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={breadcrumbJsonLd(CRUMBS, await getSiteBase())} />
      <Breadcrumbs crumbs={CRUMBS} />
      <header className="mb-8 mt-4 border-b-2 border-ink pb-4">
        <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">Peça sua música</h1>
        <p className="mt-2 max-w-3xl text-muted">
          Quer ouvir aquela música ou mandar um abraço no ar? Mande seu pedido: ele chega na hora ao estúdio da {brand}, para quem está
          apresentando o programa.
        </p>
      </header>
      <div className="grid gap-10 lg:grid-cols-5">
        <section aria-labelledby="envie-pedido" className="rounded-lg border border-slate-200 bg-slate-50 p-5 sm:p-6 lg:col-span-3">
          <h2 id="envie-pedido" className="mb-4 text-xl font-black uppercase tracking-tight text-ink">
            Seu pedido
          </h2>
          <SongRequestForm />
        </section>
        <section aria-labelledby="como-funciona" className="lg:col-span-2">
          <h2 id="como-funciona" className="mb-4 text-xl font-black uppercase tracking-tight text-ink">
            Como funciona
          </h2>
          <ul className="flex list-disc flex-col gap-3 pl-5 text-ink">
            <li>O pedido vai direto para a tela do estúdio, junto com o programa que está no ar.</li>
            <li>Quem apresenta escolhe o que toca e o que lê no ar: nem todo pedido entra na programação.</li>
            <li>O WhatsApp é opcional e só a equipe vê, caso precise falar com você.</li>
          </ul>
          <p className="mt-6 text-ink">
            <Link href="/programacao" className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800">
              Veja a programação
            </Link>{' '}
            para saber quem está no ar.
          </p>
        </section>
      </div>
    </div>
  );
}
