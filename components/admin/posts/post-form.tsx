'use client';

import { useCallback, useState } from 'react';
import type { EditorOutput } from '@/components/admin/editor/rich-text-editor';
import { emptyPostForm, isPostFormDirty, POST_FORM_STATUSES, postToFormValues, saoPauloLocalToIso, type PostFormValues } from '@/lib/domain/post-form';
import { FORM_FIELD_ORDER, type FormField } from '@/lib/domain/post-form-errors';
import { autosaveStatusText } from '@/lib/domain/post-autosave';
import { isPublishingStatus } from '@/lib/domain/post-review';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConflictDialog } from './conflict-dialog';
import { ErrorSummary } from './error-summary';
import { FormSection, postFieldId } from './form-field';
import { RecoveryOffers } from './autosave-offer';
import { HeadlineFields } from './headline-fields';
import { GalleryField } from './media-fields';
import { PostFormAside } from './post-form-aside';
import { PostFormHeader } from './post-form-header';
import { PostPreview } from './post-preview';
import { PostTextField } from './post-text-field';
import { ReviewNotice } from './review-notice';
import { usePostReview, useReviewPermissions } from './use-post-review';
import { RevisionHistory } from './revision-history';
import type { CategoryOption } from '@/lib/schemas/categories';
import type { AdminPostDetail, FacebookShareState } from '@/lib/schemas/posts';
import type { FacebookAvailability } from '@/lib/schemas/settings';
import type { TeamOption } from '@/lib/schemas/team';
import { useFormErrors } from '@/components/admin/forms/use-form-errors';
import { usePostFields } from './use-post-fields';
import { usePostDraft } from './use-post-draft';
import { savedPostFrom, usePostSave, type SavedPost } from './use-post-save';
import { useServerAutosave } from './use-server-autosave';
import { useUnsavedChangesWarning } from '@/lib/hooks/use-unsaved-changes';

export type PostFormProps = {
  /** The post being edited (GET /postagens/:id); null for a new one. */
  post: AdminPostDetail | null;
  categories: CategoryOption[];
  team: TeamOption[];
  /** Byline for the preview of a new post: the signed-in user. */
  userName: string;
  /** Loads the post again (after a version conflict, a restore), by its id: a new post may have one by then. */
  onReload?: (savedId?: number) => void;
  /** Whether a Facebook page is connected ('Publicar no Facebook'); null while unknown. */
  facebook?: FacebookAvailability | null;
};

