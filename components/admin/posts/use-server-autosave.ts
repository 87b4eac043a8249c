'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AdminApiError, adminApiUrl, adminFetch } from '@/lib/admin/api';
import { getToken } from '@/lib/admin/session';
import { AUTOSAVE_INTERVAL_MS, AUTOSAVE_KEEPALIVE_MAX_BYTES, autoDraftValues, snapshotToFormValues, type AutosaveState } from '@/lib/domain/post-autosave';
import { buildPostPayload, isPostFormDirty, type PostFormValues } from '@/lib/domain/post-form';
import { createPostSchema, type AdminPostDetail } from '@/lib/schemas/posts';
import type { AutosaveSaved, PostAutosave } from '@/lib/schemas/post-revisions';
import type { SavedPost } from './use-post-save';

export type ServerAutosaveOptions = {
  /** The post the form opened (null for a new one): its autosave is looked for on opening. */
  post: AdminPostDetail | null;
  saved: SavedPost;
  values: PostFormValues;
  publicarFacebook: boolean;
  dirty: boolean;
  /** What the form counts as saved, and whether the editor has read the text in: a stored autosave is offered only if it differs. */
  baseline: PostFormValues;
  editorReady: boolean;
  /** This browser's local copy is being offered: nothing is sent over either copy until the editor decides. */
  localOffer: boolean;
  /** The first category the form offers: a new post's first draft goes there when none is chosen. */
  fallbackCategoryId: string | null;
  /** A never-saved post was stored as a draft with `sent`: the form takes it as its saved state. */
  onCreated: (result: AdminPostDetail, sent: PostFormValues) => void;
};

export type ServerAutosaveState = {
  /** The user's autosave of this post found on opening and differing from it, until recovered or discarded. */
  offer: PostAutosave | null;
  /** The opening check has answered (or failed): offers can be chosen between. */
  checked: boolean;
  state: AutosaveState;
  /**
   * Before "Salvar": the clock is stopped and what is in flight is waited for (null when nothing is,
   * so the save starts at once); answers the draft it created, if any, to save over.
   */
  settle: () => Promise<AdminPostDetail | null> | null;
  /** After "Salvar": the save replaced the autosave (the server deleted it). */
  forget: () => void;
  /** "Recuperar": the stored autosave is in the form now (and is sent again from there). */
  takeStored: () => void;
  /** "Descartar" (of either offer): the stored autosave is deleted. */
  discardStored: () => void;
};

function isAutosave(body: unknown): body is PostAutosave {
  if (typeof body !== 'object' || body === null) return false;
  const { versao, dados, atualizadoEm } = body as Record<string, unknown>;
  const fields = dados as Record<string, unknown> | null;
  return typeof versao === 'number' && typeof atualizadoEm === 'string' && typeof fields === 'object' && fields !== null && typeof fields.titulo === 'string' && typeof fields.conteudo === 'string';
}

/** A backend without autosave (a station backend at API_URL), or a post no longer reachable: stop asking. */
const unsupported = (error: unknown) => error instanceof AdminApiError && [403, 404, 405, 501].includes(error.status);

type Latest = Omit<ServerAutosaveOptions, 'post'> & { paused: boolean };

function autosaveBody({ values, saved, publicarFacebook }: Latest) {
  const payload = buildPostPayload(values, saved, new Date());
  return { ...payload, categoriaId: payload.categoriaId ?? null, publicarFacebook, versao: saved.versao };
}

/**
 * Autosave to the server: while the form has changes, what it holds is sent at
 * most every AUTOSAVE_INTERVAL_MS (the first change starts the clock), and once more, if it fits a
 * keep-alive request, when the tab goes away. It never changes the post. A never-saved post is
 * first created as a draft once its title is valid. Offline, the local copy (usePostDraft) keeps the
 * text and it is sent when the connection returns; a 401 goes to the login page as every request
 * does, and the local copy is offered on return.
 */
