'use client';

import { Link } from '@/components/ui/link';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { buttonStyles } from '@/components/ui/button-styles';
import { submitActions, type PostFormStatus } from '@/lib/domain/post-form';
import { isPublishingStatus, type ReviewState } from '@/lib/domain/post-review';
import { ReviewBadge } from './review-badge';
import { StatusBadge } from './status-badge';

export type PostFormHeaderProps = {
  /** 'Editar postagem' or 'Nova postagem'. */
  title: string;
  savedStatus: PostFormStatus | null;
  /** The saved post's public address ('Ver no site' once published). */
  savedUrl: string | null;
  /** The status chosen in the form: with the saved one, it names the save buttons. */
  status: PostFormStatus;
  dirty: boolean;
  /** The status being saved, while a request runs. */
  saving: PostFormStatus | null;
  onPreview: () => void;
  onSubmit: (status: PostFormStatus) => Promise<void>;
  /** Opens "Histórico"; absent until the post has been saved once. */
  onHistory?: () => void;
  /** What the autosave last did ('Versão salva automaticamente às 14:32'), or null. */
  autosaveNote?: string | null;
  /** Whether the user may publish and schedule; otherwise those buttons are not offered. */
  canPublish?: boolean;
  /** "Aguardando revisão" or "Devolvida" beside the status. */
  reviewState?: ReviewState | null;
  /** "Enviar para revisão", after the save buttons. */
  reviewAction?: React.ReactNode;
};

/** The form's top bar: back to the list, the heading and saved status, the preview and the save buttons. */
export function PostFormHeader({ title, savedStatus, savedUrl, status, dirty, saving, onPreview, onSubmit, onHistory, autosaveNote, canPublish = true, reviewState = null, reviewAction }: PostFormHeaderProps) {
  const actions = submitActions(savedStatus, status).filter((action) => canPublish || !isPublishingStatus(action.status));
  // Left alone by the filter above, 'Salvar rascunho' is the main button.
  const sole = actions.length === 1 && !reviewAction;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <Link href="/admin/postagens" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          <ChevronLeftIcon className="h-4 w-4" />
          Postagens
        </Link>
        <h1 className="truncate text-xl font-black text-ink">{title}</h1>
        {savedStatus && <StatusBadge status={savedStatus} />}
        {reviewState && <ReviewBadge state={reviewState} />}
        {dirty && (
          <span className="text-xs font-semibold text-amber-800" data-testid="alteracoes-pendentes">
            Alterações não salvas
          </span>
        )}
        {autosaveNote && (
          <span className="text-xs text-muted" role="status" data-testid="estado-salvamento-automatico">
            {autosaveNote}
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {savedStatus === 'publicado' && savedUrl && (
          <a href={savedUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles.ghost}>
            Ver no site
          </a>
        )}
        {onHistory && (
          <button type="button" className={buttonStyles.secondary} onClick={onHistory}>
            Histórico
          </button>
        )}
        <button type="button" className={buttonStyles.secondary} onClick={onPreview}>
          Pré-visualizar
        </button>
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className={action.primary || sole ? buttonStyles.primary : buttonStyles.secondary}
            disabled={saving !== null}
            onClick={() => void onSubmit(action.status)}
          >
            {saving === action.status ? 'Salvando…' : action.label}
          </button>
        ))}
        {reviewAction}
      </div>
    </div>
  );
}
