/** @jest-environment jsdom */
import {
  channelUrlFromFeed,
  isAllowedFeedUrl,
  parseFeedUrl,
  parseLatestVideo,
  videoThumbnailUrl,
  videoWatchUrl,
} from '../video-feed';
import { SAMPLE_CHANNEL_ID, SAMPLE_ENTRIES, youtubeFeedXml } from './fixtures/youtube-feed';

const CHANNEL_FEED = `https://www.youtube.com/feeds/videos.xml?channel_id=${SAMPLE_CHANNEL_ID}`;

/** A one-entry feed whose entry body is given verbatim. */
const feedWithEntry = (entryBody: string): string =>
  `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/"><title>Canal</title><entry>${entryBody}</entry></feed>`;

describe('parseLatestVideo — realistic YouTube feed', () => {
  const video = parseLatestVideo(youtubeFeedXml());

  it('reads the FIRST entry, decoding entities', () => {
    expect(video).toEqual({
      id: 'Sr3n0Cam879',
      title: SAMPLE_ENTRIES[0].title,
      description: SAMPLE_ENTRIES[0].description,
      publishedAt: '2026-05-12T21:30:04+00:00',
      thumbnail: 'https://i1.ytimg.com/vi/Sr3n0Cam879/hqdefault.jpg',
      url: 'https://www.youtube.com/watch?v=Sr3n0Cam879',
    });
  });

  it('keeps special characters of title and description as text', () => {
    expect(video?.title).toContain('orçamento & a nova ciclovia');
    expect(video?.description).toContain('"Pedala Sereno" <ao vivo>');
    expect(video?.description).toContain('\n');
  });

  it('ignores the feed-level self/alternate links and title', () => {
    expect(video?.url).not.toContain('channel');
    expect(video?.title).not.toBe('Sintonia FM 87.9');
  });
});

