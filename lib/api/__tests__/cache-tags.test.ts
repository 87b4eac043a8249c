import { CACHE_TAGS, isCacheablePublicRead, isPollVote, postTag, tagsExpiredByWrite } from '../cache-tags';

const { settings, categories, posts, banners, polls, team, galleries, schedule, podcasts } = CACHE_TAGS;
const ALL = [settings, categories, posts, banners, polls, team, galleries, schedule, podcasts];

describe('public reads from the cache (DESIGN "Caching")', () => {
  it.each([
    ['/configuracoes/publicas', true],
    ['/publico/categorias', true],
    ['/publico/categorias/top', true],
    ['/publico/postagens?limite=20', true],
    ['/publico/postagens/destaques?limite=20', true],
    ['/publico/postagens/feira-do-produtor', true],
    ['/publico/banners?limite=10', true],
    ['/publico/enquetes', true],
    ['/publico/equipe', true],
    ['/publico/programacao', true],
    ['/publico/podcasts', true],
    ['/publico/podcasts/sintonia-fm-noticias?pagina=2', true],
    ['/publico/podcasts/sintonia-fm-noticias/entrevista-com-o-prefeito', true],
    // One entry per typed term would only fill the cache.
    ['/publico/postagens?busca=chuva&limite=10', false],
    ['/publico/postagens?limite=10&busca=chuva', false],
    // The contact form's signed time trap is per visitor and per moment.
    ['/publico/contato/token', false],
    ['/auth/me', false],
    ['/postagens', false],
    ['/configuracoes', false],
  ])('%s cached: %s', (path, cached) => {
    expect(isCacheablePublicRead(path)).toBe(cached);
  });
});

describe('what a successful write through /api/v1 expires', () => {
  it.each<[string, string, string[]]>([
    ['PUT', '/configuracoes', ALL],
    ['POST', '/midia', ALL],
    ['PATCH', '/midia/12', ALL],
    ['DELETE', '/midia/12', ALL],
    ['POST', '/categorias', [categories, posts, galleries]],
    ['PUT', '/categorias/3', [categories, posts, galleries]],
    ['POST', '/postagens', [posts, galleries]],
    ['PUT', '/postagens/41', [posts, galleries, 'sintonia:postagem:41']],
    ['DELETE', '/postagens/41', [posts, galleries, 'sintonia:postagem:41']],
    ['POST', '/postagens/41/duplicar', [posts, galleries, 'sintonia:postagem:41']],
    // Bulk actions and the quick status change: every post page carries the posts tag.
    ['POST', '/postagens/lote', [posts, galleries]],
    ['PUT', '/banners/ordem', [banners]],
    ['DELETE', '/banners/2', [banners]],
    ['POST', '/enquetes/2/encerrar', [polls]],
    // A deleted member leaves the shows they presented: the grid shows presenters.
    ['PUT', '/equipe/ordem', [team, schedule, podcasts, posts, galleries]],
    ['DELETE', '/equipe/4', [team, schedule, podcasts, posts, galleries]],
    // A show heads its podcast page and feed (issue 15).
    ['POST', '/programas', [schedule, podcasts]],
    ['PUT', '/programas/3', [schedule, podcasts]],
    ['DELETE', '/programas/3', [schedule, podcasts]],
    ['POST', '/episodios', [podcasts]],
    ['PUT', '/episodios/9', [podcasts]],
    ['DELETE', '/episodios/9', [podcasts]],
    ['PUT', '/usuarios/5', [posts, galleries]],
    ['PUT', '/perfil', [posts, galleries]],
    ['POST', '/publico/enquetes/7/votar', [polls]],
    // Nothing public changes at once: views are flushed in batches (TTL), messages and logs are staff-only.
    ['POST', '/publico/postagens/41/visualizacoes', []],
    ['POST', '/publico/contato', []],
    ['POST', '/auth/login', []],
    ['PATCH', '/mensagens/3', []],
    ['POST', '/integracoes/facebook/callback', []],
    // Reads expire nothing.
    ['GET', '/postagens/41', []],
    ['HEAD', '/configuracoes', []],
  ])('%s %s', (method, path, tags) => {
    expect(tagsExpiredByWrite(method, path)).toEqual(tags);
  });

  it('ignores the query string and the method case', () => {
    expect(tagsExpiredByWrite('put', '/banners/2?x=1')).toEqual([banners]);
  });

  it.each([
    ['/publico/enquetes/7/votar', true],
    ['/publico/enquetes/7/votar?x=1', true],
    ['/enquetes/7', false],
    ['/publico/enquetes', false],
  ])('%s is a reader vote: %s', (path, vote) => {
    expect(isPollVote(path)).toBe(vote);
  });
});

describe('postTag', () => {
  it('one tag per post, the same for any letter case of its slug', () => {
    expect(postTag('Feira-Do-Produtor')).toBe('sintonia:postagem:feira-do-produtor');
    expect(postTag(41)).toBe('sintonia:postagem:41');
  });

  it('none for a slug too long to be a tag (the posts tag still covers it)', () => {
    expect(postTag('a'.repeat(300))).toBeNull();
  });
});
