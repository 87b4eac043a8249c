import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { JsonLd } from '@/components/site/json-ld';
import { ShowCard } from '@/components/site/schedule/show-card';
import { ScheduleWeek, type ScheduleEntry } from '@/components/site/schedule/schedule-week';
import { getPublicSettings, getSchedule } from '@/lib/api/public';
import { currentOrNextOccurrence, fixedTableGrid, isoInZone, type GridShow } from '@/lib/domain/schedule';
import { brandName } from '@/lib/domain/settings';
import { breadcrumbJsonLd, scheduleJsonLd, type Crumb, type ScheduledBroadcast } from '@/lib/domain/structured-data';
import { publicMediaUrl } from '@/lib/server/media/public-media-url';
import { getSiteBase, pageMetadata } from '@/lib/seo/next-metadata';

const PATH = '/programacao';
const CRUMBS: Crumb[] = [
  { name: 'Início', path: '/' },
  { name: 'Programação', path: PATH },
];

export async function generateMetadata(): Promise<Metadata> {
  const brand = brandName(await getPublicSettings());
  return pageMetadata({
    title: `Programação | ${brand}`,
    description: `A programação da ${brand}: os programas de cada dia da semana, seus horários e apresentadores, e o que está no ar agora.`,
    keywords: [brand, 'programação', 'grade de programação', 'programas', 'locutores', 'rádio ao vivo'],
    canonical: PATH,
    siteName: brand,
  });
}

const entryOf = (show: GridShow): ScheduleEntry => ({
  id: show.id,
  nome: show.nome,
  dias: show.dias,
  inicioMinuto: show.inicioMinuto,
  fimMinuto: show.fimMinuto,
  apresentadores: show.apresentadores.map((person) => person.nome),
});

/** Images as they leave the site in structured data (the CDN address when media sit behind one). */
const withPublicMedia = (show: GridShow): GridShow => ({
  ...show,
  imagem: publicMediaUrl(show.imagem),
  apresentadores: show.apresentadores.map((person) => ({ ...person, avatar: publicMediaUrl(person.avatar) })),
});

/** Each show's airing on air at `now`, else its next one, by start: the BroadcastEvents of the page. */
function broadcastsAt(shows: readonly GridShow[], now: Date): ScheduledBroadcast[] {
  return shows
    .map((show) => currentOrNextOccurrence(show, now))
    .filter((airing) => airing !== null)
    .sort((a, b) => a.inicio.getTime() - b.inicio.getTime())
    .map((airing) => ({ show: airing.show, inicio: isoInZone(airing.inicio), fim: isoInZone(airing.fim) }));
}

/**
 * /programacao (issue 15): the week's shows. Whole-page cached like every public page, so what
 * depends on the moment (today first, "No ar agora", "A seguir") is the browser's (ScheduleWeek);
 * only the structured data's next airings use the server's clock at render time. With no show
 * registered, SPEC §4.2's table is the daily schedule, so the page is never empty.
 */
export default async function SchedulePage() {
  const [settings, grid] = await Promise.all([getPublicSettings(), getSchedule()]);
  const brand = brandName(settings);
  const daily = grid.length === 0;
  const shows = daily ? fixedTableGrid(brand) : grid;
  const base = await getSiteBase();
  const structured = scheduleJsonLd({
    site: { base, name: brand, logo: publicMediaUrl(settings.site.logo || null) },
    path: PATH,
    shows: shows.map(withPublicMedia),
    broadcasts: broadcastsAt(shows.map(withPublicMedia), new Date()),
  });
  const cards = Object.fromEntries(shows.map((show) => [show.id, <ShowCard key={show.id} show={show} />]));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <JsonLd data={breadcrumbJsonLd(CRUMBS, base)} />
      <JsonLd data={structured} />
      <Breadcrumbs crumbs={CRUMBS} />
      <header className="mb-8 mt-4 border-b-2 border-ink pb-4">
        <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">Programação</h1>
        <p className="mt-2 max-w-3xl text-muted">
          {daily ? `A programação diária da ${brand}, de segunda a domingo.` : `Os programas da ${brand} na semana, dia a dia.`} Horários de Brasília (São Paulo).
        </p>
      </header>
      <ScheduleWeek shows={shows.map(entryOf)} cards={cards} daily={daily} brand={brand} />
    </div>
  );
}