/** The one form of /admin/postagens/nova and /admin/postagens/[id]/editar. */
export function PostForm({ post, categories, team, userName, onReload, facebook = null }: PostFormProps) {
  const [initial] = useState<PostFormValues>(() => (post ? postToFormValues(post) : emptyPostForm()));
  const [baseline, setBaseline] = useState<PostFormValues>(initial);
  const [saved, setSaved] = useState<SavedPost>(() => savedPostFrom(post));
  const [previewOpen, setPreviewOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  // 'Publicar no Facebook': kept beside the form values, with its own saved baseline.
  const [publicarFacebook, setPublicarFacebook] = useState(post?.publicarFacebook === true);
  const [facebookBaseline, setFacebookBaseline] = useState(post?.publicarFacebook === true);
  const [facebookShare, setFacebookShare] = useState<FacebookShareState | null>(post?.facebook ?? null);
  const feedback = useFormErrors<FormField | 'geral'>(postFieldId, FORM_FIELD_ORDER, { scroll: true });
  const { errors, setErrors, formError: summary, summaryRef, clearError } = feedback;
  const fields = usePostFields({ initial, followTitle: post === null, clearError });
  const { values, setValues, following, setFollowing, set } = fields;

  const dirty = isPostFormDirty(baseline, values) || publicarFacebook !== facebookBaseline;
  useUnsavedChangesWarning(dirty);

  const draft = usePostDraft({
    post,
    savedId: saved.id,
    baseline,
    values,
    publicarFacebook,
    dirty,
    onRestore: (restored) => {
      setValues(restored.values);
      setPublicarFacebook(restored.publicarFacebook);
      setFollowing(false);
    },
  });
  const { editorLoaded } = draft;

  // Autosave to the server: one prompt when there are two copies to recover, for the newer.
  const autosave = useServerAutosave({
    post,
    saved,
    values,
    publicarFacebook,
    dirty,
    baseline,
    editorReady: draft.editorReady,
    localOffer: draft.shownDraft !== null,
    fallbackCategoryId: categories[0] ? String(categories[0].id) : null,
    onCreated: (result, sent) => {
      // The copy kept under 'nova' now belongs to this post (usePostDraft keys it by id from here on).
      draft.forgetDraft();
      setSaved(savedPostFrom(result));
      setBaseline(sent);
      setValues((current) => (current.categoriaId === '' ? { ...current, categoriaId: sent.categoriaId } : current));
      // The address of the post being edited, without remounting the form under the editor's cursor.
      window.history.replaceState(window.history.state, '', `/admin/postagens/${result.id}/editar`);
    },
  });

  const { saving, conflict, dismissConflict, submit } = usePostSave({
    saved,
    values,
    publicarFacebook,
    setValues,
    feedback,
    draft,
    settle: autosave.settle,
    onSaved: (result, next) => {
      autosave.forget();
      setSaved(savedPostFrom(result));
      setBaseline(next);
      setFacebookBaseline(publicarFacebook);
      if (result.facebook) setFacebookShare(result.facebook);
      // "Enviar para revisão" is done before a new post's page opens.
      return postReview.afterSave(result);
    },
  });

  // Review before publishing: who may publish, this post's review state, its actions.
  const permissions = useReviewPermissions();
  const postReview = usePostReview({ post, saved, needsSave: dirty, submit, onChanged: permissions.refresh });
  // An author who may not publish picks a draft or archived (the saved public status still shows).
  const statuses = permissions.canPublish ? undefined : POST_FORM_STATUSES.filter((status) => !isPublishingStatus(status) || status === values.status);
  const offerSend = !permissions.canPublish && values.status === 'rascunho' && (saved.status === null || saved.status === 'rascunho') && postReview.review?.estado !== 'pendente';

  // The editor's own serialisation of the loaded text is the baseline: opening a post is not a change.
  const onEditorReady = useCallback(
    ({ html, json }: EditorOutput) => {
      // A restored draft's text is a change, not the post's baseline.
      if (editorLoaded()) return;
      setBaseline((current) => ({ ...current, conteudo: html, conteudoJson: json }));
      setValues((current) => (current.conteudo === initial.conteudo ? { ...current, conteudo: html, conteudoJson: json } : current));
    },
    [editorLoaded, initial.conteudo, setValues],
  );

  const onEditorChange = useCallback(
    ({ html, json }: EditorOutput) => {
      setValues((current) => ({ ...current, conteudo: html, conteudoJson: json }));
      setErrors((current) => (current.conteudo === undefined ? current : { ...current, conteudo: undefined }));
    },
    [setErrors, setValues],
  );

  const category = categories.find((item) => String(item.id) === values.categoriaId) ?? null;
  const publication =
    values.status === 'agendado'
      ? { label: 'Agendado para', iso: saoPauloLocalToIso(values.dataAgendada, values.horaAgendada) }
      : saved.status === 'publicado' && saved.publicadoEm
        ? { label: 'Publicado em', iso: saved.publicadoEm }
        : { label: 'Ainda não publicado', iso: null };

  // A new post the autosave has stored is being edited from then on.
  const formTitle = saved.id !== null ? 'Editar postagem' : 'Nova postagem';

  return (
    <form
      noValidate
      aria-label={formTitle}
      // No implicit submit: Enter in a text box must never publish.
      onSubmit={(event) => event.preventDefault()}
      className="mx-auto flex max-w-7xl flex-col gap-4"
    >
      <PostFormHeader
        title={formTitle}
        savedStatus={saved.status}
        savedUrl={saved.url}
        status={values.status}
        dirty={dirty}
        saving={saving}
        onPreview={() => setPreviewOpen(true)}
        onSubmit={submit}
        onHistory={saved.id !== null ? () => setHistoryOpen(true) : undefined}
        autosaveNote={autosaveStatusText(autosave.state)}
        canPublish={permissions.canPublish}
        reviewState={postReview.review?.estado ?? null}
        reviewAction={
          offerSend ? (
            <button type="button" className={buttonStyles.primary} disabled={saving !== null || postReview.sending} onClick={() => void postReview.send()}>
              {postReview.sending ? 'Enviando…' : 'Enviar para revisão'}
            </button>
          ) : null
        }
      />

      <ReviewNotice
        review={postReview.review}
        savedStatus={saved.status}
        canPublish={permissions.canPublish}
        reviews={permissions.reviews}
        dirty={dirty}
        returning={postReview.returning}
        onReturn={postReview.returnToAuthor}
      />

      <RecoveryOffers draft={draft} autosave={autosave} />

      {summary && <ErrorSummary ref={summaryRef} summary={summary} errors={errors} />}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <HeadlineFields
            values={values}
            errors={errors}
            following={following}
            postId={saved.id}
            savedSlug={saved.slug}
            categorySlug={category?.slug ?? null}
            onTitleChange={fields.changeTitle}
            onSlugChange={fields.changeSlug}
            onSlugRegenerate={fields.followTitleAgain}
            onSlugBlur={fields.tidySlug}
            set={set}
          />

          <PostTextField seed={draft.editorSeed} error={errors.conteudo} onChange={onEditorChange} onReady={onEditorReady} />

          <FormSection title="Galeria">
            <GalleryField items={values.galeria} onChange={(galeria) => set('galeria', galeria)} error={errors.galeria} />
          </FormSection>
        </div>

        <PostFormAside
          values={values}
          errors={errors}
          set={set}
          onStatusChange={fields.changeStatus}
          onUrgentChange={fields.changeUrgent}
          statuses={statuses}
          saved={saved}
          coverageRunning={Boolean(post?.coberturaInicio && !post.coberturaFim)}
          categories={categories}
          team={team}
          facebook={facebook}
          publicarFacebook={publicarFacebook}
          onPublicarFacebookChange={setPublicarFacebook}
          facebookShare={facebookShare}
          onFacebookShared={setFacebookShare}
        />
      </div>

      <PostPreview
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        values={values}
        categories={categories}
        team={team}
        authorName={post?.autor.nome ?? userName}
        publication={publication}
        dirty={dirty}
      />

      <ConflictDialog
        open={conflict !== null}
        message={conflict?.message ?? ''}
        current={conflict?.current ?? null}
        myHtml={values.conteudo}
        onKeepEditing={dismissConflict}
        onReload={() => {
          dismissConflict();
          onReload?.(saved.id ?? undefined);
        }}
      />

      {saved.id !== null && historyOpen && (
        <RevisionHistory
          open
          onClose={() => setHistoryOpen(false)}
          postId={saved.id}
          versao={saved.versao}
          values={values}
          dirty={dirty}
          categories={categories}
          onRestored={(result) => {
            // The form's unsaved text was given up by the restore (the dialog said so).
            draft.forgetDraft();
            autosave.forget();
            setHistoryOpen(false);
            onReload?.(result.id);
          }}
        />
      )}
    </form>
  );
}
