import { isCacheablePublicRead, isPollsRead } from '../cache-tags';

describe('public data cache (DESIGN "Caching")', () => {
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

  it.each([
    ['/publico/enquetes', true],
    ['/publico/postagens?limite=5', false],
    ['/configuracoes/publicas', false],
  ])('%s is a polls read (expired by votes alone): %s', (path, polls) => {
    expect(isPollsRead(path)).toBe(polls);
  });
});
