'use client';

import { useId, useRef, useState } from 'react';
import { formatDate, formatTime } from '@/lib/domain/dates';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/button-styles';
import type { PostCurrentVersion } from '@/lib/schemas/posts';

type ConflictDialogProps = {
  open: boolean;
  /** The 409's own message (names who and when), shown when `atual` is missing. */
  message: string;
  current: PostCurrentVersion | null;
  /** The author's unsaved text (editor HTML): what 'Copiar meu texto' copies. */
  myHtml: string;
  onReload: () => void;
  onKeepEditing: () => void;
};

/**
 * Copies the editor HTML: as text/html, so pasting it back into the editor keeps the formatting,
 * and as text/plain (the same markup), so nothing is lost when pasted into a plain text app.
 */
async function copyHtml(html: string): Promise<boolean> {
  try {
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/html': new Blob([html], { type: 'text/html' }), 'text/plain': new Blob([html], { type: 'text/plain' }) }),
      ]);
    } else {
      await navigator.clipboard.writeText(html);
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * 409 VERSAO_DESATUALIZADA: someone saved this post after it was opened here. Nothing is
 * discarded without the author choosing it: they can copy their text, reload the current
 * version, or go back to the form (their changes stay there).
 */
export function ConflictDialog({ open, message, current, myHtml, onReload, onKeepEditing }: ConflictDialogProps) {
  const descriptionId = useId();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'manual'>('idle');
  const manualRef = useRef<HTMLTextAreaElement>(null);
  const who = current?.atualizadoPor?.nome || 'outra pessoa';

  const onCopy = async () => {
    if (await copyHtml(myHtml)) {
      setCopy('copied');
      return;
    }
    // No clipboard permission (or an insecure context): show the text, selected, for Ctrl+C.
    setCopy('manual');
    window.setTimeout(() => manualRef.current?.select(), 0);
  };

  return (
    <Dialog
      open={open}
      title="Esta postagem foi alterada por outra pessoa"
      onClose={onKeepEditing}
      dismissable={false}
      describedBy={descriptionId}
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onKeepEditing}>
            Continuar editando
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={() => void onCopy()}>
            Copiar meu texto
          </button>
          <button type="button" className={buttonStyles.primary} onClick={onReload}>
            Recarregar a versão atual
          </button>
        </>
      }
    >
      <div id={descriptionId} className="flex flex-col gap-3 text-sm text-ink">
        {current ? (
          <p data-testid="conflito-autor">
            <strong>{who}</strong> salvou uma versão mais nova em {formatDate(current.atualizadoEm)} às {formatTime(current.atualizadoEm)}, depois que você abriu
            esta postagem.
          </p>
        ) : (
          <p data-testid="conflito-autor">{message}</p>
        )}
        <p>
          Suas alterações <strong>ainda não foram salvas</strong> e continuam no formulário. Para não perdê-las, copie seu texto antes de recarregar: a versão atual
          substitui o que está na tela.
        </p>
        {copy === 'copied' && (
          <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
            Texto copiado. Depois de recarregar, cole-o no editor (Ctrl+V).
          </p>
        )}
        {copy === 'manual' && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${descriptionId}-texto`} className="font-bold">
              Não foi possível copiar automaticamente. Selecione o texto abaixo e copie com Ctrl+C:
            </label>
            <textarea ref={manualRef} id={`${descriptionId}-texto`} readOnly value={myHtml} rows={6} className="rounded-md border border-slate-300 p-2 font-mono text-xs" />
          </div>
        )}
      </div>
    </Dialog>
  );
}
