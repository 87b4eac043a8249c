'use client';

import { buttonStyles } from '@/components/ui/button-styles';
import { formatDateTime } from '@/lib/domain/dates';
import type { PostDraft } from '@/lib/domain/post-draft';

export type LocalDraftNoticeProps = {
  /** The copy of unsaved edits an earlier visit left in this browser. */
  draft: PostDraft;
  onDiscard: () => void;
  onRestore: (draft: PostDraft) => void;
};

/** Offers the local copy of unsaved edits back: restore it or discard it. */
export function LocalDraftNotice({ draft, onDiscard, onRestore }: LocalDraftNoticeProps) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="rascunho-local">
      <p>
        <span className="font-bold">Há alterações desta postagem que não foram salvas</span>, feitas neste navegador em {formatDateTime(new Date(draft.savedAt).toISOString())}.
      </p>
      <div className="flex gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onDiscard}>
          Descartar
        </button>
        <button type="button" className={buttonStyles.primary} onClick={() => onRestore(draft)}>
          Recuperar rascunho
        </button>
      </div>
    </div>
  );
}
