import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { JsonLd } from '@/components/site/json-ld';
import { TeamMemberCard } from '@/components/site/team-member-card';
import { getCategories, getPublicSettings, getTeam } from '@/lib/api/public';
import { findColumnistCategory } from '@/lib/domain/category';
import { COLUMNISTS_SLUG } from '@/lib/domain/constants';
import { brandName } from '@/lib/domain/settings';
import { breadcrumbJsonLd, type Crumb } from '@/lib/domain/structured-data';
import { getSiteBase, pageMetadata } from '@/lib/seo/next-metadata';

const CRUMBS: Crumb[] = [
  { name: 'Início', path: '/' },
  { name: 'Equipe', path: '/equipe' },
];

export async function generateMetadata(): Promise<Metadata> {
  const brand = brandName(await getPublicSettings());
  return pageMetadata({
    title: `Equipe | ${brand}`,
    description: `Conheça os locutores, repórteres e colunistas que fazem a ${brand} todos os dias.`,
    keywords: [brand, 'equipe', 'locutores', 'jornalistas', 'colunistas'],
    canonical: '/equipe',
    siteName: brand,
  });
}

export default async function TeamPage() {
  const [settings, team, categories] = await Promise.all([getPublicSettings(), getTeam(), getCategories()]);
  const brand = brandName(settings);
  const columnsHref = `/${findColumnistCategory(categories)?.slug ?? COLUMNISTS_SLUG}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={breadcrumbJsonLd(CRUMBS, await getSiteBase())} />
      <Breadcrumbs crumbs={CRUMBS} />
      <header className="mb-8 mt-4 border-b-2 border-ink pb-4">
        <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">Equipe</h1>
        <p className="mt-2 max-w-3xl text-muted">
          As vozes, os repórteres e os colunistas que levam música, informação e companhia aos ouvintes da {brand}.
        </p>
      </header>
      {team.length === 0 ? (
        <p className="py-12 text-center text-lg text-muted">Nossa equipe será apresentada em breve.</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Membros da equipe">
          {team.map((member) => (
            <li key={member.id}>
              <TeamMemberCard member={member} columnsHref={columnsHref} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
