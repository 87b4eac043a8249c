'use client';

import { useCallback, useState } from 'react';
import type { EditorOutput } from '@/components/admin/editor/rich-text-editor';
import {
  defaultScheduleSlot,
  emptyPostForm,
  isPostFormDirty,
  postToFormValues,
  saoPauloLocalToIso,
  slugFromTitle,
  type PostFormStatus,
  type PostFormValues,
} from '@/lib/domain/post-form';
import type { FormField } from '@/lib/domain/post-form-errors';
import { ClassificationFields } from './classification-fields';
import { ConflictDialog } from './conflict-dialog';
import { ErrorSummary } from './error-summary';
import { FormSection, type SetPostField } from './form-field';
import { HeadlineFields } from './headline-fields';
import { LocalDraftNotice } from './local-draft-notice';
import { FeaturedImageField, GalleryField } from './media-fields';
import { PostFormHeader } from './post-form-header';
import { PostPreview } from './post-preview';
import { PostTextField } from './post-text-field';
import { PublicationPanel } from './publication-panel';
import type { CategoryOption } from '@/lib/schemas/categories';
import type { AdminPostDetail, FacebookShareState } from '@/lib/schemas/posts';
import type { FacebookAvailability } from '@/lib/schemas/settings';
import type { TeamOption } from '@/lib/schemas/team';
import { useFieldErrors } from './use-field-errors';
import { usePostDraft } from './use-post-draft';
import { savedPostFrom, usePostSave, type SavedPost } from './use-post-save';
import { useUnsavedChangesWarning } from './use-unsaved-changes';

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

