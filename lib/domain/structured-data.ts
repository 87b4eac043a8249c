/** schema.org JSON-LD for crawlers: plain objects, every URL absolute. */

import { entryAnchor, type Coverage } from './live-updates';
import type { Post } from './post';
import type { GridShow } from './schedule';
import { absoluteUrl } from './url';

export type Crumb = { name: string; path: string };

type Site = { base: string; name: string; logo: string | null };

export function breadcrumbJsonLd(crumbs: readonly Crumb[], base: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, base),
    })),
  };
}

function publisher(site: Site) {
  const logo = absoluteUrl(site.logo, site.base);
  return {
    '@type': 'Organization',
    name: site.name,
    url: site.base,
    ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}),
  };
}

export function newsArticleJsonLd(post: Post, canonicalPath: string, site: Site) {
  const url = absoluteUrl(canonicalPath, site.base);
  const image = absoluteUrl(post.imagemUrl, site.base);
  const authorName = post.membroEquipe?.nome || post.autor?.nome || site.name;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.titulo.slice(0, 110),
    description: post.resumo || undefined,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(image ? { image: [image] } : {}),
    datePublished: post.publicadoEm ?? post.criadoEm,
    dateModified: post.atualizadoEm ?? post.publicadoEm ?? post.criadoEm,
    author: [{ '@type': 'Person', name: authorName }],
    publisher: publisher(site),
    articleSection: post.categoria ?? undefined,
    keywords: post.tags.length ? post.tags.join(', ') : undefined,
    inLanguage: 'pt-BR',
  };
}

/** One entry of a live coverage as the JSON-LD needs it: its plain text, not its HTML. */
export type LiveBlogEntry = { id: string; texto: string; criadoEm: string; atualizadoEm: string };

const HEADLINE_MAX = 110;

/** A headline from an entry's text: the first 110 characters, cut at a word with '…'. */
function headlineOf(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= HEADLINE_MAX) return clean;
  const cut = clean.slice(0, HEADLINE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > HEADLINE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A live coverage: the article as LiveBlogPosting, with when the coverage started
 * (and ended, once it has), and each entry, newest first, as a BlogPosting with its own address on
 * the page (#atualizacao-{id}). dateModified is the latest change, the post's or an entry's.
 */
export function liveBlogPostingJsonLd(post: Post, canonicalPath: string, site: Site, coverage: Coverage, entries: readonly LiveBlogEntry[]) {
  const article = newsArticleJsonLd(post, canonicalPath, site);
  const modified = [article.dateModified, ...entries.map((entry) => entry.atualizadoEm)].reduce((latest, value) => (Date.parse(value) > Date.parse(latest) ? value : latest));
  return {
    ...article,
    '@type': 'LiveBlogPosting',
    dateModified: modified,
    coverageStartTime: coverage.inicio,
    ...(coverage.fim ? { coverageEndTime: coverage.fim } : {}),
    liveBlogUpdate: entries.map((entry) => ({
      '@type': 'BlogPosting',
      headline: headlineOf(entry.texto) || article.headline,
      articleBody: entry.texto.trim() || undefined,
      datePublished: entry.criadoEm,
      dateModified: entry.atualizadoEm,
      url: `${article.url ?? ''}#${entryAnchor(entry.id)}`,
      author: article.author,
      publisher: article.publisher,
      inLanguage: 'pt-BR',
    })),
  };
}

export type StationInfo = Site & {
  description: string;
  frequency: string;
  phone: string;
  email: string | null;
  address: string;
  postalCode: string;
  sameAs: string[];
  streamUrl: string | null;
};

export function radioStationJsonLd(station: StationInfo) {
  const logo = absoluteUrl(station.logo, station.base);
  return {
    '@context': 'https://schema.org',
    '@type': ['RadioStation', 'Organization'],
    name: station.name,
    url: station.base,
    description: station.description || undefined,
    ...(logo ? { logo, image: logo } : {}),
    telephone: station.phone || undefined,
    email: station.email || undefined,
    ...(station.address
      ? { address: { '@type': 'PostalAddress', streetAddress: station.address, postalCode: station.postalCode || undefined, addressRegion: 'RS', addressCountry: 'BR' } }
      : {}),
    sameAs: station.sameAs.length ? station.sameAs : undefined,
    broadcastFrequency: station.frequency ? { '@type': 'BroadcastFrequencySpecification', broadcastFrequencyValue: station.frequency, broadcastSignalModulation: 'FM' } : undefined,
  };
}

/** JSON for a <script> element: '<' escaped so no content can close the tag early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** One airing of a show for BroadcastEvent: instants as ISO 8601 with the station's offset. */
export type ScheduledBroadcast = { show: GridShow; inicio: string; fim: string };

/**
 * /programacao: the station, its live broadcast service, one RadioSeries per show (with
 * its presenters as actors) and a BroadcastEvent for each show's current or next airing, published
 * on the service. Image paths are made absolute against the site base.
 */
export function scheduleJsonLd({ site, path, shows, broadcasts }: { site: Site; path: string; shows: readonly GridShow[]; broadcasts: readonly ScheduledBroadcast[] }) {
  const url = absoluteUrl(path, site.base) as string;
  const logo = absoluteUrl(site.logo, site.base);
  const stationId = `${site.base.replace(/\/+$/, '')}/#radio`;
  const serviceId = `${url}#transmissao`;
  const seriesId = (show: GridShow) => `${url}#programa-${show.slug}`;
  const teamUrl = absoluteUrl('/equipe', site.base);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'RadioStation', '@id': stationId, name: site.name, url: site.base, ...(logo ? { logo } : {}) },
      {
        '@type': 'BroadcastService',
        '@id': serviceId,
        name: `${site.name} ao vivo`,
        broadcastDisplayName: site.name,
        broadcaster: { '@id': stationId },
        broadcastTimezone: 'America/Sao_Paulo',
        inLanguage: 'pt-BR',
        url,
      },
      ...shows.map((show) => {
        const image = absoluteUrl(show.imagem, site.base);
        return {
          '@type': 'RadioSeries',
          '@id': seriesId(show),
          name: show.nome,
          description: show.descricao || undefined,
          ...(image ? { image } : {}),
          inLanguage: 'pt-BR',
          productionCompany: { '@id': stationId },
          actor: show.apresentadores.length
            ? show.apresentadores.map((person) => {
                const photo = absoluteUrl(person.avatar, site.base);
                return { '@type': 'Person', name: person.nome, url: teamUrl, ...(photo ? { image: photo } : {}) };
              })
            : undefined,
        };
      }),
      ...broadcasts.map((broadcast) => ({
        '@type': 'BroadcastEvent',
        name: broadcast.show.nome,
        startDate: broadcast.inicio,
        endDate: broadcast.fim,
        isLiveBroadcast: true,
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url },
        publishedOn: { '@id': serviceId },
        workPerformed: { '@id': seriesId(broadcast.show) },
      })),
    ],
  };
}
