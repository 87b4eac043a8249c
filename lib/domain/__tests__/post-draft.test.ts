import { emptyPostForm } from '../post-form';
import { parsePostDraft, postDraftKey } from '../post-draft';

const values = { ...emptyPostForm(), titulo: 'Chuva forte no fim de semana', conteudo: '<p>Texto</p>' };
const stored = (draft: unknown) => JSON.stringify(draft);

describe('postDraftKey', () => {
  it.each<[number | string, number | null, string]>([
    [7, 42, 'sintonia:rascunho-postagem:7:42'],
    [7, null, 'sintonia:rascunho-postagem:7:nova'],
  ])('user %p, post %p → %p', (user, post, key) => {
    expect(postDraftKey(user, post)).toBe(key);
  });
});

describe('parsePostDraft', () => {
  it('reads back what the form wrote', () => {
    expect(parsePostDraft(stored({ values, publicarFacebook: true, savedAt: 1_700_000_000_000 }))).toEqual({ values, publicarFacebook: true, savedAt: 1_700_000_000_000 });
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['not JSON', '{titulo'],
    ['not an object', '"texto"'],
    ['no values', stored({ savedAt: 1 })],
    ['no time', stored({ values })],
    ['a title that is not text', stored({ values: { ...values, titulo: 12 }, savedAt: 1 })],
    ['an unknown status', stored({ values: { ...values, status: 'apagado' }, savedAt: 1 })],
    ['tags that are not a list of texts', stored({ values: { ...values, tags: [1] }, savedAt: 1 })],
    ['a missing gallery', stored({ values: { ...values, galeria: undefined }, savedAt: 1 })],
  ])('null for %s', (_, raw) => {
    expect(parsePostDraft(raw)).toBeNull();
  });
});
