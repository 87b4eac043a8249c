import { webUrl } from '@/lib/domain/url';
import { channelUrlFromFeed, isAllowedFeedUrl } from '@/lib/domain/video-feed';
import { ACTIONS, ArrowIcon, BODY, BUTTON, CARD, DESCRIPTION_BOX, MEDIA_STYLE, TITLE, TITLE_BOX } from './latest-video-parts';
import { LatestVideoLoader } from './latest-video-loader';

export const VIDEO_UNAVAILABLE_TEXT = 'Não foi possível carregar o vídeo';

/**
 * The latest video of the station's channel (SPEC §2.4 item 2): loaded in the browser through the
 * /api/youtube-rss proxy (LatestVideoLoader), so the cached home page never waits for the video
 * platform. The skeleton and the fallback card are rendered here, on the server, and a feed URL
 * the proxy would refuse gets the fallback at once, with no request. The host page renders the
 * section heading; this is only the card.
 */
export function LatestVideo({ feedUrl, channelUrl }: { feedUrl: string; channelUrl: string }) {
  const url = feedUrl.trim();
  const unavailable = <UnavailableCard channelUrl={webUrl(channelUrl) ?? channelUrlFromFeed(url)} />;
  if (!isAllowedFeedUrl(url)) return unavailable;
  return <LatestVideoLoader feedUrl={url} loading={<LoadingCard />} unavailable={unavailable} />;
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
              // The ::before grows the tap area to 44 px inside the card's padding, so the card keeps its size.
              className={`${BUTTON} tap-area bg-live text-white transition-colors hover:bg-red-700`}
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

function VideoOffIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-12 w-12" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" focusable="false">
      <path d="M3 3l18 18M10.5 6H14a2 2 0 0 1 2 2v3.5l4-2.5v8M16 16a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h1" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
