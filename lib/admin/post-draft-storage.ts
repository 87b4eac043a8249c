'use client';

import { parsePostDraft, type PostDraft } from '@/lib/domain/post-draft';
import { storage } from './session';

/* Local storage for PostDraft (lib/domain/post-draft). Without storage, or with a full one, the
 * form works as before, without the local copy. */

export function readPostDraft(key: string): PostDraft | null {
  return parsePostDraft(storage()?.getItem(key) ?? null);
}

export function writePostDraft(key: string, draft: PostDraft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Full storage: nothing more to do.
  }
}

export function removePostDraft(key: string): void {
  storage()?.removeItem(key);
}
