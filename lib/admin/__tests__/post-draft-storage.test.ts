/** @jest-environment jsdom */
import { emptyPostForm } from '@/lib/domain/post-form';
import { POST_DRAFT_MAX_AGE_MS, postDraftKey } from '@/lib/domain/post-draft';
import { readPostDraft, writePostDraft } from '../post-draft-storage';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const draft = (savedAt: number, titulo = 'Rascunho') => ({ values: { ...emptyPostForm(), titulo }, publicarFacebook: false, savedAt });

describe('writePostDraft', () => {
  it('drops the drafts abandoned for longer than the limit (and unreadable ones), keeps the rest and other keys', () => {
    localStorage.setItem(postDraftKey(7, 1), JSON.stringify(draft(NOW - POST_DRAFT_MAX_AGE_MS - 1, 'Esquecido')));
    localStorage.setItem(postDraftKey(7, 2), JSON.stringify(draft(NOW - 60_000, 'Recente')));
    localStorage.setItem(postDraftKey(8, null), '{quebrado');
    localStorage.setItem('sintonia:token', 'abc');

    writePostDraft(postDraftKey(7, 3), draft(NOW, 'Novo'));

    expect(localStorage.getItem(postDraftKey(7, 1))).toBeNull();
    expect(localStorage.getItem(postDraftKey(8, null))).toBeNull();
    expect(readPostDraft(postDraftKey(7, 2))?.values.titulo).toBe('Recente');
    expect(readPostDraft(postDraftKey(7, 3))?.values.titulo).toBe('Novo');
    expect(localStorage.getItem('sintonia:token')).toBe('abc');
  });
});
