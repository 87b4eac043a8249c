'use client';

import { saoPauloLocalToIso, type PostFormStatus, type PostFormValues } from '@/lib/domain/post-form';
import type { FieldErrors } from '@/lib/domain/post-form-errors';
import type { CategoryOption } from '@/lib/schemas/categories';
import type { FacebookShareState } from '@/lib/schemas/posts';
import type { FacebookAvailability } from '@/lib/schemas/settings';
import type { TeamOption } from '@/lib/schemas/team';
import { CoverageLinkCard } from '@/components/admin/coverage/coverage-link';
import { ClassificationFields } from './classification-fields';
import { FormSection, type SetPostField } from './form-field';
import { FeaturedImageField } from './media-fields';
import { PreviewLinksCard } from './preview-links';
import { PublicationPanel } from './publication-panel';
import { SharePreview } from './share-preview';
import type { SavedPost } from './use-post-save';

type Props = {
  values: PostFormValues;
  errors: FieldErrors;
  set: SetPostField;
  onStatusChange: (status: PostFormStatus) => void;
  onUrgentChange: (urgente: boolean) => void;
  /** The statuses offered (an author who may not publish gets draft and archived); all by default. */
  statuses?: readonly PostFormStatus[];
  saved: SavedPost;
  /** The post's live coverage is open. */
  coverageRunning: boolean;
  categories: CategoryOption[];
  team: TeamOption[];
  facebook: FacebookAvailability | null;
  publicarFacebook: boolean;
  onPublicarFacebookChange: (checked: boolean) => void;
  facebookShare: FacebookShareState | null;
  onFacebookShared: (share: FacebookShareState) => void;
};

/** The post form's side column: publication, coverage and preview links, classification, featured image, share preview. */
export function PostFormAside({ values, errors, set, saved, categories, team, ...publication }: Props) {
  const { onStatusChange, onUrgentChange, statuses, coverageRunning, facebook, publicarFacebook, onPublicarFacebookChange, facebookShare, onFacebookShared } = publication;
  return (
    <aside className="flex flex-col gap-4" aria-label="Opções da postagem">
      <PublicationPanel
        values={values}
        errors={errors}
        scheduledIso={values.status === 'agendado' ? saoPauloLocalToIso(values.dataAgendada, values.horaAgendada) : null}
        urgentIso={values.urgente ? saoPauloLocalToIso(values.dataUrgente, values.horaUrgente) : null}
        onUrgentChange={onUrgentChange}
        onStatusChange={onStatusChange}
        set={set}
        facebook={facebook}
        publicarFacebook={publicarFacebook}
        onPublicarFacebookChange={onPublicarFacebookChange}
        postId={saved.id}
        facebookShare={facebookShare}
        onFacebookShared={onFacebookShared}
        updatedAt={saved.atualizadoEm}
        updatedBy={saved.atualizadoPor}
        statuses={statuses}
      />

      {saved.id !== null && <CoverageLinkCard postId={saved.id} running={coverageRunning} />}

      {saved.id !== null && <PreviewLinksCard postId={saved.id} />}

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

      <FormSection title="Prévia do compartilhamento">
        <SharePreview imageUrl={values.imagemDestaque} titulo={values.titulo} resumo={values.resumo} conteudo={values.conteudo} />
      </FormSection>
    </aside>
  );
}