export function useServerAutosave(options: ServerAutosaveOptions): ServerAutosaveState {
  const { post, dirty, values, publicarFacebook, saved, baseline, editorReady, localOffer } = options;
  const [stored, setStored] = useState<PostAutosave | null>(null);
  const [checked, setChecked] = useState(post === null);
  const [state, setState] = useState<AutosaveState>({ kind: 'inativo' });
  const storedValues = useMemo(() => (stored ? snapshotToFormValues(stored.dados) : null), [stored]);
  const offer = stored && editorReady && storedValues && isPostFormDirty(baseline, storedValues) ? stored : null;
  // Until the opening check answers, and while a copy waits for a decision, nothing is sent over it.
  const paused = !checked || offer !== null || localOffer;
  const latest = useRef<Latest>({ ...options, paused });
  const timer = useRef<number | null>(null);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const creating = useRef<Promise<AdminPostDetail | null> | null>(null);
  const created = useRef<AdminPostDetail | null>(null);
  const lastSent = useRef<string | null>(null);
  const wrote = useRef(false);
  const stopped = useRef(false);

  useEffect(() => {
    latest.current = { ...options, paused };
  });

  // Opening a saved post: is there an autosave of it, by this user, newer than its last save?
  useEffect(() => {
    if (post === null) return;
    let cancelled = false;
    adminFetch<unknown>(`/postagens/${post.id}/autosalvamento`).then(
      (body) => {
        if (cancelled) return;
        setStored(isAutosave(body) ? body : null);
        setChecked(true);
      },
      (error: unknown) => {
        if (cancelled) return;
        if (unsupported(error)) stopped.current = true;
        setChecked(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [post]);

  const failed = useCallback((error: unknown) => {
    if (!(error instanceof AdminApiError)) return;
    if (error.status === 0) setState({ kind: 'offline' });
    else if (unsupported(error)) stopped.current = true;
    else if (error.status === 409 && error.codigo === 'VERSAO_DESATUALIZADA') {
      const atual = (error.body as { atual?: { versao?: unknown } } | null)?.atual?.versao;
      // Our own save made it stale (it raced the save): nothing to say.
      if (typeof atual === 'number' && (latest.current.saved.versao ?? 0) >= atual) return;
      stopped.current = true;
      setState({ kind: 'conflito' });
    }
    // 401: the login page is next (lib/admin/api); 400: too large or malformed, the local copy keeps it.
  }, []);

  const createDraft = useCallback((): Promise<AdminPostDetail | null> => {
    if (creating.current) return creating.current;
    const current = latest.current;
    const sent = autoDraftValues(current.values, current.fallbackCategoryId);
    if (!sent) return Promise.resolve(null);
    const parsed = createPostSchema.safeParse({ ...buildPostPayload(sent, current.saved, new Date()), publicarFacebook: current.publicarFacebook });
    // Not a valid draft yet (a title under 5 letters, say): the next change tries again.
    if (!parsed.success) return Promise.resolve(null);
    const request = adminFetch<AdminPostDetail>('/postagens', { method: 'POST', json: parsed.data })
      .then((result) => {
        created.current = result;
        latest.current.onCreated(result, sent);
        setState({ kind: 'rascunho-criado', em: result.criadoEm ?? new Date().toISOString() });
        return result;
      })
      .catch((error: unknown) => {
        failed(error);
        return null;
      })
      .finally(() => {
        creating.current = null;
      });
    creating.current = request;
    return request;
  }, [failed]);

  const send = useCallback(async () => {
    timer.current = null;
    const current = latest.current;
    if (stopped.current || current.paused || !current.dirty) return;
    if (current.saved.id === null) {
      await createDraft();
      return;
    }
    const body = autosaveBody(current);
    const json = JSON.stringify(body);
    if (json === lastSent.current) return;
    const request = adminFetch<AutosaveSaved>(`/postagens/${current.saved.id}/autosalvamento`, { method: 'PUT', json: body });
    inFlight.current = request;
    try {
      const result = await request;
      lastSent.current = json;
      wrote.current = true;
      setState({ kind: 'salvo', em: result?.atualizadoEm ?? new Date().toISOString() });
    } catch (error) {
      failed(error);
    } finally {
      if (inFlight.current === request) inFlight.current = null;
    }
  }, [createDraft, failed]);

  // The clock starts at the first change and is not restarted by the next ones: typing without a
  // pause is still sent every interval.
  useEffect(() => {
    if (paused || stopped.current) return;
    if (dirty) {
      if (timer.current === null) timer.current = window.setTimeout(() => void send(), AUTOSAVE_INTERVAL_MS);
      return;
    }
    if (timer.current !== null) {
      window.clearTimeout(timer.current);
      timer.current = null;
    }
    // Undone back to what is saved: the autosave this visit wrote would offer stale text.
    if (wrote.current && saved.id !== null) {
      wrote.current = false;
      lastSent.current = null;
      adminFetch(`/postagens/${saved.id}/autosalvamento`, { method: 'DELETE' }).catch(() => {});
    }
  }, [paused, dirty, values, publicarFacebook, saved.id, send]);

  // Back online: what waited is sent now.
  useEffect(() => {
    const onOnline = () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = null;
      void send();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [send]);

  // The tab goes away (closed, reloaded, another address): one last autosave, if it fits a keep-alive request.
  useEffect(() => {
    const onPageHide = () => {
      const current = latest.current;
      if (stopped.current || current.paused || !current.dirty || current.saved.id === null || typeof fetch !== 'function') return;
      const json = JSON.stringify(autosaveBody(current));
      const token = getToken();
      if (!token || json === lastSent.current || new TextEncoder().encode(json).length > AUTOSAVE_KEEPALIVE_MAX_BYTES) return;
      fetch(adminApiUrl(`/postagens/${current.saved.id}/autosalvamento`), {
        method: 'PUT',
        keepalive: true,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: json,
      }).catch(() => {});
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const settle = useCallback((): Promise<AdminPostDetail | null> | null => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    if (!inFlight.current && !creating.current) return null;
    return (async () => {
      await inFlight.current?.catch(() => {});
      await creating.current;
      return created.current;
    })();
  }, []);

  const forget = useCallback(() => {
    wrote.current = false;
    lastSent.current = null;
    setStored(null);
    setState({ kind: 'inativo' });
  }, []);

  const takeStored = useCallback(() => setStored(null), []);

  const discardStored = useCallback(() => {
    setStored(null);
    if (post !== null) adminFetch(`/postagens/${post.id}/autosalvamento`, { method: 'DELETE' }).catch(() => {});
  }, [post]);

  return { offer, checked, state, settle, forget, takeStored, discardStored };
}
