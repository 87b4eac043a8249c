/** Business constants of SPEC §9 (timings, counts, player, locale, media). */

// Timings
export const CAROUSEL_INTERVAL_MS = 4000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_AUTO_CLOSE_MS = 4000;
export const PLAYER_AUTOPLAY_DELAY_MS = 2000;
export const PROGRAMME_REFRESH_MS = 60000;
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 50;
export const VIDEO_FEED_TIMEOUT_MS = 5000;
export const HEADER_SCROLLED_THRESHOLD_PX = 50;

// Counts
export const MAX_TOASTS = 4;
export const BANNERS_LIMIT = 10;
export const TICKER_COUNT = 5;
export const HOME_NEWS_FETCH = 20;
export const HOME_RECENT_MAX = 12;
export const HOME_FEATURED_MAX = 3;
export const COLUMNISTS_LIMIT = 4;
export const RELATED_POSTS_LIMIT = 4;
export const HOME_GALLERIES = 6;
export const GALLERY_FETCH_MULTIPLIER = 10;
export const SECONDARY_BAR_CATEGORIES = 10;
export const CATEGORY_BAR_CATEGORIES = 6;
export const MAX_PAGE_LIMIT = 100;

/**
 * Search ranks the newest matches only, this many at most: the built-in backend's meta.total never
 * passes it, and the results page then says "200 ou mais resultados".
 */
export const SEARCH_RESULTS_MAX = 200;

// Player
export const DEFAULT_VOLUME = 0.7;
export const VOLUME_STEP = 0.01;
export const FREQUENCY_LABEL = '87.9';
/** SPEC "{host}/{id}/stream"; always http (SPEC §9). */
export const DEFAULT_STREAM_URL = 'http://stream.sintonia.local/sintonia/stream';
export const DEFAULT_WHATSAPP_NUMBER = '5551999990000';

// Branding and assets
export const DEFAULT_SITE_NAME = 'Sintonia FM';
export const DEFAULT_FOOTER_LOGO = '/logo-rodape.svg';
export const DEFAULT_FAVICON = '/favicon.ico';
export const DEFAULT_COLOR = '#3B82F6';

// Dates and numbers
export const TIMEZONE = 'America/Sao_Paulo';
export const LOCALE = 'pt-BR';

// Media
export const DEFAULT_ASPECT_RATIO = '16/9';

// Well-known category slugs
export const COLUMNISTS_SLUG = 'colunistas';
export const GALLERY_SLUG = 'galeria-de-fotos';
export const NEWS_SLUG = 'noticias';
