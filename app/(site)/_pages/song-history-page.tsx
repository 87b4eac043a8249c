import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { getPublicSettings, getSongHistory, type SongHistoryQueryParams } from '@/lib/api/public';
import { brandName } from '@/lib/domain/settings';
import { minuteRange, minuteTitle, SONG_HISTORY_PAGE_PATH, SONG_HISTORY_SEARCH_MAX, songText, type SongHistoryAnswer } from '@/lib/domain/song-history';
import { breadcrumbJsonLd, type Crumb } from '@/lib/domain/structured-data';
import { getSiteBase, pageMetadata } from '@/lib/seo/next-metadata';
import { JsonLd } from '@/components/site/json-ld';
import { ListingHeader } from '@/components/site/listing/listing-header';
import { SongHistoryForms } from '@/components/site/song-history/song-history-forms';
import { SongHistoryList } from '@/components/site/song-history/song-history-list';

/*
 * "O que tocou" (/tocou): the latest songs, cached like every public page and expired by the
 * now-playing reader when a song starts; and, rendered per request (/tocou?busca=, ?data=&hora=,
 * rewritten to /tocou/consulta), a search or the song of a minute with its neighbours.
 */

const CRUMBS: Crumb[] = [
  { name: 'Início', path: '/' },
  { name: 'O que tocou', path: SONG_HISTORY_PAGE_PATH },
];

export async function songHistoryMetadata(query: SongHistoryQueryParams | null = null): Promise<Metadata> {
  const brand = brandName(await getPublicSettings());
  const metadata = await pageMetadata({
    title: `O que tocou na ${brand}`,
    description: `As músicas que tocaram na ${brand}, com o horário e o programa no ar. Busque por artista ou música, ou veja o que tocou em qualquer minuto.`,
    keywords: [brand, 'o que tocou', 'músicas', 'playlist', 'rádio ao vivo'],
    canonical: SONG_HISTORY_PAGE_PATH,
    siteName: brand,
  });
  // A search or a minute is for the reader who asked, not for the index.
  return query ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

function countText(count: number): string {
  if (count === 1) return '1 música encontrada';
  return count >= SONG_HISTORY_SEARCH_MAX ? `As ${SONG_HISTORY_SEARCH_MAX} mais recentes` : `${count} músicas encontradas`;
}

const backLink = (
  <p className="mt-6">
    <Link href={SONG_HISTORY_PAGE_PATH} className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900">
      Ver as últimas músicas
    </Link>
  </p>
);

function Results({ answer }: { answer: SongHistoryAnswer }) {
  if (answer.modo === 'busca') {
    return (
      <section aria-labelledby="tocou-resultado">
        <h2 id="tocou-resultado" className="text-2xl font-black text-ink">
          Resultados para &quot;{answer.busca}&quot;
        </h2>
        <p className="mb-4 mt-1 text-sm font-semibold text-muted" role="status">
          {answer.dados.length === 0 ? `Nenhuma música encontrada para "${answer.busca}". Acentos e maiúsculas não fazem diferença.` : countText(answer.dados.length)}
        </p>
        {answer.dados.length > 0 && <SongHistoryList songs={answer.dados} />}
        {backLink}
      </section>
    );
  }
  if (answer.modo === 'momento') {
    const minute = minuteRange(answer.data, answer.hora);
    const target = answer.dados.find((song) => song.id === answer.alvoId) ?? null;
    return (
      <section aria-labelledby="tocou-resultado">
        <h2 id="tocou-resultado" className="text-2xl font-black text-ink">
          {minute ? `${minuteTitle(minute.inicio)}?` : 'O que tocou?'}
        </h2>
        <p className="mb-4 mt-1 font-semibold text-ink" role="status" data-testid="tocou-resposta">
          {target ? `Tocava: ${songText(target)}${target.programa ? ` (${target.programa})` : ''}.` : 'Nenhuma música tocava nesse minuto.'}
        </p>
        {answer.dados.length > 0 && <SongHistoryList songs={answer.dados} highlightId={answer.alvoId} />}
        {backLink}
      </section>
    );
  }
  const onAir = answer.dados[0]?.fim === null ? answer.dados[0].id : null;
  return (
    <section aria-labelledby="tocou-resultado">
      <h2 id="tocou-resultado" className="mb-4 text-2xl font-black text-ink">
        Últimas músicas
      </h2>
      {answer.dados.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-6 text-muted">Nenhuma música registrada ainda. Elas aparecem aqui assim que começarem a tocar.</p>
      ) : (
        <SongHistoryList songs={answer.dados} onAirId={onAir} />
      )}
    </section>
  );
}

/** The page for the latest songs (`query` null) or for a question. */
export async function SongHistoryPage({ query = null }: { query?: SongHistoryQueryParams | null }) {
  const [settings, read, base] = await Promise.all([getPublicSettings(), getSongHistory(query ?? {}), getSiteBase()]);
  const brand = brandName(settings);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <JsonLd data={breadcrumbJsonLd(CRUMBS, base)} />
      <ListingHeader title={`O que tocou na ${brand}`} description="As músicas que tocaram, com o horário (de Brasília) e o programa no ar." crumbs={CRUMBS}>
        <SongHistoryForms busca={query?.busca} data={query?.data} hora={query?.hora} />
      </ListingHeader>
      {read.kind === 'ok' && <Results answer={read.answer} />}
      {read.kind === 'invalid' && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900">
          {read.message}
          {backLink}
        </div>
      )}
      {read.kind === 'unavailable' && (
        <p role="status" className="rounded-lg bg-slate-50 p-6 text-muted" data-testid="tocou-indisponivel">
          O histórico de músicas não está disponível no momento. Tente novamente em alguns minutos.
        </p>
      )}
    </div>
  );
}
