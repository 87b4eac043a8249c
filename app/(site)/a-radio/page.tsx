import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { ContactDetails } from '@/components/site/contact-details';
import { JsonLd } from '@/components/site/json-ld';
import { ListenLiveButton } from '@/components/site/listen-live-button';
import { getPublicSettings } from '@/lib/api/public';
import { FREQUENCY_LABEL } from '@/lib/domain/constants';
import { brandName, type PublicSettings } from '@/lib/domain/settings';
import { breadcrumbJsonLd, type Crumb } from '@/lib/domain/structured-data';
import { getSiteBase, pageMetadata } from '@/lib/seo/next-metadata';

const CRUMBS: Crumb[] = [
  { name: 'Início', path: '/' },
  { name: 'A Rádio', path: '/a-radio' },
];

const frequencyOf = (settings: PublicSettings) => settings.radio.frequencia || settings.site.frequencia || FREQUENCY_LABEL;

/** The about text is plain text with paragraphs separated by a blank line. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** At most `max` characters, cut at a word boundary, for the meta description. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getPublicSettings();
  const brand = brandName(settings);
  const about = paragraphsOf(settings.sobre.texto)[0];
  return pageMetadata({
    title: `A Rádio | ${brand}`,
    description: about ? clip(about, 160) : `Conheça a ${brand} FM ${frequencyOf(settings)}: história, programação e como ouvir ao vivo.`,
    keywords: [brand, `FM ${frequencyOf(settings)}`, 'rádio', 'sobre a rádio', 'ouvir ao vivo'],
    canonical: '/a-radio',
    siteName: brand,
    image: settings.site.logo || null,
  });
}

export default async function AboutPage() {
  const settings = await getPublicSettings();
  const brand = brandName(settings);
  const frequency = frequencyOf(settings);
  const about = paragraphsOf(settings.sobre.texto);
  const { android, ios } = settings.player.appDownloadLinks;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={breadcrumbJsonLd(CRUMBS, await getSiteBase())} />
      <Breadcrumbs crumbs={CRUMBS} />
      <section aria-labelledby="a-radio-titulo" className="mt-4 overflow-hidden rounded-xl bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-6 py-10 text-white sm:px-10">
        <p className="inline-flex items-center gap-2 rounded bg-live px-3 py-1 text-sm font-black tracking-widest">
          <span className="h-2 w-2 animate-pulse rounded-full bg-white" aria-hidden />
          FM {frequency}
        </p>
        <h1 id="a-radio-titulo" className="mt-4 text-4xl font-black tracking-tight sm:text-5xl">
          A Rádio
        </h1>
        <p className="mt-2 max-w-2xl text-lg text-white/85">{settings.site.descricao || `${brand}, a rádio da sua região.`}</p>
        <div className="mt-6">
          <ListenLiveButton />
        </div>
      </section>

      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="nossa-historia" className="lg:col-span-2">
          <h2 id="nossa-historia" className="mb-4 border-b-2 border-ink pb-2 text-xl font-black uppercase tracking-tight text-ink">
            Quem somos
          </h2>
          {about.length > 0 ? (
            <div className="flex flex-col gap-4 text-lg leading-relaxed text-ink">
              {about.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          ) : (
            <p className="text-muted">Em breve, mais sobre a história da {brand}.</p>
          )}
          <p className="mt-6 text-muted">
            Conheça também a nossa{' '}
            <Link href="/programacao" className="font-bold text-brand-700 hover:underline">
              programação
            </Link>
            , os{' '}
            <Link href="/podcasts" className="font-bold text-brand-700 hover:underline">
              podcasts
            </Link>
            , a nossa{' '}
            <Link href="/equipe" className="font-bold text-brand-700 hover:underline">
              equipe
            </Link>{' '}
            ou{' '}
            <Link href="/contato" className="font-bold text-brand-700 hover:underline">
              fale com a redação
            </Link>
            .
          </p>
        </section>

        <aside className="flex flex-col gap-8" aria-label="Aplicativo e contato">
          {(android || ios) && (
            <section aria-labelledby="aplicativo" className="rounded-lg border border-slate-200 p-5">
              <h2 id="aplicativo" className="text-lg font-black text-ink">
                Baixe o aplicativo
              </h2>
              <p className="mt-1 text-sm text-muted">Ouça a {brand} onde estiver, direto no celular.</p>
              <ul className="mt-4 flex flex-wrap gap-3">
                {android && (
                  <li>
                    <a href={android} target="_blank" rel="noopener noreferrer" className="inline-flex rounded-md bg-ink px-4 py-2.5 text-sm font-bold text-white hover:bg-slate-700">
                      Baixar na Google Play
                    </a>
                  </li>
                )}
                {ios && (
                  <li>
                    <a href={ios} target="_blank" rel="noopener noreferrer" className="inline-flex rounded-md bg-ink px-4 py-2.5 text-sm font-bold text-white hover:bg-slate-700">
                      Baixar na App Store
                    </a>
                  </li>
                )}
              </ul>
            </section>
          )}
          <section aria-labelledby="contato-radio" className="rounded-lg border border-slate-200 p-5">
            <h2 id="contato-radio" className="mb-4 text-lg font-black text-ink">
              Contato
            </h2>
            <ContactDetails settings={settings} />
          </section>
        </aside>
      </div>
    </div>
  );
}
