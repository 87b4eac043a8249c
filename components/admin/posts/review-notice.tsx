'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/button-styles';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_MESSAGES, isPublishingStatus, reviewNoticeText, type PostReview } from '@/lib/domain/post-review';
import type { PostFormStatus } from '@/lib/domain/post-form';

export type ReviewNoticeProps = {
  review: PostReview | null;
  /** The status the post was saved with. */
  savedStatus: PostFormStatus | null;
  canPublish: boolean;
  /** Editors and admins: "Devolver ao autor" on a post waiting for review. */
  reviews: boolean;
  /** Unsaved edits on this screen (they do not go with a returned post). */
  dirty: boolean;
  returning: boolean;
  onReturn: (comentario: string) => Promise<boolean>;
};

/**
 * The review state on top of the post form: "Devolvida por {nome} em {data}:
 * {comentário}" for the author, "Aguardando revisão" with "Devolver ao autor" for an editor, and
 * for an author who may not publish, why a published post cannot be changed here.
 */
export function ReviewNotice({ review, savedStatus, canPublish, reviews, dirty, returning, onReturn }: ReviewNoticeProps) {
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const commentId = useId();
  const errorId = useId();

  const submit = async () => {
    const text = comment.trim();
    if (!text) {
      setError(REVIEW_MESSAGES.commentRequired);
      return;
    }
    if (await onReturn(text)) {
      setOpen(false);
      setComment('');
    }
  };

  const lockedPublished = !canPublish && savedStatus !== null && isPublishingStatus(savedStatus);
  if (!review && !lockedPublished) return null;

  return (
    <>
      {review && (
        <div
          role="status"
          className={clsx(
            'flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4 text-sm',
            review.estado === 'devolvida' ? 'border-orange-300 bg-orange-50 text-orange-950' : 'border-violet-300 bg-violet-50 text-violet-950',
          )}
          data-testid="aviso-revisao"
          data-estado={review.estado}
        >
          <p className="min-w-0 whitespace-pre-line">
            <span className="font-semibold">{reviewNoticeText(review)}</span>
            {review.estado === 'devolvida' && !reviews && <span className="mt-1 block text-xs">Faça as alterações e use “Enviar para revisão” de novo.</span>}
          </p>
          {review.estado === 'pendente' && reviews && (
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => {
                setError(null);
                setOpen(true);
              }}
            >
              Devolver ao autor
            </button>
          )}
        </div>
      )}
      {lockedPublished && (
        <p role="status" className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800" data-testid="aviso-publicada-sem-permissao">
          {savedStatus === 'agendado' ? 'Esta postagem está agendada.' : 'Esta postagem está publicada.'} Só um editor pode alterá-la. Para corrigir o texto, mude o status para
          Rascunho, salve e envie para revisão.
        </p>
      )}

      <Dialog
        open={open}
        title="Devolver ao autor"
        size="sm"
        busy={returning}
        onClose={() => setOpen(false)}
        footer={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(false)} disabled={returning}>
              Cancelar
            </button>
            <button type="button" className={buttonStyles.primary} onClick={() => void submit()} disabled={returning}>
              {returning ? 'Devolvendo…' : 'Devolver ao autor'}
            </button>
          </>
        }
      >
        <div className="flex flex-col gap-2">
          <label htmlFor={commentId} className="text-sm font-bold text-ink">
            Comentário para o autor
          </label>
          <textarea
            id={commentId}
            data-autofocus
            rows={5}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            placeholder="O que precisa mudar antes de publicar?"
            className={clsx('w-full rounded-md border bg-white px-3 py-2 text-sm text-ink shadow-sm', error ? 'border-red-500 ring-1 ring-red-500' : 'border-slate-300')}
          />
          {error && (
            <p id={errorId} className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <p className="text-xs text-muted">
            A postagem volta a ser um rascunho do autor, que verá este comentário.{dirty ? ' As alterações não salvas nesta tela não vão junto.' : ''}
          </p>
        </div>
      </Dialog>
    </>
  );
}
