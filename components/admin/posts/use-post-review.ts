'use client';

import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast-provider';
import { apiErrorMessage } from '@/components/admin/forms/api-error';
import { AdminApiError, adminFetch } from '@/lib/admin/api';
import { useStoredUser } from '@/lib/admin/use-stored-user';
import { postReviewOf, reviewPolicyOf, type PostReview, type ReviewPolicy } from '@/lib/domain/post-review';
import type { PostFormStatus } from '@/lib/domain/post-form';
import type { AdminPostDetail } from '@/lib/schemas/posts';

export const REVIEW_POLICY_PATH = '/postagens/revisao';

export type ReviewPermissions = {
  /** GET /postagens/revisao, or null while loading and when the backend has no review (an older station backend). */
  policy: ReviewPolicy | null;
  /** Whether this user may publish and schedule; else "Enviar para revisão". */
  canPublish: boolean;
  /** Whether this user returns posts to their authors (editors and admins, where the backend has review). */
  reviews: boolean;
  refresh: () => void;
};

/**
 * What the signed-in user may do about review. Until the policy arrives an autor is
 * taken not to publish (the server would refuse anyway); a backend without review (404, or an
 * answer of another shape) keeps today's behaviour: everyone publishes, nobody reviews.
 */
export function useReviewPermissions(): ReviewPermissions {
  const user = useStoredUser();
  const [answer, setAnswer] = useState<{ policy: ReviewPolicy | null; unsupported: boolean } | null>(null);
  const [reads, setReads] = useState(0);

  useEffect(() => {
    let cancelled = false;
    adminFetch<unknown>(REVIEW_POLICY_PATH)
      .then((body) => {
        const policy = reviewPolicyOf(body);
        if (!cancelled) setAnswer({ policy, unsupported: policy === null });
      })
      .catch((error: unknown) => {
        if (!cancelled) setAnswer((current) => ({ policy: current?.policy ?? null, unsupported: error instanceof AdminApiError && error.status === 404 }));
      });
    return () => {
      cancelled = true;
    };
  }, [reads]);

  const policy = answer?.policy ?? null;
  const canPublish = policy ? policy.podePublicar : answer?.unsupported === true || user?.papel !== 'autor';
  return { policy, canPublish, reviews: policy ? policy.revisa : false, refresh: () => setReads((n) => n + 1) };
}

export type PostReviewOptions = {
  post: AdminPostDetail | null;
  saved: { id: number | null; versao: number | null };
  /** Unsaved changes, or a post never saved: "Enviar para revisão" saves them first. */
  needsSave: boolean;
  /** The form's own save (usePostSave): its answer reaches afterSave through the form's onSaved. */
  submit: (status: PostFormStatus, options?: { announce?: boolean }) => Promise<void>;
  /** A review action stood (the queue's size changed). */
  onChanged?: () => void;
};

export type PostReviewState = {
  review: PostReview | null;
  sending: boolean;
  returning: boolean;
  /** Saves the draft (when it has changes) and sends it to the editors. */
  send: () => Promise<void>;
  /** An editor's "Devolver ao autor": true when it stood. */
  returnToAuthor: (comentario: string) => Promise<boolean>;
  /** Every save's answer: the review state it left (an editor's publish ends the review); the send it starts, if any. */
  afterSave: (result: AdminPostDetail) => Promise<void> | undefined;
};

/** The post form's review state and actions (POST /postagens/:id/revisao). */
export function usePostReview({ post, saved, needsSave, submit, onChanged }: PostReviewOptions): PostReviewState {
  const toast = useToast();
  const [review, setReview] = useState<PostReview | null>(() => postReviewOf(post));
  const [sending, setSending] = useState(false);
  const [returning, setReturning] = useState(false);
  // Set while "Enviar para revisão" saves first: the save's answer (afterSave) carries the id and version to send.
  const sendAfterSave = useRef(false);
  const sendingAfterSave = useRef<Promise<void> | null>(null);

  const act = async (id: number, body: Record<string, unknown>): Promise<AdminPostDetail> => {
    const result = await adminFetch<AdminPostDetail>(`/postagens/${id}/revisao`, { method: 'POST', json: body });
    setReview(postReviewOf(result));
    onChanged?.();
    return result;
  };

  // After a save made for the send, one toast tells both outcomes.
  const sendNow = async (id: number, versao: number | null, justSaved = false) => {
    try {
      await act(id, { acao: 'enviar', ...(versao ? { versao } : {}) });
      toast({ type: 'success', title: 'Postagem enviada para revisão.', message: 'Um editor vai publicá-la ou devolvê-la com um comentário.' });
    } catch (failure) {
      const title = justSaved ? 'Rascunho salvo, mas não foi possível enviar para revisão.' : 'Não foi possível enviar para revisão.';
      toast({ type: 'error', title, message: apiErrorMessage(failure, 'Tente novamente.') });
    }
  };

  const afterSave = (result: AdminPostDetail) => {
    setReview(postReviewOf(result));
    if (!sendAfterSave.current) return undefined;
    sendAfterSave.current = false;
    sendingAfterSave.current = sendNow(result.id, result.versao, true);
    return sendingAfterSave.current;
  };

  const send = async () => {
    if (sending) return;
    setSending(true);
    try {
      if (needsSave || saved.id === null) {
        sendAfterSave.current = true;
        try {
          await submit('rascunho', { announce: false });
        } finally {
          sendAfterSave.current = false;
        }
        // Nothing to wait for when the save did not stand (its own message says why).
        const pending = sendingAfterSave.current;
        sendingAfterSave.current = null;
        if (pending) await pending;
      } else {
        await sendNow(saved.id, saved.versao);
      }
    } finally {
      setSending(false);
    }
  };

  const returnToAuthor = async (comentario: string) => {
    if (saved.id === null || returning) return false;
    setReturning(true);
    try {
      await act(saved.id, { acao: 'devolver', comentario, ...(saved.versao ? { versao: saved.versao } : {}) });
      toast({ type: 'success', title: 'Postagem devolvida ao autor.', message: 'O comentário aparece para o autor no topo da postagem.' });
      return true;
    } catch (failure) {
      toast({ type: 'error', title: 'Não foi possível devolver a postagem.', message: apiErrorMessage(failure, 'Tente novamente.') });
      return false;
    } finally {
      setReturning(false);
    }
  };

  return { review, sending, returning, send, returnToAuthor, afterSave };
}
