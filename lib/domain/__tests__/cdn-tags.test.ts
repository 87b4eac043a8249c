import { CACHE_TAGS, DEGRADED_RENDER_TAG, postTag } from '../cache-tags';
import { cdnTagHeaders, cdnTags, isDegradedRender, listsCdnTags, splitRecordedTags } from '../cdn-tags';

const post41 = postTag(41)!;

describe('the tags a CDN may purge a page by', () => {
  it.each<[string, string[], string[]]>([
    ['the home page: its own tags, in order', [CACHE_TAGS.settings, CACHE_TAGS.postLists, CACHE_TAGS.urgent], [CACHE_TAGS.settings, CACHE_TAGS.postLists, CACHE_TAGS.urgent]],
    ["Next's implicit path tags stay out", ['_N_T_/layout', '_N_T_/[categoria]/[slug]/page', CACHE_TAGS.posts, post41, '_N_T_/politica/feira'], [CACHE_TAGS.posts, post41]],
    ['each tag once', [CACHE_TAGS.posts, post41, CACHE_TAGS.posts, ` ${post41}`], [CACHE_TAGS.posts, post41]],
    ['the mark of a degraded render is no resource', [CACHE_TAGS.posts, DEGRADED_RENDER_TAG], [CACHE_TAGS.posts]],
    ["a station backend's id with a space, a comma or a non-ASCII letter cannot be listed", [CACHE_TAGS.posts, 'sintonia:postagem:a b', 'sintonia:postagem:a,b', 'sintonia:postagem:ação', 'sintonia:postagem:ab-12_z.9'], [CACHE_TAGS.posts, 'sintonia:postagem:ab-12_z.9']],
    ['tags of another app are not ours to purge', ['outro:postagens', 'sintonia', ''], []],
  ])('%s', (_, tags, expected) => {
    expect(cdnTags(tags)).toEqual(expected);
  });

  it('lists them comma-separated in Cache-Tag (Cloudflare) and space-separated in Surrogate-Key (Fastly)', () => {
    expect(cdnTagHeaders(['_N_T_/page', CACHE_TAGS.settings, CACHE_TAGS.posts, post41])).toEqual({
      'Cache-Tag': 'sintonia:configuracoes,sintonia:postagens,sintonia:postagem:41',
      'Surrogate-Key': 'sintonia:configuracoes sintonia:postagens sintonia:postagem:41',
    });
  });

  it('sends no header when no tag is listable', () => {
    expect(cdnTagHeaders(['_N_T_/layout', '_N_T_/page'])).toBeNull();
    expect(cdnTagHeaders([])).toBeNull();
  });

  it.each<[string, string[]]>([
    ['', []],
    ['sintonia:postagens', ['sintonia:postagens']],
    ['_N_T_/layout,sintonia:postagens,sintonia:postagem:41', ['_N_T_/layout', 'sintonia:postagens', 'sintonia:postagem:41']],
  ])("reads Next's recorded tags %j", (header, expected) => {
    expect(splitRecordedTags(header)).toEqual(expected);
  });

  it('knows a degraded render by its mark', () => {
    expect(isDegradedRender([CACHE_TAGS.posts, DEGRADED_RENDER_TAG])).toBe(true);
    expect(isDegradedRender([CACHE_TAGS.posts])).toBe(false);
  });
});

describe('which responses list their tags', () => {
  it.each<[string, boolean]>([
    ['/', true],
    ['/noticias', true],
    ['/politica/feira-do-produtor', true],
    ['/noticias/busca/chuva/1', true],
    ['/rss.xml', true],
    ['/sitemap.xml', true],
    ['/administracao', true],
    ['/admin', false],
    ['/admin/', false],
    ['/admin/login', false],
    ['/admin/postagens/41', false],
    ['/api/v1/publico/no-ar', false],
    ['/api/cobertura/41', false],
    ['/api/auth/session', false],
    ['/_next/static/chunks/app.js', false],
    ['/_next/image', false],
  ])('%s: %s', (path, lists) => {
    expect(listsCdnTags(path)).toBe(lists);
  });
});
