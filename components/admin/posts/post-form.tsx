'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import clsx from 'clsx';
import type { EditorOutput } from '@/components/admin/editor/rich-text-editor';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast-provider';
import { AdminApiError, adminFetch } from '@/lib/admin/api';
import { readPostDraft, removePostDraft, writePostDraft } from '@/lib/admin/post-draft-storage';
import { getStoredUser } from '@/lib/admin/session';
import { postDraftKey, type PostDraft } from '@/lib/domain/post-draft';
import { formatDateTime } from '@/lib/domain/dates';
import {
  SUMMARY_MAX_LENGTH,
  buildPostPayload,
  defaultScheduleSlot,
  emptyPostForm,
  TITLE_MAX_LENGTH,
  isPostFormDirty,
  postToFormValues,
  saoPauloLocalToIso,
  saveSuccessMessage,
  slugFromTitle,
  submitActions,
  type PostFormStatus,
  type PostFormValues,
} from '@/lib/domain/post-form';
import { errorsFromCampos, errorsFromIssues, firstInvalidField, type FieldErrors, type FormField } from '@/lib/domain/post-form-errors';
import { POST_STATUSES, STATUS_LABELS, createPostSchema, updatePostSchema } from '@/lib/schemas/posts';
import { ConflictDialog } from './conflict-dialog';
import { FacebookShareField } from './facebook-share';
import { FIELD_IDS, FIELD_LABELS, FieldError, FormSection, errorId, inputClass } from './form-field';
import { FeaturedImageField, GalleryField } from './media-fields';
import { buttonStyles } from '@/components/ui/button-styles';
import { PostPreview } from './post-preview';
import { SlugField } from './slug-field';
import { StatusBadge } from './status-badge';
import { TagsInput } from './tags-input';
import type { CategoryOption } from '@/lib/schemas/categories';
import type { AdminPostDetail, FacebookShareState, PostCurrentVersion } from '@/lib/schemas/posts';
import type { FacebookAvailability } from '@/lib/schemas/settings';
import type { TeamOption } from '@/lib/schemas/team';
import { useUnsavedChangesWarning } from './use-unsaved-changes';

// Tiptap and ProseMirror load only here, in the panel, and only in the browser.
const RichTextEditor = dynamic(() => import('@/components/admin/editor/rich-text-editor'), {
  ssr: false,
  loading: () => (
    <p className="rounded-lg border border-slate-300 bg-white px-6 py-10 text-sm text-muted" role="status">
      Carregando editor…
    </p>
  ),
});

type Saved = {
  id: number | null;
  versao: number | null;
  status: PostFormStatus | null;
  publicadoEm: string | null;
  slug: string | null;
  url: string | null;
  atualizadoEm: string | null;
  atualizadoPor: string | null;
};

type Conflict = { message: string; current: PostCurrentVersion | null };

/** Unsaved edits are copied to local storage this long after the last change (and at once on leaving). */
const DRAFT_WRITE_DELAY_MS = 500;

export type PostFormProps = {
  /** The post being edited (GET /postagens/:id); null for a new one. */
  post: AdminPostDetail | null;
  categories: CategoryOption[];
  team: TeamOption[];
  /** Byline for the preview of a new post: the signed-in user. */
  userName: string;
  /** Loads the current version again (after a version conflict); edit mode only. */
  onReload?: () => void;
  /** Whether a Facebook page is connected ('Publicar no Facebook'); null while unknown. */
  facebook?: FacebookAvailability | null;
};