describe('parseLatestVideo — table', () => {
  const id = 'abcDEF123_-';
  it.each<[string, string, Partial<ReturnType<typeof parseLatestVideo> & object>]>([
    [
      'no alternate link → watch URL fallback',
      `<yt:videoId>${id}</yt:videoId><title>T</title><link rel="self" href="https://x.example/self"/>`,
      { url: videoWatchUrl(id) },
    ],
    ['no thumbnail → hqdefault fallback', `<yt:videoId>${id}</yt:videoId><title>T</title>`, { thumbnail: videoThumbnailUrl(id) }],
    [
      'link without rel counts as alternate (Atom default)',
      `<yt:videoId>${id}</yt:videoId><link href="https://www.youtube.com/watch?v=${id}&amp;t=5"/>`,
      { url: `https://www.youtube.com/watch?v=${id}&t=5` },
    ],
    [
      'attributes in any order and single quotes',
      `<yt:videoId>${id}</yt:videoId><link href='https://youtu.be/${id}' rel='alternate' /><media:group><media:thumbnail height="360" url='https://i.ytimg.com/vi/${id}/sd.jpg'/></media:group>`,
      { url: `https://youtu.be/${id}`, thumbnail: `https://i.ytimg.com/vi/${id}/sd.jpg` },
    ],
    [
      'javascript: link and data: thumbnail are replaced by the fallbacks',
      `<yt:videoId>${id}</yt:videoId><link rel="alternate" href="javascript:alert(1)"/><media:group><media:thumbnail url="data:image/png;base64,AAAA"/></media:group>`,
      { url: videoWatchUrl(id), thumbnail: videoThumbnailUrl(id) },
    ],
    [
      'missing title and description are empty',
      `<yt:videoId>${id}</yt:videoId>`,
      { title: '', description: '', publishedAt: '' },
    ],
    [
      'media:title is used when the entry has no title',
      `<yt:videoId>${id}</yt:videoId><media:group><media:title>Só no grupo</media:title></media:group>`,
      { title: 'Só no grupo' },
    ],
    [
      'media:title never replaces the entry title',
      `<yt:videoId>${id}</yt:videoId><media:group><media:title>Grupo</media:title></media:group><title>Entrada</title>`,
      { title: 'Entrada' },
    ],
    [
      'numeric references, decimal and hex, and &apos;',
      `<yt:videoId>${id}</yt:videoId><title>Caf&#233; &#x1F4FB; d&apos;água &#39;ok&#39;</title>`,
      { title: "Café 📻 d'água 'ok'" },
    ],
    ['double-escaped text decodes once', `<yt:videoId>${id}</yt:videoId><title>&amp;lt;b&amp;gt;</title>`, { title: '&lt;b&gt;' }],
    ['CDATA is kept verbatim', `<yt:videoId>${id}</yt:videoId><title><![CDATA[A & B <c>]]></title>`, { title: 'A & B <c>' }],
    ['surrounding whitespace is trimmed', `<yt:videoId>\n  ${id}\n</yt:videoId><title>\n  Título  \n</title>`, { id, title: 'Título' }],
    [
      'description read from media:group',
      `<yt:videoId>${id}</yt:videoId><media:group><media:description>Linha 1\nLinha 2</media:description></media:group>`,
      { description: 'Linha 1\nLinha 2' },
    ],
  ])('%s', (_label, entryBody, expected) => {
    expect(parseLatestVideo(feedWithEntry(entryBody))).toMatchObject(expected);
  });

  it('a commented-out entry is not the first entry', () => {
    const xml = youtubeFeedXml().replace('<entry>', `<!-- <entry><yt:videoId>OLDoldOLD00</yt:videoId></entry> --><entry>`);
    expect(parseLatestVideo(xml)?.id).toBe('Sr3n0Cam879');
  });

  it.each<[string, unknown]>([
    ['empty string', ''],
    ['blanks', '   \n '],
    ['not a string', { contents: '<feed/>' }],
    ['null', null],
    ['HTML page', '<!doctype html><html><body>Erro</body></html>'],
    ['JSON', '{"contents":"x"}'],
    ['feed without entries', youtubeFeedXml(SAMPLE_CHANNEL_ID, [])],
    ['entry without video id', feedWithEntry('<title>Sem id</title>')],
    ['video id with forbidden characters', feedWithEntry('<yt:videoId>abc"onerror=</yt:videoId>')],
    ['video id of the wrong length', feedWithEntry('<yt:videoId>abc</yt:videoId>')],
    ['unclosed entry', '<feed><entry><yt:videoId>abcDEF123_-</yt:videoId>'],
    ['unclosed comment', '<feed><!-- <entry><yt:videoId>abcDEF123_-</yt:videoId></entry>'],
    ['truncated garbage', '\u0000\u0001<<<>>>&&&'],
  ])('%s → null', (_label, input) => {
    expect(parseLatestVideo(input)).toBeNull();
  });

  it('stays linear on a hostile unclosed document', () => {
    const hostile = `<feed>${'<entry><!--'.repeat(50_000)}`;
    const started = Date.now();
    expect(parseLatestVideo(hostile)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('parseFeedUrl / isAllowedFeedUrl', () => {
  it.each([
    [CHANNEL_FEED, { kind: 'channel', id: SAMPLE_CHANNEL_ID, query: `channel_id=${SAMPLE_CHANNEL_ID}` }],
    [
      'https://www.youtube.com/feeds/videos.xml?channel_id=UCsintoniaFMdemo000000aa',
      { kind: 'channel', id: 'UCsintoniaFMdemo000000aa', query: 'channel_id=UCsintoniaFMdemo000000aa' },
    ],
    [
      'https://www.youtube.com/feeds/videos.xml?playlist_id=PLs1nt0n1a-FM_879',
      { kind: 'playlist', id: 'PLs1nt0n1a-FM_879', query: 'playlist_id=PLs1nt0n1a-FM_879' },
    ],
  ])('allows %s', (url, expected) => {
    expect(parseFeedUrl(url)).toEqual(expected);
    expect(isAllowedFeedUrl(url)).toBe(true);
  });

  it.each([
    ['http://', `http://www.youtube.com/feeds/videos.xml?channel_id=${SAMPLE_CHANNEL_ID}`],
    ['other host', `https://evil.example/feeds/videos.xml?channel_id=${SAMPLE_CHANNEL_ID}`],
    ['no www', `https://youtube.com/feeds/videos.xml?channel_id=${SAMPLE_CHANNEL_ID}`],
    ['m. host', `https://m.youtube.com/feeds/videos.xml?channel_id=${SAMPLE_CHANNEL_ID}`],
    ['look-alike host', `https://www.youtube.com.evil.com/feeds/videos.xml?channel_id=${SAMPLE_CHANNEL_ID}`],
    ['userinfo', `https://user:pass@www.youtube.com/feeds/videos.xml?channel_id=${SAMPLE_CHANNEL_ID}`],
    ['userinfo trick', `https://www.youtube.com@evil.com/feeds/videos.xml?channel_id=${SAMPLE_CHANNEL_ID}`],
    ['port', `https://www.youtube.com:443/feeds/videos.xml?channel_id=${SAMPLE_CHANNEL_ID}`],
    ['fragment', `${CHANNEL_FEED}#x`],
    ['extra param', `${CHANNEL_FEED}&x=1`],
    ['both params', `${CHANNEL_FEED}&playlist_id=PLs1nt0n1a-FM_879`],
    ['param first', `https://www.youtube.com/feeds/videos.xml?x=1&channel_id=${SAMPLE_CHANNEL_ID}`],
    ['no param', 'https://www.youtube.com/feeds/videos.xml'],
    ['other path', `https://www.youtube.com/feeds/videos.xml/../x?channel_id=${SAMPLE_CHANNEL_ID}`],
    ['upper-case host', `https://WWW.YOUTUBE.COM/feeds/videos.xml?channel_id=${SAMPLE_CHANNEL_ID}`],
    ['channel id without UC', 'https://www.youtube.com/feeds/videos.xml?channel_id=XXs1nt0n1aFM879vAl3Ser3n'],
    ['channel id too short', 'https://www.youtube.com/feeds/videos.xml?channel_id=UCs1nt0n1a'],
    ['channel id too long', `${CHANNEL_FEED}x`],
    ['percent-encoded id', 'https://www.youtube.com/feeds/videos.xml?channel_id=UC%41s1nt0n1aFM879vAl3Ser3'],
    ['playlist id too short', 'https://www.youtube.com/feeds/videos.xml?playlist_id=PL123'],
    ['playlist id too long', `https://www.youtube.com/feeds/videos.xml?playlist_id=${'a'.repeat(65)}`],
    ['surrounding spaces', ` ${CHANNEL_FEED} `],
    ['trailing newline', `${CHANNEL_FEED}\n`],
    ['javascript:', 'javascript:alert(1)'],
    ['protocol-relative', `//www.youtube.com/feeds/videos.xml?channel_id=${SAMPLE_CHANNEL_ID}`],
    ['empty', ''],
  ])('refuses %s', (_label, url) => {
    expect(parseFeedUrl(url)).toBeNull();
    expect(isAllowedFeedUrl(url)).toBe(false);
  });

  it.each([[null], [undefined], [42], [{}]])('refuses non-strings (%p)', (value) => {
    expect(parseFeedUrl(value)).toBeNull();
  });
});

describe('channelUrlFromFeed', () => {
  it.each<[unknown, string | null]>([
    [CHANNEL_FEED, `https://www.youtube.com/channel/${SAMPLE_CHANNEL_ID}`],
    ['https://www.youtube.com/feeds/videos.xml?playlist_id=PLs1nt0n1a-FM_879', null],
    ['https://evil.example/feeds/videos.xml?channel_id=UCs1nt0n1aFM879vAl3Ser3n', null],
    ['', null],
    [undefined, null],
  ])('%p → %p', (feedUrl, expected) => {
    expect(channelUrlFromFeed(feedUrl)).toBe(expected);
  });
});
