import {
  CACHE_TAGS,
  isCacheablePublicRead,
  isPollVote,
  postTag,
  tagsExpiredByWrite,
  tagsForPostChange,
  tagsForPostChanges,
  urgentBarChanged,
  type PostChange,
  type PostPublicState,
} from '../cache-tags';

const { settings, categories, posts, postLists, banners, polls, team, schedule, podcasts, songs, mostRead, redirects, urgent } = CACHE_TAGS;
const ALL = [settings, categories, posts, postLists, banners, polls, team, schedule, podcasts, songs, mostRead, redirects, urgent];
const post41 = 'sintonia:postagem:41';

describe('public reads from the cache (docs/architecture.md "Caching")', () => {
  it.each([
    ['/configuracoes/publicas', true],
    ['/publico/categorias', true],
    ['/publico/categorias/top', true],
    ['/publico/postagens?limite=20', true],
    ['/publico/postagens/destaques?limite=20', true],
    ['/publico/postagens/feira-do-produtor', true],
    ['/publico/postagens/mais-lidas?periodo=24h', true],
    ['/publico/urgente', true],
    ['/publico/postagens/41/atualizacoes', true],
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
    // The song history: the latest songs are shared; a search or a minute is one entry per question.
    ['/publico/tocou', true],
    ['/publico/tocou?busca=elis', false],
    ['/publico/tocou?data=2026-11-24&hora=14%3A32', false],
    ['/publico/tocou?hora=14%3A32&data=2026-11-24', false],
    // The contact form's signed time trap is per visitor and per moment.
    ['/publico/contato/token', false],
    // A preview link: a draft for whoever holds the link, gone at once when revoked.
    ['/publico/previas/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c', false],
    ['/auth/me', false],
    ['/postagens', false],
    ['/configuracoes', false],
  ])('%s cached: %s', (path, cached) => {
    expect(isCacheablePublicRead(path)).toBe(cached);
  });
});

