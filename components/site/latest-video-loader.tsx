'use client';

import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { VIDEO_FEED_TIMEOUT_MS } from '@/lib/domain/constants';
import { parseLatestVideo, type LatestVideo as LatestVideoData } from '@/lib/domain/video-feed';
import { ACTIONS, ArrowIcon, BODY, BUTTON, CARD, DESCRIPTION, MEDIA_STYLE, TITLE } from './latest-video-parts';

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

type Outcome = { feedUrl: string; video: LatestVideoData | null };

/**
 * Loads the feed (an allowed URL, checked by LatestVideo) in the browser and shows its first video;
 * `loading` and `unavailable` are the other two cards, rendered on the server.
 */
export function LatestVideoLoader({ feedUrl, loading, unavailable }: { feedUrl: string; loading: ReactNode; unavailable: ReactNode }) {
  // The outcome remembers its feed, so a new feedUrl shows the skeleton again without a reset.
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, VIDEO_FEED_TIMEOUT_MS);
    loadLatestVideo(feedUrl, controller.signal)
      .then((video) => setOutcome({ feedUrl, video }))
      .catch((error: unknown) => {
        // Aborted by the cleanup (unmount, new feed): nothing failed.
        if (controller.signal.aborted && !timedOut) return;
        // Warnings, not errors: the offline demo must keep a clean console (SPEC §8 fallback card).
        if (error instanceof FeedProblem) console.warn(error.message);
        else console.warn(LOAD_ERROR, timedOut ? `(sem resposta em ${VIDEO_FEED_TIMEOUT_MS / 1000} s)` : error);
        setOutcome({ feedUrl, video: null });
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [feedUrl]);

  // Keyed, so each state mounts its own elements: the cards arrive as plain elements from the
  // server, and React would otherwise morph one into the other in place, shifting the layout.
  if (outcome?.feedUrl !== feedUrl) return <Fragment key="loading">{loading}</Fragment>;
  if (!outcome.video) return <Fragment key="unavailable">{unavailable}</Fragment>;
  return <VideoCard key="video" video={outcome.video} />;
}

/**
 * The card is one click target, but its link is the title (stretched over the card): the link's name
 * is then the visible title (WCAG 2.5.3), not a label that hides the description and 'Ver mais'.
 */
function VideoCard({ video }: { video: LatestVideoData }) {
  return (
    <div className={`group relative ${CARD} transition-shadow hover:border-slate-300 hover:shadow-md`}>
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
        <h3 className={TITLE}>
          <a href={video.url} target="_blank" rel="noopener noreferrer" className="after:absolute after:inset-0 group-hover:underline">
            {video.title || 'Vídeo mais recente'}
            <span className="sr-only"> — assistir no YouTube (abre em nova aba)</span>
          </a>
        </h3>
        <p className={DESCRIPTION}>{video.description}</p>
        <div className={ACTIONS}>
          <span aria-hidden="true" className={`${BUTTON} bg-live text-white transition-colors group-hover:bg-red-700`}>
            Ver mais <ArrowIcon />
          </span>
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
