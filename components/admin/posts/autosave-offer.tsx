'use client';

import { buttonStyles } from '@/components/ui/button-styles';
import { autosaveOfferText, newerRecovery, snapshotToFormValues } from '@/lib/domain/post-autosave';
import { LocalDraftNotice } from './local-draft-notice';
import type { PostDraftState } from './use-post-draft';
import type { ServerAutosaveState } from './use-server-autosave';

export type AutosaveOfferProps = {
  /** When the autosave was last written (ISO): shown as HH:mm, Horário de Brasília. */
  atualizadoEm: string;
  onRecover: () => void;
  onDiscard: () => void;
  /** The moment to compare the day with (tests). */
  now?: Date;
};

/**
 * Offers back the user's autosave of this post, made on this or another device after its last
 * save: "Há uma versão salva automaticamente às 14:32 — Recuperar / Descartar".
 */
export function AutosaveOffer({ atualizadoEm, onRecover, onDiscard, now }: AutosaveOfferProps) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950" data-testid="salvamento-automatico">
      <p className="font-bold">{autosaveOfferText(atualizadoEm, now)}</p>
      <div className="flex gap-2">
        <button type="button" className={buttonStyles.primary} onClick={onRecover}>
          Recuperar
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={onDiscard}>
          Descartar
        </button>
      </div>
    </div>
  );
}

type RecoveryOffersProps = {
  draft: Pick<PostDraftState, 'shownDraft' | 'restoreDraft' | 'discardDraft'>;
  autosave: Pick<ServerAutosaveState, 'checked' | 'offer' | 'takeStored' | 'discardStored'>;
};

/** The copy of unsaved work to recover: one prompt when there are two (this browser's, the server's autosave), for the newer. */
export function RecoveryOffers({ draft, autosave }: RecoveryOffersProps) {
  const recovery = autosave.checked ? newerRecovery(draft.shownDraft?.savedAt ?? null, autosave.offer?.atualizadoEm ?? null) : null;
  const recoverAutosave = () => {
    if (!autosave.offer) return;
    const { dados, atualizadoEm } = autosave.offer;
    draft.restoreDraft({ values: snapshotToFormValues(dados), publicarFacebook: dados.publicarFacebook === true, savedAt: Date.parse(atualizadoEm) });
    autosave.takeStored();
  };
  // Saying no to one copy is saying no to the other, older one too.
  const discardCopies = () => {
    draft.discardDraft();
    if (autosave.offer) autosave.discardStored();
  };
  const restoreLocalCopy: PostDraftState['restoreDraft'] = (copy) => {
    draft.restoreDraft(copy);
    autosave.takeStored();
  };
  if (recovery === 'servidor' && autosave.offer) return <AutosaveOffer atualizadoEm={autosave.offer.atualizadoEm} onRecover={recoverAutosave} onDiscard={discardCopies} />;
  if (recovery === 'local' && draft.shownDraft) return <LocalDraftNotice draft={draft.shownDraft} onDiscard={discardCopies} onRestore={restoreLocalCopy} />;
  return null;
}
