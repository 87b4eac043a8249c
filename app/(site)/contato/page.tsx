import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { ContactDetails } from '@/components/site/contact-details';
import { ContactForm } from '@/components/site/contact-form';
import { JsonLd } from '@/components/site/json-ld';
import { getPublicSettings } from '@/lib/api/public';
import { brandName } from '@/lib/domain/settings';
import { breadcrumbJsonLd, type Crumb } from '@/lib/domain/structured-data';
import { getSiteBase, pageMetadata } from '@/lib/seo/next-metadata';

const CRUMBS: Crumb[] = [
  { name: 'Início', path: '/' },
  { name: 'Contato', path: '/contato' },
];

export async function generateMetadata(): Promise<Metadata> {
  const brand = brandName(await getPublicSettings());
  return pageMetadata({
    title: `Contato | ${brand}`,
    description: `Fale com a ${brand}: endereço, telefone, e-mail, WhatsApp e formulário para enviar sugestões de pauta, recados e pedidos.`,
    keywords: [brand, 'contato', 'telefone', 'e-mail', 'WhatsApp', 'endereço'],
    canonical: '/contato',
    siteName: brand,
  });
}

export default async function ContactPage() {
  const settings = await getPublicSettings();
  const brand = brandName(settings);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={breadcrumbJsonLd(CRUMBS, await getSiteBase())} />
      <Breadcrumbs crumbs={CRUMBS} />
      <header className="mb-8 mt-4 border-b-2 border-ink pb-4">
        <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">Contato</h1>
        <p className="mt-2 max-w-3xl text-muted">
          Sugestões de pauta, recados, pedidos de música ou anúncios: fale com a {brand} pelos canais abaixo ou mande sua mensagem pelo
          formulário.
        </p>
        <p className="mt-2 max-w-3xl text-muted">
          Quer ouvir uma música no ar?{' '}
          <Link href="/peca-sua-musica" className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Peça sua música
          </Link>
          : o pedido chega direto ao estúdio.
        </p>
      </header>
      <div className="grid gap-10 lg:grid-cols-5">
        <section aria-labelledby="fale-conosco" className="lg:col-span-2">
          <h2 id="fale-conosco" className="mb-4 text-xl font-black uppercase tracking-tight text-ink">
            Fale com a gente
          </h2>
          <ContactDetails settings={settings} extended />
        </section>
        <section aria-labelledby="envie-mensagem" className="rounded-lg border border-slate-200 bg-slate-50 p-5 sm:p-6 lg:col-span-3">
          <h2 id="envie-mensagem" className="mb-4 text-xl font-black uppercase tracking-tight text-ink">
            Envie sua mensagem
          </h2>
          {/* The page is cached for everyone: the form asks for its own anti-spam token when it mounts. */}
          <ContactForm initialToken={null} />
        </section>
      </div>
    </div>
  );
}
