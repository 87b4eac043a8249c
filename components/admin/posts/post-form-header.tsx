'use client';

import Link from 'next/link';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { buttonStyles } from '@/components/ui/button-styles';
import { submitActions, type PostFormStatus } from '@/lib/domain/post-form';
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
};

/** The form's top bar: back to the list, the heading and saved status, the preview and the save buttons. */
export function PostFormHeader({ title, savedStatus, savedUrl, status, dirty, saving, onPreview, onSubmit }: PostFormHeaderProps) {
  const actions = submitActions(savedStatus, status);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex min-w-0 items-center gap-3">
        <Link href="/admin/postagens" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          <ChevronLeftIcon className="h-4 w-4" />
          Postagens
        </Link>
        <h1 className="truncate text-xl font-black text-ink">{title}</h1>
        {savedStatus && <StatusBadge status={savedStatus} />}
        {dirty && (
          <span className="text-xs font-semibold text-amber-800" data-testid="alteracoes-pendentes">
            Alterações não salvas
          </span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {savedStatus === 'publicado' && savedUrl && (
          <a href={savedUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles.ghost}>
            Ver no site
          </a>
        )}
        <button type="button" className={buttonStyles.secondary} onClick={onPreview}>
          Pré-visualizar
        </button>
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className={action.primary ? buttonStyles.primary : buttonStyles.secondary}
            disabled={saving !== null}
            onClick={() => void onSubmit(action.status)}
          >
            {saving === action.status ? 'Salvando…' : action.label}
          </button>
        ))}
      </div>
    </div>
  );
}