/** The one form of /admin/postagens/nova and /admin/postagens/[id]/editar. */
export function PostForm({ post, categories, team, userName, onReload, facebook = null }: PostFormProps) {
  const [initial] = useState<PostFormValues>(() => (post ? postToFormValues(post) : emptyPostForm()));
  const [values, setValues] = useState<PostFormValues>(initial);
  const [baseline, setBaseline] = useState<PostFormValues>(initial);
  // A new post's slug follows its title until the author edits it; a saved post keeps its URL.
  const [following, setFollowing] = useState(post === null);
  const [saved, setSaved] = useState<SavedPost>(() => savedPostFrom(post));
  const [previewOpen, setPreviewOpen] = useState(false);
  // 'Publicar no Facebook' (issue 6): kept beside the form values, with its own saved baseline.
  const [publicarFacebook, setPublicarFacebook] = useState(post?.publicarFacebook === true);
  const [facebookBaseline, setFacebookBaseline] = useState(post?.publicarFacebook === true);
  const [facebookShare, setFacebookShare] = useState<FacebookShareState | null>(post?.facebook ?? null);
  const feedback = useFieldErrors();
  const { errors, setErrors, summary, summaryRef, clearError } = feedback;

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

  const { saving, conflict, dismissConflict, submit } = usePostSave({
    saved,
    values,
    publicarFacebook,
    setValues,
    feedback,
    draft,
    onSaved: (result, next) => {
      setSaved(savedPostFrom(result));
      setBaseline(next);
      setFacebookBaseline(publicarFacebook);
      if (result.facebook) setFacebookShare(result.facebook);
    },
  });

  const set: SetPostField = (key, value, field) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(field ?? (key as FormField));
  };

  // The editor's own serialisation of the loaded text is the baseline: opening a post is not a change.
  const onEditorReady = useCallback(
    ({ html, json }: EditorOutput) => {
      // A restored draft's text is a change, not the post's baseline.
      if (editorLoaded()) return;
      setBaseline((current) => ({ ...current, conteudo: html, conteudoJson: json }));
      setValues((current) => (current.conteudo === initial.conteudo ? { ...current, conteudo: html, conteudoJson: json } : current));
    },
    [editorLoaded, initial.conteudo],
  );

  const onEditorChange = useCallback(
    ({ html, json }: EditorOutput) => {
      setValues((current) => ({ ...current, conteudo: html, conteudoJson: json }));
      setErrors((current) => (current.conteudo === undefined ? current : { ...current, conteudo: undefined }));
    },
    [setErrors],
  );

  const changeTitle = (titulo: string) => {
    setValues((current) => ({ ...current, titulo, slug: following ? slugFromTitle(titulo) : current.slug }));
    clearError('titulo');
    if (following) clearError('slug');
  };

  const changeSlug = (slug: string, byHand: boolean) => {
    if (byHand) setFollowing(false);
    set('slug', slug);
  };

  const followTitleAgain = () => {
    setFollowing(true);
    set('slug', slugFromTitle(values.titulo));
  };

  const tidySlug = () => {
    if (values.slug.trim() === '') {
      followTitleAgain();
    } else {
      const tidy = slugFromTitle(values.slug);
      if (tidy && tidy !== values.slug) set('slug', tidy);
    }
  };

  const changeStatus = (status: PostFormStatus) => {
    setValues((current) => {
      const scheduleMissing = status === 'agendado' && (!current.dataAgendada || !current.horaAgendada);
      const slot = scheduleMissing ? defaultScheduleSlot() : null;
      return { ...current, status, ...(slot ? { dataAgendada: slot.date, horaAgendada: slot.time } : {}) };
    });
    clearError('status');
    clearError('publicadoEm');
  };

  const category = categories.find((item) => String(item.id) === values.categoriaId) ?? null;
  const scheduledIso = values.status === 'agendado' ? saoPauloLocalToIso(values.dataAgendada, values.horaAgendada) : null;
  const publication =
    values.status === 'agendado'
      ? { label: 'Agendado para', iso: scheduledIso }
      : saved.status === 'publicado' && saved.publicadoEm
        ? { label: 'Publicado em', iso: saved.publicadoEm }
        : { label: 'Ainda não publicado', iso: null };

  return (
    <form
      noValidate
      aria-label={post ? 'Editar postagem' : 'Nova postagem'}
      // No implicit submit: Enter in a text box must never publish.
      onSubmit={(event) => event.preventDefault()}
      className="mx-auto flex max-w-7xl flex-col gap-4"
    >
      <PostFormHeader
        title={post ? 'Editar postagem' : 'Nova postagem'}
        savedStatus={saved.status}
        savedUrl={saved.url}
        status={values.status}
        dirty={dirty}
        saving={saving}
        onPreview={() => setPreviewOpen(true)}
        onSubmit={submit}
      />

      {draft.shownDraft && <LocalDraftNotice draft={draft.shownDraft} onDiscard={draft.discardDraft} onRestore={draft.restoreDraft} />}

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
            onTitleChange={changeTitle}
            onSlugChange={changeSlug}
            onSlugRegenerate={followTitleAgain}
            onSlugBlur={tidySlug}
            set={set}
          />

          <PostTextField seed={draft.editorSeed} error={errors.conteudo} onChange={onEditorChange} onReady={onEditorReady} />

          <FormSection title="Galeria">
            <GalleryField items={values.galeria} onChange={(galeria) => set('galeria', galeria)} error={errors.galeria} />
          </FormSection>
        </div>

        <aside className="flex flex-col gap-4" aria-label="Opções da postagem">
          <PublicationPanel
            values={values}
            errors={errors}
            scheduledIso={scheduledIso}
            onStatusChange={changeStatus}
            set={set}
            facebook={facebook}
            publicarFacebook={publicarFacebook}
            onPublicarFacebookChange={setPublicarFacebook}
            postId={saved.id}
            facebookShare={facebookShare}
            onFacebookShared={setFacebookShare}
            updatedAt={saved.atualizadoEm}
            updatedBy={saved.atualizadoPor}
          />

          <ClassificationFields values={values} errors={errors} categories={categories} team={team} set={set} />

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
        onKeepEditing={dismissConflict}
        onReload={() => {
          dismissConflict();
          onReload?.();
        }}
      />
    </form>
  );
}
