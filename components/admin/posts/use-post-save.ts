'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useToast } from '@/components/ui/toast-provider';
import { AdminApiError, adminFetch } from '@/lib/admin/api';
import { buildPostPayload, saveSuccessMessage, type PostFormStatus, type PostFormValues } from '@/lib/domain/post-form';
import { errorsFromCampos, errorsFromIssues, type FormField } from '@/lib/domain/post-form-errors';
import { createPostSchema, updatePostSchema } from '@/lib/schemas/posts';
import type { AdminPostDetail, PostCurrentVersion } from '@/lib/schemas/posts';
import type { FormErrors } from '@/components/admin/forms/use-form-errors';
import type { PostDraftState } from './use-post-draft';

/** The post as last saved (or as opened). */
export type SavedPost = {
  id: number | null;
  versao: number | null;
  status: PostFormStatus | null;
  publicadoEm: string | null;
  slug: string | null;
  url: string | null;
  atualizadoEm: string | null;
  atualizadoPor: string | null;
};

/** A save refused because someone else saved the post first (409 VERSAO_DESATUALIZADA). */
export type SaveConflict = { message: string; current: PostCurrentVersion | null };

export function savedPostFrom(post: AdminPostDetail | null): SavedPost {
  return {
    id: post?.id ?? null,
    versao: post?.versao ?? null,
    status: post?.status ?? null,
    publicadoEm: post?.publicadoEm ?? null,
    slug: post?.slug ?? null,
    url: post?.url ?? null,
    atualizadoEm: post?.atualizadoEm ?? null,
    atualizadoPor: post?.atualizadoPor?.nome ?? null,
  };
}

function currentVersionFrom(body: unknown): PostCurrentVersion | null {
  const atual = (body as { atual?: unknown } | null)?.atual as Partial<PostCurrentVersion> | undefined;
  if (!atual || typeof atual.atualizadoEm !== 'string') return null;
  return { versao: Number(atual.versao), atualizadoPor: atual.atualizadoPor ?? null, atualizadoEm: atual.atualizadoEm };
}

export type PostSaveOptions = {
  saved: SavedPost;
  values: PostFormValues;
  publicarFacebook: boolean;
  /** The form's values with the status chosen, set before they are checked. */
  setValues: (values: PostFormValues) => void;
  feedback: Pick<FormErrors<FormField | 'geral'>, 'setErrors' | 'setFormError' | 'show'>;
  draft: Pick<PostDraftState, 'keepDraftNow' | 'forgetDraft'>;
  /**
   * The save stood: the form takes the answer as its saved state and `next` as its baseline. Work
   * it returns (sending the post for review) is awaited before a new post's page opens.
   */
  onSaved: (result: AdminPostDetail, next: PostFormValues) => void | Promise<void>;
  /**
   * The autosave's work still under way, or null when there is none: awaited before the
   * save, so a draft it is creating is saved over rather than created twice.
   */
  settle?: () => Promise<AdminPostDetail | null> | null;
};

export type PostSaveState = {
  /** The status being saved, while a request runs. */
  saving: PostFormStatus | null;
  conflict: SaveConflict | null;
  dismissConflict: () => void;
  /** `announce: false` leaves the success toast to the caller ("Enviar para revisão" says it once). */
  submit: (status: PostFormStatus, options?: { announce?: boolean }) => Promise<void>;
};

/** Saving the post with a status: the check, the request, its toasts, and a version conflict. */
export function usePostSave({ saved: savedState, values, publicarFacebook, setValues, feedback, draft, onSaved, settle }: PostSaveOptions): PostSaveState {
  const router = useRouter();
  const toast = useToast();
  const [saving, setSaving] = useState<PostFormStatus | null>(null);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const settling = useRef(false);
  const { setErrors, setFormError: setSummary, show: showErrors } = feedback;

  const submit = async (status: PostFormStatus, { announce = true }: { announce?: boolean } = {}) => {
    if (saving || settling.current) return;
    const next: PostFormValues = { ...values, status };
    setValues(next);
    const pending = settle?.() ?? null;
    let saved = savedState;
    if (pending) {
      settling.current = true;
      const created = await pending.finally(() => {
        settling.current = false;
      });
      // Clicked before the form had taken the new draft in: save over it.
      if (created && savedState.id === null) saved = savedPostFrom(created);
    }
    const payload = { ...buildPostPayload(next, saved, new Date()), publicarFacebook };
    const parsed = saved.id === null ? createPostSchema.safeParse(payload) : updatePostSchema.safeParse({ ...payload, versao: saved.versao });
    if (!parsed.success) {
      showErrors(errorsFromIssues(parsed.error.issues), 'Revise os campos destacados antes de salvar.');
      return;
    }
    setErrors({});
    setSummary(null);
    setSaving(status);
    // Stored before the request: if the session has expired, the login page comes next.
    draft.keepDraftNow({ values: next, publicarFacebook, savedAt: new Date().getTime() });
    try {
      const result =
        saved.id === null
          ? await adminFetch<AdminPostDetail>('/postagens', { method: 'POST', json: parsed.data })
          : await adminFetch<AdminPostDetail>(`/postagens/${saved.id}`, { method: 'PUT', json: parsed.data });
      if (announce) toast({ type: 'success', title: saveSuccessMessage(saved.status, result.status, result.publicadoEm) });
      // The save stands either way; the share's outcome is told apart.
      const shared = result.compartilhamentoFacebook;
      if (shared?.resultado === 'compartilhado') toast({ type: 'success', title: shared.mensagem });
      else if (shared) toast({ type: 'error', title: 'Não foi possível publicar no Facebook.', message: shared.mensagem });
      draft.forgetDraft();
      await onSaved(result, next);
      if (saved.id === null) router.replace(`/admin/postagens/${result.id}/editar`);
    } catch (failure) {
      if (failure instanceof AdminApiError) {
        if (failure.status === 409 && failure.codigo === 'VERSAO_DESATUALIZADA') {
          setConflict({ message: failure.message, current: currentVersionFrom(failure.body) });
          return;
        }
        const fieldErrors = errorsFromCampos(failure.campos);
        if (Object.keys(fieldErrors).length > 0) {
          showErrors(fieldErrors, failure.message);
          return;
        }
        // A 401 ends the session and goes to the login page (lib/admin/api): nothing to add here.
        if (failure.status === 401) return;
      }
      const message = failure instanceof Error ? failure.message : 'Tente novamente.';
      setSummary(message);
      toast({ type: 'error', title: 'Não foi possível salvar a postagem.', message });
    } finally {
      setSaving(null);
    }
  };

  return { saving, conflict, dismissConflict: () => setConflict(null), submit };
}