function savedFrom(post: AdminPostDetail | null): Saved {
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

function focusField(field: FormField) {
  const element = document.getElementById(FIELD_IDS[field]);
  element?.focus();
  element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

/** The one form of /admin/postagens/nova and /admin/postagens/[id]/editar. */
export function PostForm({ post, categories, team, userName, onReload, facebook = null }: PostFormProps) {
  const router = useRouter();
  const toast = useToast();
  const [initial] = useState<PostFormValues>(() => (post ? postToFormValues(post) : emptyPostForm()));
  const [values, setValues] = useState<PostFormValues>(initial);
  const [baseline, setBaseline] = useState<PostFormValues>(initial);
  // A new post's slug follows its title until the author edits it; a saved post keeps its URL.
  const [following, setFollowing] = useState(post === null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saving, setSaving] = useState<PostFormStatus | null>(null);
  const [saved, setSaved] = useState<Saved>(() => savedFrom(post));
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  // 'Publicar no Facebook' (issue 6): kept beside the form values, with its own saved baseline.
  const [publicarFacebook, setPublicarFacebook] = useState(post?.publicarFacebook === true);
  const [facebookBaseline, setFacebookBaseline] = useState(post?.publicarFacebook === true);
  const [facebookShare, setFacebookShare] = useState<FacebookShareState | null>(post?.facebook ?? null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const ids = { titulo: useId(), resumo: useId(), texto: useId(), agenda: useId() };

  const dirty = isPostFormDirty(baseline, values) || publicarFacebook !== facebookBaseline;
  useUnsavedChangesWarning(dirty);

  // ── The local copy of unsaved edits (lib/domain/post-draft) ──
  const [userKey] = useState<number | string>(() => getStoredUser()?.id ?? 'sem-usuario');
  const draftKey = postDraftKey(userKey, saved.id);
  // A copy left by an earlier visit (an expired session, a closed tab): offered once the editor has
  // read the post, if it differs from it; nothing is written over it until the editor decides.
  const [draftOffer, setDraftOffer] = useState<PostDraft | null>(() => readPostDraft(postDraftKey(userKey, post?.id ?? null)));
  const [editorReady, setEditorReady] = useState(false);
  const [editorSeed, setEditorSeed] = useState<{ key: number; json: unknown; html: string }>({ key: 0, json: post?.conteudoJson ?? null, html: post?.conteudo ?? '' });
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
    setValues(draft.values);
    setPublicarFacebook(draft.publicarFacebook);
    setFollowing(false);
    setEditorSeed((current) => ({ key: current.key + 1, json: draft.values.conteudoJson, html: draft.values.conteudo }));
    setDraftOffer(null);
  };

  const discardDraft = () => {
    removePostDraft(postDraftKey(userKey, post?.id ?? null));
    setDraftOffer(null);
  };

  const clearError = (field: FormField) =>
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K], field?: FormField) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(field ?? (key as FormField));
  };

  // The editor's own serialisation of the loaded text is the baseline: opening a post is not a change.
  const onEditorReady = useCallback(
    ({ html, json }: EditorOutput) => {
      setEditorReady(true);
      // A restored draft's text is a change, not the post's baseline.
      if (restoringDraft.current) {
        restoringDraft.current = false;
        return;
      }
      setBaseline((current) => ({ ...current, conteudo: html, conteudoJson: json }));
      setValues((current) => (current.conteudo === initial.conteudo ? { ...current, conteudo: html, conteudoJson: json } : current));
    },
    [initial.conteudo],
  );

  const onEditorChange = useCallback(({ html, json }: EditorOutput) => {
    setValues((current) => ({ ...current, conteudo: html, conteudoJson: json }));
    setErrors((current) => (current.conteudo === undefined ? current : { ...current, conteudo: undefined }));
  }, []);

  const showErrors = (fieldErrors: FieldErrors, message: string) => {
    setErrors(fieldErrors);
    setSummary(message);
    const first = firstInvalidField(fieldErrors);
    // After React has drawn the messages: the first invalid field, else the summary.
    window.setTimeout(() => (first ? focusField(first) : summaryRef.current?.focus()), 0);
  };

  const submit = async (status: PostFormStatus) => {
    if (saving) return;
    const next: PostFormValues = { ...values, status };
    setValues(next);
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
    pendingDraft.current = { values: next, publicarFacebook, savedAt: new Date().getTime() };
    flushDraft();
    try {
      const result =
        saved.id === null
          ? await adminFetch<AdminPostDetail>('/postagens', { method: 'POST', json: parsed.data })
          : await adminFetch<AdminPostDetail>(`/postagens/${saved.id}`, { method: 'PUT', json: parsed.data });
      toast({ type: 'success', title: saveSuccessMessage(saved.status, result.status, result.publicadoEm) });
      // The save stands either way; the share's outcome is told apart.
      const shared = result.compartilhamentoFacebook;
      if (shared?.resultado === 'compartilhado') toast({ type: 'success', title: shared.mensagem });
      else if (shared) toast({ type: 'error', title: 'Não foi possível publicar no Facebook.', message: shared.mensagem });
      removePostDraft(draftKey);
      wroteDraft.current = false;
      pendingDraft.current = null;
      setSaved(savedFrom(result));
      setBaseline(next);
      setFacebookBaseline(publicarFacebook);
      if (result.facebook) setFacebookShare(result.facebook);
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

  const category = categories.find((item) => String(item.id) === values.categoriaId) ?? null;
  const actions = submitActions(saved.status, values.status);
  const errorEntries = (Object.entries(errors) as [FormField | 'geral', string | undefined][]).filter(([, message]) => message);
  const scheduledIso = values.status === 'agendado' ? saoPauloLocalToIso(values.dataAgendada, values.horaAgendada) : null;
  const publication =
    values.status === 'agendado'
      ? { label: 'Agendado para', iso: scheduledIso }
      : saved.status === 'publicado' && saved.publicadoEm
        ? { label: 'Publicado em', iso: saved.publicadoEm }
        : { label: 'Ainda não publicado', iso: null };
  const resumoLength = values.resumo.trim().length;

  return (
    <form
      noValidate
      aria-label={post ? 'Editar postagem' : 'Nova postagem'}
      // No implicit submit: Enter in a text box must never publish.
      onSubmit={(event) => event.preventDefault()}
      className="mx-auto flex max-w-7xl flex-col gap-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Link href="/admin/postagens" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            <ChevronLeftIcon className="h-4 w-4" />
            Postagens
          </Link>
          <h1 className="truncate text-xl font-black text-ink">{post ? 'Editar postagem' : 'Nova postagem'}</h1>
          {saved.status && <StatusBadge status={saved.status} />}
          {dirty && (
            <span className="text-xs font-semibold text-amber-800" data-testid="alteracoes-pendentes">
              Alterações não salvas
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {saved.status === 'publicado' && saved.url && (
            <a href={saved.url} target="_blank" rel="noopener noreferrer" className={buttonStyles.ghost}>
              Ver no site
            </a>
          )}
          <button type="button" className={buttonStyles.secondary} onClick={() => setPreviewOpen(true)}>
            Pré-visualizar
          </button>
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className={action.primary ? buttonStyles.primary : buttonStyles.secondary}
              disabled={saving !== null}
              onClick={() => void submit(action.status)}
            >
              {saving === action.status ? 'Salvando…' : action.label}
            </button>
          ))}
        </div>
      </div>

      {shownDraft && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="rascunho-local">
          <p>
            <span className="font-bold">Há alterações desta postagem que não foram salvas</span>, feitas neste navegador em {formatDateTime(new Date(shownDraft.savedAt).toISOString())}.
          </p>
          <div className="flex gap-2">
            <button type="button" className={buttonStyles.secondary} onClick={discardDraft}>
              Descartar
            </button>
            <button type="button" className={buttonStyles.primary} onClick={() => restoreDraft(shownDraft)}>
              Recuperar rascunho
            </button>
          </div>
        </div>
      )}

      {summary && (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 outline-none" data-testid="resumo-erros">
          <p className="font-bold">{summary}</p>
          {errorEntries.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {errorEntries.map(([field, message]) => (
                <li key={field}>
                  {field === 'geral' ? (
                    message
                  ) : (
                    <button type="button" className="text-left underline" onClick={() => focusField(field)}>
                      {FIELD_LABELS[field]}: {message}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between gap-2">
                <label htmlFor={FIELD_IDS.titulo} className="text-sm font-bold text-ink">
                  Título
                </label>
                <span id={ids.titulo} className={clsx('text-xs', values.titulo.trim().length >= TITLE_MAX_LENGTH ? 'font-bold text-amber-800' : 'text-muted')}>
                  {values.titulo.trim().length}/{TITLE_MAX_LENGTH}
                </span>
              </div>
              <input
                id={FIELD_IDS.titulo}
                type="text"
                value={values.titulo}
                onChange={(event) => {
                  const titulo = event.target.value;
                  setValues((current) => ({ ...current, titulo, slug: following ? slugFromTitle(titulo) : current.slug }));
                  clearError('titulo');
                  if (following) clearError('slug');
                }}
                placeholder="Manchete da notícia"
                maxLength={TITLE_MAX_LENGTH}
                aria-invalid={errors.titulo ? true : undefined}
                aria-describedby={clsx(ids.titulo, errors.titulo && errorId('titulo'))}
                className={clsx(inputClass(Boolean(errors.titulo)), 'text-lg font-bold')}
              />
              <FieldError field="titulo" message={errors.titulo} />
            </div>

            <SlugField
              value={values.slug}
              following={following}
              postId={saved.id}
              savedSlug={saved.slug}
              categorySlug={category?.slug ?? null}
              error={errors.slug}
              onChange={(slug, byHand) => {
                if (byHand) setFollowing(false);
                set('slug', slug);
              }}
              onRegenerate={() => {
                setFollowing(true);
                set('slug', slugFromTitle(values.titulo));
              }}
              onBlur={() => {
                if (values.slug.trim() === '') {
                  setFollowing(true);
                  set('slug', slugFromTitle(values.titulo));
                } else {
                  const tidy = slugFromTitle(values.slug);
                  if (tidy && tidy !== values.slug) set('slug', tidy);
                }
              }}
            />

            <div className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between gap-2">
                <label htmlFor={FIELD_IDS.resumo} className="text-sm font-bold text-ink">
                  Resumo
                </label>
                <span id={ids.resumo} className={clsx('text-xs', resumoLength > SUMMARY_MAX_LENGTH ? 'font-bold text-red-700' : 'text-muted')} aria-live="polite">
                  {resumoLength}/{SUMMARY_MAX_LENGTH}
                </span>
              </div>
              <textarea
                id={FIELD_IDS.resumo}
                value={values.resumo}
                rows={3}
                onChange={(event) => set('resumo', event.target.value)}
                placeholder="Uma ou duas frases que aparecem na lista de notícias e no compartilhamento."
                aria-invalid={errors.resumo ? true : undefined}
                aria-describedby={clsx(ids.resumo, errors.resumo && errorId('resumo'))}
                className={inputClass(Boolean(errors.resumo))}
              />
              <FieldError field="resumo" message={errors.resumo} />
            </div>
          </div>

          <div className="flex flex-col gap-1">
            <h2 id={ids.texto} className="text-sm font-bold text-ink">
              Texto
            </h2>
            <RichTextEditor
              key={editorSeed.key}
              initialJson={editorSeed.json as EditorOutput['json'] | null}
              initialHtml={editorSeed.html}
              onChange={onEditorChange}
              onReady={onEditorReady}
              id={FIELD_IDS.conteudo}
              labelledBy={ids.texto}
              describedBy={errors.conteudo ? errorId('conteudo') : undefined}
              invalid={Boolean(errors.conteudo)}
            />
            <FieldError field="conteudo" message={errors.conteudo} />
          </div>

          <FormSection title="Galeria">
            <GalleryField items={values.galeria} onChange={(galeria) => set('galeria', galeria)} error={errors.galeria} />
          </FormSection>
        </div>

        <aside className="flex flex-col gap-4" aria-label="Opções da postagem">
          <FormSection title="Publicação">
            <div className="flex flex-col gap-1">
              <label htmlFor={FIELD_IDS.status} className="text-sm font-bold text-ink">
                Status
              </label>
              <select
                id={FIELD_IDS.status}
                value={values.status}
                onChange={(event) => {
                  const status = event.target.value as PostFormStatus;
                  setValues((current) => {
                    const scheduleMissing = status === 'agendado' && (!current.dataAgendada || !current.horaAgendada);
                    const slot = scheduleMissing ? defaultScheduleSlot() : null;
                    return { ...current, status, ...(slot ? { dataAgendada: slot.date, horaAgendada: slot.time } : {}) };
                  });
                  clearError('status');
                  clearError('publicadoEm');
                }}
                className={inputClass(Boolean(errors.status))}
              >
                {POST_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </select>
              <FieldError field="status" message={errors.status} />
            </div>
            {values.status === 'agendado' && (
              <fieldset className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3" aria-describedby={clsx(ids.agenda, errors.publicadoEm && errorId('publicadoEm'))}>
                <legend className="px-1 text-sm font-bold text-ink">Publicar em</legend>
                <div className="grid grid-cols-2 gap-2">
                  <div className="flex flex-col gap-1">
                    <label htmlFor={FIELD_IDS.publicadoEm} className="text-xs font-bold text-slate-700">
                      Data
                    </label>
                    <input
                      id={FIELD_IDS.publicadoEm}
                      type="date"
                      value={values.dataAgendada}
                      onChange={(event) => set('dataAgendada', event.target.value, 'publicadoEm')}
                      aria-invalid={errors.publicadoEm ? true : undefined}
                      className={inputClass(Boolean(errors.publicadoEm))}
                    />
                  </div>
                  <div className="flex flex-col gap-1">
                    <label htmlFor={`${FIELD_IDS.publicadoEm}-hora`} className="text-xs font-bold text-slate-700">
                      Hora
                    </label>
                    <input
                      id={`${FIELD_IDS.publicadoEm}-hora`}
                      type="time"
                      value={values.horaAgendada}
                      onChange={(event) => set('horaAgendada', event.target.value, 'publicadoEm')}
                      aria-invalid={errors.publicadoEm ? true : undefined}
                      className={inputClass(Boolean(errors.publicadoEm))}
                    />
                  </div>
                </div>
                <p id={ids.agenda} className="text-xs text-amber-900">
                  Horário de Brasília{scheduledIso ? ` · ${formatDateTime(scheduledIso)}` : ''}
                </p>
                <FieldError field="publicadoEm" message={errors.publicadoEm} />
              </fieldset>
            )}
            <label className="flex items-start gap-2 text-sm text-ink">
              <input
                id={FIELD_IDS.destaque}
                type="checkbox"
                checked={values.destaque}
                onChange={(event) => set('destaque', event.target.checked)}
                className="mt-0.5 h-4 w-4 accent-brand-600"
              />
              <span>
                <span className="font-bold">Destaque</span>
                <span className="block text-xs text-muted">Aparece entre os destaques da página inicial.</span>
              </span>
            </label>
            <FacebookShareField
              availability={facebook}
              checked={publicarFacebook}
              onChange={setPublicarFacebook}
              postId={saved.id}
              share={facebookShare}
              onShared={setFacebookShare}
            />
            {saved.atualizadoEm && (
              <p className="text-xs text-muted">
                Última alteração{saved.atualizadoPor ? ` por ${saved.atualizadoPor}` : ''} em {formatDateTime(saved.atualizadoEm)}.
              </p>
            )}
          </FormSection>

          <FormSection title="Classificação">
            <div className="flex flex-col gap-1">
              <label htmlFor={FIELD_IDS.categoriaId} className="text-sm font-bold text-ink">
                Categoria
              </label>
              <select
                id={FIELD_IDS.categoriaId}
                value={values.categoriaId}
                onChange={(event) => set('categoriaId', event.target.value)}
                aria-invalid={errors.categoriaId ? true : undefined}
                aria-describedby={errors.categoriaId ? errorId('categoriaId') : undefined}
                className={inputClass(Boolean(errors.categoriaId))}
              >
                <option value="">Escolha uma categoria</option>
                {categories.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.nome}
                  </option>
                ))}
              </select>
              <FieldError field="categoriaId" message={errors.categoriaId} />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={FIELD_IDS.membroEquipeId} className="text-sm font-bold text-ink">
                Membro da equipe
              </label>
              <select
                id={FIELD_IDS.membroEquipeId}
                value={values.membroEquipeId}
                onChange={(event) => set('membroEquipeId', event.target.value)}
                aria-invalid={errors.membroEquipeId ? true : undefined}
                aria-describedby={clsx(`${FIELD_IDS.membroEquipeId}-dica`, errors.membroEquipeId && errorId('membroEquipeId'))}
                className={inputClass(Boolean(errors.membroEquipeId))}
              >
                <option value="">Nenhum</option>
                {team.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.cargo ? `${member.nome} — ${member.cargo}` : member.nome}
                  </option>
                ))}
              </select>
              <p id={`${FIELD_IDS.membroEquipeId}-dica`} className="text-xs text-muted">
                Opcional: assina a postagem (colunistas, apresentadores).
              </p>
              <FieldError field="membroEquipeId" message={errors.membroEquipeId} />
            </div>
            <TagsInput tags={values.tags} onChange={(tags) => set('tags', tags)} error={errors.tags} />
          </FormSection>

          <FormSection title="Imagem destacada">
            <FeaturedImageField
              url={values.imagemDestaque}
              legenda={values.legenda}
              onChange={(url) => set('imagemDestaque', url)}
              onLegendaChange={(legenda) => set('legenda', legenda)}
              error={errors.imagemDestaque}
              legendaError={errors.legenda}
            />
          </FormSection>
        </aside>
      </div>

      <PostPreview
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        values={values}
        categories={categories}
        team={team}
        authorName={post?.autor.nome ?? userName}
        publication={publication}
      />

      <ConflictDialog
        open={conflict !== null}
        message={conflict?.message ?? ''}
        current={conflict?.current ?? null}
        myHtml={values.conteudo}
        onKeepEditing={() => setConflict(null)}
        onReload={() => {
          setConflict(null);
          onReload?.();
        }}
      />
    </form>
  );
}
