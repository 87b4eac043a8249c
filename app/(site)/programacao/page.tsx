import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { JsonLd } from '@/components/site/json-ld';
import { ExceptionCard } from '@/components/site/schedule/exception-card';
import { ShowCard } from '@/components/site/schedule/show-card';
import { ScheduleWeek, type ExceptionEntry, type ScheduleEntry } from '@/components/site/schedule/schedule-week';
import { getPublicSettings, getSchedule, getScheduleExceptions } from '@/lib/api/public';
import { exceptionOnAirShow, type GridException } from '@/lib/domain/grid-exceptions';
import { cardKey, currentOrNextOccurrence, fixedTableGrid, isoInZone, type GridShow } from '@/lib/domain/schedule';
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
  horarios: show.horarios,
  apresentadores: show.apresentadores.map((person) => person.nome),
});

const exceptionEntryOf = (exception: GridException): ExceptionEntry => {
  const onAir = exceptionOnAirShow(exception);
  return { id: exception.id, titulo: exception.titulo, inicio: exception.inicio, fim: exception.fim, nome: onAir.nome, apresentadores: onAir.apresentadores };
};

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
 * /programacao: the week's shows and the exceptions of the coming days. Whole-page cached like
 * every public page, so what depends on the moment (the tab of today, "No ar agora", "A seguir")
 * is the browser's (ScheduleWeek); only the structured data's next airings use the server's clock
 * at render time. With no show registered, SPEC §4.2's table is the daily schedule, so the page is
 * never empty.
 */
export default async function SchedulePage() {
  const [settings, grid, exceptions] = await Promise.all([getPublicSettings(), getSchedule(), getScheduleExceptions()]);
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
  const cards = Object.fromEntries(
    shows.flatMap((show) => show.horarios.map((slot, index) => [cardKey(show.id, index), <ShowCard key={cardKey(show.id, index)} show={show} slot={slot} />])),
  );
  const exceptionCards = Object.fromEntries(exceptions.map((exception) => [exception.id, <ExceptionCard key={exception.id} exception={exception} />]));
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
      <ScheduleWeek shows={shows.map(entryOf)} exceptions={exceptions.map(exceptionEntryOf)} cards={cards} exceptionCards={exceptionCards} daily={daily} brand={brand} />
    </div>
  );
}