describe('what a successful write through /api/v1 expires, by its path (API_URL, and what a service did not report)', () => {
  it.each<[string, string, string[]]>([
    ['PUT', '/configuracoes', ALL],
    ['POST', '/midia', ALL],
    ['PATCH', '/midia/12', ALL],
    ['DELETE', '/midia/12', ALL],
    // Every post shows its category; the "Urgente" bar links to its post by category.
    ['POST', '/categorias', [categories, posts, urgent, redirects]],
    ['PUT', '/categorias/3', [categories, posts, urgent, redirects]],
    // A new post enters the lists (and the 404 its address answered carries their tag).
    ['POST', '/postagens', [postLists, urgent, redirects]],
    // A save: the lists, the post's own page, and the bar (it may mark, unmark, retitle or unpublish the urgent post).
    ['PUT', '/postagens/41', [postLists, post41, urgent, redirects]],
    ['DELETE', '/postagens/41', [postLists, post41, urgent, redirects]],
    ['PUT', '/postagens/41/urgente', [postLists, post41, urgent, redirects]],
    ['POST', '/postagens/41/revisoes/9/restaurar', [postLists, post41, urgent, redirects]],
    // A station backend's ids are not digits: one tag whatever the letter case.
    ['PUT', '/postagens/5B1F7A3C-0001-4C2E-9A10-7D3E2B1A0001', [postLists, 'sintonia:postagem:5b1f7a3c-0001-4c2e-9a10-7d3e2b1a0001', urgent, redirects]],
    // A copy is a draft.
    ['POST', '/postagens/41/duplicar', []],
    // Starting or ending a live coverage marks its cards "AO VIVO"; the bar is not about it.
    ['POST', '/postagens/41/cobertura', [postLists, post41]],
    // Approving a review publishes a draft, which was never urgent: the redirects may lead to it.
    ['POST', '/postagens/41/revisao', [postLists, post41, redirects]],
    // A coverage's entries show on its page and its polled JSON only, by the post's id.
    ['POST', '/postagens/41/atualizacoes', [post41]],
    ['PATCH', '/postagens/41/atualizacoes/7', [post41]],
    ['DELETE', '/postagens/41/atualizacoes/7', [post41]],
    ['POST', '/postagens/5B1F7A3C-0001/atualizacoes', ['sintonia:postagem:5b1f7a3c-0001']],
    // A preview link and an autosave show on no public page; a Facebook share changes none.
    ['POST', '/postagens/41/previas', []],
    ['DELETE', '/postagens/41/previas/7', []],
    ['PUT', '/postagens/41/autosalvamento', []],
    ['DELETE', '/postagens/41/autosalvamento', []],
    ['POST', '/postagens/41/facebook', []],
    // Bulk actions: which posts is in the body, not the path.
    ['POST', '/postagens/lote', [posts, urgent, redirects]],
    ['PUT', '/banners/ordem', [banners]],
    ['DELETE', '/banners/2', [banners]],
    ['POST', '/enquetes/2/encerrar', [polls]],
    // A deleted member leaves the shows they presented: the grid shows presenters.
    ['PUT', '/equipe/ordem', [team, schedule, podcasts, posts]],
    ['DELETE', '/equipe/4', [team, schedule, podcasts, posts]],
    // A show heads its podcast page and feed.
    ['POST', '/programas', [schedule, podcasts]],
    ['PUT', '/programas/3', [schedule, podcasts]],
    ['DELETE', '/programas/3', [schedule, podcasts]],
    // An exception replaces the grid for its time: /programacao and the player, not the podcasts.
    ['POST', '/grade-excecoes', [schedule]],
    ['PUT', '/grade-excecoes/3', [schedule]],
    ['DELETE', '/grade-excecoes/3', [schedule]],
    // Redirects show on no page: the front door's table reloads.
    ['POST', '/redirecionamentos', [redirects]],
    ['DELETE', '/redirecionamentos/3', [redirects]],
    ['POST', '/episodios', [podcasts]],
    ['PUT', '/episodios/9', [podcasts]],
    ['DELETE', '/episodios/9', [podcasts]],
    // A byline on every post.
    ['PUT', '/usuarios/5', [posts]],
    ['PUT', '/perfil', [posts]],
    // Unlocking a locked sign-in shows nowhere public.
    ['POST', '/usuarios/5/desbloquear', []],
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

  it('a post write whose services reported what they changed (built-in backend) adds nothing by path', () => {
    for (const [method, path] of [
      ['POST', '/postagens'],
      ['PUT', '/postagens/41'],
      ['POST', '/postagens/lote'],
      ['PUT', '/postagens/41/urgente'],
    ]) {
      expect(tagsExpiredByWrite(method, path, { postChangesReported: true })).toEqual([]);
    }
    expect(tagsExpiredByWrite('PUT', '/banners/2', { postChangesReported: true })).toEqual([banners]);
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

const NOW = new Date('2026-11-24T15:00:00.000Z');
const LATER = '2026-11-24T17:00:00.000Z';
const EARLIER = '2026-11-24T14:00:00.000Z';

/** A published post, public now; `over` changes what a write changed. */
const state = (over: Partial<PostPublicState> = {}): PostPublicState => ({
  publica: true,
  titulo: 'Chuva alaga o centro',
  slug: 'chuva-alaga-o-centro',
  categoriaId: 3,
  status: 'publicado',
  publicadoEm: '2026-11-24T12:00:00.000Z',
  urgenteAte: null,
  ...over,
});
const draft = (over: Partial<PostPublicState> = {}) => state({ publica: false, status: 'rascunho', publicadoEm: null, ...over });
const urgentState = (over: Partial<PostPublicState> = {}) => state({ urgenteAte: LATER, ...over });
const change = (antes: PostPublicState | null, depois: PostPublicState | null, id: number | string = 41): PostChange => ({ id, antes, depois });

describe('what a post write expires, from what it changed (the built-in backend reports it)', () => {
  it.each<[string, PostChange, string[]]>([
    ['a draft saved', change(draft(), draft({ titulo: 'Outro título' })), []],
    ['a draft created', change(null, draft()), []],
    ['a draft deleted', change(draft(), null), []],
    ['scheduled for later', change(draft(), draft({ status: 'agendado', publicadoEm: LATER })), []],
    ['published', change(draft(), state()), [postLists, post41, redirects]],
    ['created published', change(null, state()), [postLists, post41, redirects]],
    ['a published post retitled', change(state(), state({ titulo: 'Chuva forte alaga o centro' })), [postLists, post41]],
    ['a published post’s text only', change(state(), state()), [postLists, post41]],
    ['moved to another category', change(state(), state({ categoriaId: 4 })), [postLists, post41, redirects]],
    ['its slug changed', change(state(), state({ slug: 'chuva-alaga-o-centro-de-novo' })), [postLists, post41, redirects]],
    ['a station backend’s category id in another type', change(state({ categoriaId: 3 }), state({ categoriaId: '3' })), [postLists, post41]],
    ['unpublished', change(state(), draft()), [postLists, post41, redirects]],
    ['deleted', change(state(), null), [postLists, post41, redirects]],
    ['a station backend’s id', change(state(), state(), 'ABC-9'), [postLists, 'sintonia:postagem:abc-9']],
    ['marked urgent', change(state(), urgentState()), [postLists, post41, urgent]],
    ['an urgent post deleted', change(urgentState(), null), [postLists, post41, urgent, redirects]],
  ])('%s', (_name, written, tags) => {
    expect(tagsForPostChange(written, NOW)).toEqual(tags);
  });

  it('several posts at once: each tag once', () => {
    expect(tagsForPostChanges([change(state(), draft(), 1), change(draft(), state(), 2), change(draft(), draft(), 3)], NOW)).toEqual([
      postLists,
      'sintonia:postagem:1',
      redirects,
      'sintonia:postagem:2',
    ]);
  });
});

describe('the "Urgente" bar (on every public page) is expired only when it may look different', () => {
  it.each<[string, boolean, PostChange]>([
    ['marked urgent', true, change(state(), urgentState())],
    ['unmarked', true, change(urgentState(), state())],
    ['its end moved', true, change(urgentState(), urgentState({ urgenteAte: '2026-11-24T18:00:00.000Z' }))],
    ['the urgent post retitled', true, change(urgentState(), urgentState({ titulo: 'Chuva forte alaga o centro' }))],
    ['the urgent post’s address changed', true, change(urgentState(), urgentState({ slug: 'chuva-alaga-o-centro-de-novo' }))],
    ['the urgent post moved to another category', true, change(urgentState(), urgentState({ categoriaId: 4 }))],
    ['the urgent post unpublished', true, change(urgentState(), urgentState({ publica: false, status: 'rascunho' }))],
    ['the urgent post deleted', true, change(urgentState(), null)],
    ['its publication date changed (which urgent post shows is the latest)', true, change(urgentState(), urgentState({ publicadoEm: '2026-11-24T13:00:00.000Z' }))],
    ['published already urgent', true, change(draft({ urgenteAte: LATER }), urgentState())],
    ['created urgent', true, change(null, urgentState())],
    ['the urgent post’s text only', false, change(urgentState(), urgentState())],
    ['a post that is not urgent retitled', false, change(state(), state({ titulo: 'Outro título' }))],
    ['a post that is not urgent unpublished', false, change(state(), draft())],
    ['a post that is not urgent deleted', false, change(state(), null)],
    ['a draft with an end set', false, change(draft(), draft({ urgenteAte: LATER }))],
    ['an urgency already over, retitled', false, change(state({ urgenteAte: EARLIER }), state({ urgenteAte: EARLIER, titulo: 'Outro título' }))],
    ['an urgency already over, cleared', false, change(state({ urgenteAte: EARLIER }), state())],
  ])('%s: expired %s', (_name, changed, written) => {
    expect(urgentBarChanged(written, NOW)).toBe(changed);
    expect(tagsForPostChange(written, NOW).includes(urgent)).toBe(changed);
  });
});

describe('a save of post A and the pages of post B', () => {
  // What a post's page carries (lib/api/public.ts): its post's own tag and the posts tag (the post,
  // its related posts, "Mais lidas"), the layout's, never the lists'.
  const postPage = (id: number) => [settings, categories, posts, postTag(id)!, mostRead, schedule, urgent];
  const homePage = [settings, categories, posts, postLists, mostRead, banners, polls, schedule, urgent];

  it.each<[string, string[]]>([
    ['through the built-in backend', tagsForPostChange(change(state(), state({ titulo: 'Novo título' }), 7), NOW)],
    ['through a remote backend (by path)', tagsExpiredByWrite('PUT', '/postagens/7').filter((tag) => tag !== urgent)],
  ])('%s: expires A’s page and the lists, never B’s', (_name, expired) => {
    const hits = (page: string[]) => page.some((tag) => expired.includes(tag));
    expect(hits(postPage(7))).toBe(true);
    expect(hits(homePage)).toBe(true);
    expect(hits(postPage(8))).toBe(false);
  });
});

describe('postTag', () => {
  it('one tag per post, the same for any letter case of its id', () => {
    expect(postTag('5B1F7A3C')).toBe('sintonia:postagem:5b1f7a3c');
    expect(postTag(41)).toBe(post41);
  });

  it('none for an id too long to be a tag (the callers fall back to a wider one)', () => {
    expect(postTag('a'.repeat(300))).toBeNull();
    expect(tagsExpiredByWrite('PUT', `/postagens/${'a'.repeat(300)}`)).toEqual([postLists, posts, urgent, redirects]);
  });
});
