import * as constants from '../constants';

describe('SPEC §9 constants', () => {
  it.each<[keyof typeof constants, unknown]>([
    ['CAROUSEL_INTERVAL_MS', 4000],
    ['TOAST_DURATION_MS', 5000],
    ['TOAST_AUTO_CLOSE_MS', 4000],
    ['PLAYER_AUTOPLAY_DELAY_MS', 2000],
    ['PROGRAMME_REFRESH_MS', 60000],
    ['UNAUTHORIZED_REDIRECT_DELAY_MS', 50],
    ['VIDEO_FEED_TIMEOUT_MS', 5000],
    ['HEADER_SCROLLED_THRESHOLD_PX', 50],
    ['MAX_TOASTS', 4],
    ['BANNERS_LIMIT', 10],
    ['TICKER_COUNT', 5],
    ['HOME_NEWS_FETCH', 20],
    ['HOME_RECENT_MAX', 12],
    ['HOME_FEATURED_MAX', 3],
    ['COLUMNISTS_LIMIT', 4],
    ['RELATED_POSTS_LIMIT', 4],
    ['HOME_GALLERIES', 6],
    ['GALLERY_FETCH_MULTIPLIER', 10],
    ['SECONDARY_BAR_CATEGORIES', 10],
    ['CATEGORY_BAR_CATEGORIES', 6],
    ['DEFAULT_VOLUME', 0.7],
    ['VOLUME_STEP', 0.01],
    ['FREQUENCY_LABEL', '87.9'],
    ['DEFAULT_COLOR', '#3B82F6'],
    ['TIMEZONE', 'America/Sao_Paulo'],
    ['LOCALE', 'pt-BR'],
    ['DEFAULT_ASPECT_RATIO', '16/9'],
    ['MAX_PAGE_LIMIT', 100],
    ['COLUMNISTS_SLUG', 'colunistas'],
    ['GALLERY_SLUG', 'galeria-de-fotos'],
    ['NEWS_SLUG', 'noticias'],
    ['DEFAULT_STREAM_URL', 'http://stream.sintonia.local/sintonia/stream'],
    ['DEFAULT_WHATSAPP_NUMBER', '5551999990000'],
    ['DEFAULT_FOOTER_LOGO', '/logo-rodape.svg'],
    ['DEFAULT_FAVICON', '/favicon.ico'],
    ['DEFAULT_SITE_NAME', 'Sintonia FM'],
  ])('%s = %p', (name, value) => {
    expect(constants[name]).toBe(value);
  });

  it('home galleries are fetched with limit 60 (6 × 10)', () => {
    expect(constants.HOME_GALLERIES * constants.GALLERY_FETCH_MULTIPLIER).toBe(60);
  });

  it('the default stream follows {host}/{id}/stream over http', () => {
    expect(constants.DEFAULT_STREAM_URL).toMatch(/^http:\/\/[^/]+\/[^/]+\/stream$/);
  });
});
