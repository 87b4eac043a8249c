import { chooseCategoryLead, withoutLead, type CategoryLeadCandidates } from '../category-lead';
import { normalizePost, type Post } from '../post';

const post = (id: number, categoria = 'cidade', extra: Record<string, unknown> = {}): Post =>
  normalizePost({ id, titulo: `Notícia ${id}`, slug: `noticia-${id}`, categoria: { id: 1, nome: categoria, slug: categoria, cor: '#B91C1C' }, status: 'publicado', ...extra });

const pinned = post(1);
const featured = [post(2, 'cidade', { destaque: true }), post(3, 'cidade', { destaque: true })];
const latest = [post(4), post(2), post(5)];

describe('chooseCategoryLead (issue 27 item 4): pinned, else latest featured, else latest', () => {
  it.each<[string, Partial<CategoryLeadCandidates>, string | null, string | null]>([
    ['the pinned post', {}, '1', 'fixado'],
    ['no pin: the latest featured', { pinned: null }, '2', 'destaque'],
    ['a pin that moved to another category: the latest featured', { pinned: post(1, 'esportes') }, '2', 'destaque'],
    ['no featured post: the latest', { pinned: null, featured: [] }, '4', 'recente'],
    ['a remote backend ignoring the filter: featured posts of other categories are skipped', { pinned: null, featured: [post(8, 'esportes'), post(3)] }, '3', 'destaque'],
    ['only other categories anywhere: the first post of this one', { pinned: null, featured: [post(8, 'esportes')], latest: [post(9, 'esportes'), post(5)] }, '5', 'recente'],
    ['an empty category: no lead', { pinned: null, featured: [], latest: [] }, null, null],
  ])('%s', (_label, overrides, id, source) => {
    const lead = chooseCategoryLead({ categorySlug: 'cidade', pinned, featured, latest, ...overrides });
    expect(lead ? [lead.post.id, lead.source] : [null, null]).toEqual([id, source]);
  });
});

describe('withoutLead: the grid never shows the lead twice', () => {
  it.each<[string, Post | null, string[]]>([
    ['lead among the page', post(2), ['4', '5']],
    ['lead not on the page (an older pin): the whole page', post(1), ['4', '2', '5']],
    ['no lead (page 2 onwards, or an empty category)', null, ['4', '2', '5']],
  ])('%s', (_label, lead, ids) => {
    const choice = lead ? { post: lead, source: 'fixado' as const } : null;
    expect(withoutLead(latest, choice).map((item) => item.id)).toEqual(ids);
  });
});
