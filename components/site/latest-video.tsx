'use client';

import { useEffect, useState } from 'react';
import { DEFAULT_ASPECT_RATIO, VIDEO_FEED_TIMEOUT_MS } from '@/lib/domain/constants';
import {
  channelUrlFromFeed,
  isAllowedFeedUrl,
  parseLatestVideo,
  type LatestVideo as LatestVideoData,
} from '@/lib/domain/video-feed';

/**
 * The latest video of the station's channel (SPEC §2.4 item 2): loaded in the browser through the
 * /api/youtube-rss proxy, so the cached home page never waits for the video platform. The host
 * page renders the section heading; this is only the card.
 */

type Props = { feedUrl: string; channelUrl: string };

export const VIDEO_UNAVAILABLE_TEXT = 'Não foi possível carregar o vídeo';
/** SPEC §8 'Erro ao carregar dados do {provider}'. */
const LOAD_ERROR = 'Erro ao carregar dados do YouTube';

/** A failure whose message is one of SPEC §8's video feed texts. */
class FeedProblem extends Error {}

async function loadLatestVideo(feedUrl: string, signal: AbortSignal): Promise<LatestVideoData> {
  const response = await fetch(`/api/youtube-rss?url=${encodeURIComponent(feedUrl)}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new FeedProblem(`Erro ao buscar RSS feed: ${response.status}`);
  const body: unknown = await response.json();
  const contents = typeof body === 'object' && body !== null ? (body as { contents?: unknown }).contents : undefined;
  if (typeof contents !== 'string' || contents.trim() === '') throw new FeedProblem('Resposta sem conteúdo');
  const video = parseLatestVideo(contents);
  if (!video) throw new FeedProblem('Erro ao fazer parse do XML');
  return video;
}

/** Only web addresses become an href: a settings value must not turn into a 'javascript:' link. */
const webUrl = (value: string): string | null => (/^https?:\/\/\S+$/i.test(value.trim()) ? value.trim() : null);

type Outcome = { feedUrl: string; video: LatestVideoData | null };

export function LatestVideo({ feedUrl, channelUrl }: Props) {
  const url = feedUrl.trim();
  const usable = isAllowedFeedUrl(url);
  // The outcome remembers its feed, so a new feedUrl shows the skeleton again without a reset.
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!usable) {
      // Warnings, not errors: the offline demo must keep a clean console (SPEC §8 fallback card).
      console.warn(LOAD_ERROR, url === '' ? '(feed do canal não configurado)' : '(URL do feed não permitida)');
      return;
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, VIDEO_FEED_TIMEOUT_MS);
    loadLatestVideo(url, controller.signal)
      .then((video) => setOutcome({ feedUrl: url, video }))
      .catch((error: unknown) => {
        // Aborted by the cleanup (unmount, new feed): nothing failed.
        if (controller.signal.aborted && !timedOut) return;
        if (error instanceof FeedProblem) console.warn(error.message);
        else console.warn(LOAD_ERROR, timedOut ? `(sem resposta em ${VIDEO_FEED_TIMEOUT_MS / 1000} s)` : error);
        setOutcome({ feedUrl: url, video: null });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, usable]);

  if (!usable) return <UnavailableCard channelUrl={webUrl(channelUrl) ?? channelUrlFromFeed(url)} />;
  if (outcome?.feedUrl !== url) return <LoadingCard />;
  if (!outcome.video) return <UnavailableCard channelUrl={webUrl(channelUrl) ?? channelUrlFromFeed(url)} />;
  return <VideoCard video={outcome.video} />;
}

// The three states share these boxes, so the card keeps its size from skeleton to result.
// Text boxes are sized in line heights (lh): 2 lines of title and 3 of description, whatever the text.
const CARD = 'flex flex-1 flex-col overflow-hidden rounded-md border border-slate-200 bg-white shadow-sm';
const BODY = 'flex flex-1 flex-col gap-2 p-4';
const TITLE_BOX = 'font-display text-lg font-extrabold leading-snug tracking-tight text-ink h-[2lh]';
const TITLE = `${TITLE_BOX} line-clamp-2`;
const DESCRIPTION_BOX = 'text-sm leading-relaxed text-muted h-[3lh]';
const DESCRIPTION = `${DESCRIPTION_BOX} line-clamp-3`;
const ACTIONS = 'mt-auto flex h-8 items-center';
const BUTTON = 'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-semibold';
const MEDIA_STYLE = { aspectRatio: DEFAULT_ASPECT_RATIO } as const;

function VideoCard({ video }: { video: LatestVideoData }) {
  const label = video.title
    ? `${video.title} — assistir no YouTube (abre em nova aba)`
    : 'Assistir ao vídeo mais recente no YouTube (abre em nova aba)';
  return (
    <a
      href={video.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={`group ${CARD} transition-shadow hover:border-slate-300 hover:shadow-md`}
    >
      <div className="relative overflow-hidden bg-slate-900" style={MEDIA_STYLE}>
        {/* A plain <img>: thumbnails come from the video platform's CDN, not through next/image. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={video.thumbnail}
          alt={video.title}
          width={480}
          height={270}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          style={MEDIA_STYLE}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-live text-white shadow-lg ring-4 ring-white/30 transition-transform group-hover:scale-110">
            <PlayIcon />
          </span>
        </span>
      </div>
      <div className={BODY}>
        <h3 className={`${TITLE} group-hover:underline`}>{video.title}</h3>
        <p className={DESCRIPTION}>{video.description}</p>
        <div className={ACTIONS}>
          <span className={`${BUTTON} bg-live text-white transition-colors group-hover:bg-red-700`}>
            Ver mais <ArrowIcon />
          </span>
        </div>
      </div>
    </a>
  );
}

function LoadingCard() {
  return (
    <div role="status" aria-busy="true" className={CARD} data-state="loading">
      <span className="sr-only">Carregando o vídeo mais recente…</span>
      <div aria-hidden="true" className="animate-pulse bg-slate-200" style={MEDIA_STYLE} />
      <div aria-hidden="true" className={`${BODY} animate-pulse`}>
        <div className={`${TITLE_BOX} flex flex-col justify-around`}>
          <span className="h-[0.8em] w-11/12 rounded bg-slate-200" />
          <span className="h-[0.8em] w-2/3 rounded bg-slate-200" />
        </div>
        <div className={`${DESCRIPTION_BOX} flex flex-col justify-around`}>
          <span className="h-[0.75em] w-full rounded bg-slate-100" />
          <span className="h-[0.75em] w-full rounded bg-slate-100" />
          <span className="h-[0.75em] w-1/2 rounded bg-slate-100" />
        </div>
        <div className={ACTIONS}>
          <span className={`${BUTTON} w-24 bg-slate-200`} />
        </div>
      </div>
    </div>
  );
}

function UnavailableCard({ channelUrl }: { channelUrl: string | null }) {
  return (
    <div className={CARD} data-state="unavailable">
      <div aria-hidden="true" className="flex items-center justify-center bg-slate-100 text-slate-400" style={MEDIA_STYLE}>
        <VideoOffIcon />
      </div>
      <div className={BODY}>
        <p className={TITLE}>{VIDEO_UNAVAILABLE_TEXT}</p>
        <div aria-hidden="true" className={DESCRIPTION_BOX} />
        <div className={ACTIONS}>
          {channelUrl && (
            <a
              href={channelUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${BUTTON} bg-live text-white transition-colors hover:bg-red-700`}
            >
              Ver Canal <ArrowIcon />
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          )}
        </div>
      </div>
    </div>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" className="ml-1 h-7 w-7" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l11.04-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
    </svg>
  );
}

function ArrowIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M7 4h9v9M16 4 5 15" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function VideoOffIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-12 w-12" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" focusable="false">
      <path d="M3 3l18 18M10.5 6H14a2 2 0 0 1 2 2v3.5l4-2.5v8M16 16a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h1" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
