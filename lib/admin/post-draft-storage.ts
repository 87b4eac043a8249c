'use client';

import { POST_DRAFT_MAX_AGE_MS, isPostDraftKey, parsePostDraft, type PostDraft } from '@/lib/domain/post-draft';
import { storage } from './session';

/* Local storage for PostDraft (lib/domain/post-draft). Without storage, or with a full one, the
 * form works as before, without the local copy. */

export function readPostDraft(key: string): PostDraft | null {
  return parsePostDraft(storage()?.getItem(key) ?? null);
}

let staleDraftsDropped = false;

/** Drafts abandoned for POST_DRAFT_MAX_AGE_MS (or unreadable) go, once per page load. */
function dropStaleDrafts(store: Storage, now: number): void {
  if (staleDraftsDropped) return;
  staleDraftsDropped = true;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => key !== null && isPostDraftKey(key));
  for (const key of keys) {
    const draft = parsePostDraft(store.getItem(key));
    if (!draft || now - draft.savedAt > POST_DRAFT_MAX_AGE_MS) store.removeItem(key);
  }
}

export function writePostDraft(key: string, draft: PostDraft): void {
  const store = storage();
  if (!store) return;
  try {
    dropStaleDrafts(store, draft.savedAt);
    store.setItem(key, JSON.stringify(draft));
  } catch {
    // Full storage: nothing more to do.
  }
}

export function removePostDraft(key: string): void {
  storage()?.removeItem(key);
}
