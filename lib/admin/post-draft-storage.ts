'use client';

import { parsePostDraft, type PostDraft } from '@/lib/domain/post-draft';

/* Local storage for PostDraft (lib/domain/post-draft). Storage can be full or disabled: then the
 * form works as before, without the local copy. */

export function readPostDraft(key: string): PostDraft | null {
  try {
    return parsePostDraft(window.localStorage.getItem(key));
  } catch {
    return null;
  }
}

export function writePostDraft(key: string, draft: PostDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or disabled storage: nothing more to do.
  }
}

export function removePostDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
