'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { readPostDraft, removePostDraft, writePostDraft } from '@/lib/admin/post-draft-storage';
import { getStoredUser } from '@/lib/admin/session';
import { postDraftKey, type PostDraft } from '@/lib/domain/post-draft';
import { isPostFormDirty, type PostFormValues } from '@/lib/domain/post-form';
import type { AdminPostDetail } from '@/lib/schemas/posts';

/** Unsaved edits are copied to local storage this long after the last change (and at once on leaving). */
const DRAFT_WRITE_DELAY_MS = 500;

/** The text the editor starts from; a new key mounts the editor again with it. */
export type EditorSeed = { key: number; json: unknown; html: string };

export type PostDraftOptions = {
  /** The post the form opened (null for a new one): its copy is the one offered. */
  post: AdminPostDetail | null;
  /** The saved post's id (a new post has one once created): the copy is kept under it. */
  savedId: number | null;
  baseline: PostFormValues;
  values: PostFormValues;
  publicarFacebook: boolean;
  dirty: boolean;
  /** Puts a restored copy's values (and its 'Publicar no Facebook') in the form. */
  onRestore: (draft: PostDraft) => void;
};

export type PostDraftState = {
  /** The copy of an earlier visit, while it is offered. */
  shownDraft: PostDraft | null;
  /** The editor has read the post's text: what differs from the baseline now is a change. */
  editorReady: boolean;
  editorSeed: EditorSeed;
  restoreDraft: (draft: PostDraft) => void;
  discardDraft: () => void;
  /** The editor has loaded its text: true when that text is a restored copy's. */
  editorLoaded: () => boolean;
  /** Writes this copy now, without waiting. */
  keepDraftNow: (draft: PostDraft) => void;
  /** The edits are saved: the copy goes. */
  forgetDraft: () => void;
};

/** The local copy of unsaved edits (lib/domain/post-draft). */
export function usePostDraft({ post, savedId, baseline, values, publicarFacebook, dirty, onRestore }: PostDraftOptions): PostDraftState {
  const [userKey] = useState<number | string>(() => getStoredUser()?.id ?? 'sem-usuario');
  const draftKey = postDraftKey(userKey, savedId);
  // A copy left by an earlier visit (an expired session, a closed tab): offered once the editor has
  // read the post, if it differs from it; nothing is written over it until the editor decides.
  const [draftOffer, setDraftOffer] = useState<PostDraft | null>(() => readPostDraft(postDraftKey(userKey, post?.id ?? null)));
  const [editorReady, setEditorReady] = useState(false);
  const [editorSeed, setEditorSeed] = useState<EditorSeed>({ key: 0, json: post?.conteudoJson ?? null, html: post?.conteudo ?? '' });
  const restoringDraft = useRef(false);
  const pendingDraft = useRef<PostDraft | null>(null);
  const wroteDraft = useRef(false);

  const flushDraft = useCallback(() => {
    if (!pendingDraft.current) return;
    writePostDraft(draftKey, pendingDraft.current);
    pendingDraft.current = null;
    wroteDraft.current = true;
  }, [draftKey]);

  const shownDraft = editorReady && draftOffer && isPostFormDirty(baseline, draftOffer.values) ? draftOffer : null;
  const draftUndecided = draftOffer !== null && (!editorReady || shownDraft !== null);

  useEffect(() => {
    if (draftUndecided) return;
    if (!dirty) {
      pendingDraft.current = null;
      if (wroteDraft.current) removePostDraft(draftKey);
      wroteDraft.current = false;
      return;
    }
    pendingDraft.current = { values, publicarFacebook, savedAt: Date.now() };
    const timer = window.setTimeout(flushDraft, DRAFT_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draftUndecided, dirty, draftKey, values, publicarFacebook, flushDraft]);

  // Leaving (a 401 sends the editor to the login page, the tab closes): what is pending is written now.
  useEffect(() => {
    window.addEventListener('pagehide', flushDraft);
    return () => {
      window.removeEventListener('pagehide', flushDraft);
      flushDraft();
    };
  }, [flushDraft]);

  const restoreDraft = (draft: PostDraft) => {
    restoringDraft.current = true;
    onRestore(draft);
    setEditorSeed((current) => ({ key: current.key + 1, json: draft.values.conteudoJson, html: draft.values.conteudo }));
    setDraftOffer(null);
  };

  const discardDraft = () => {
    removePostDraft(postDraftKey(userKey, post?.id ?? null));
    setDraftOffer(null);
  };

  const editorLoaded = useCallback(() => {
    setEditorReady(true);
    if (!restoringDraft.current) return false;
    restoringDraft.current = false;
    return true;
  }, []);

  const keepDraftNow = (draft: PostDraft) => {
    pendingDraft.current = draft;
    flushDraft();
  };

  const forgetDraft = () => {
    removePostDraft(draftKey);
    wroteDraft.current = false;
    pendingDraft.current = null;
  };

  return { shownDraft, editorReady, editorSeed, restoreDraft, discardDraft, editorLoaded, keepDraftNow, forgetDraft };
}
