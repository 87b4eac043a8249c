'use client';

import { useId, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { buttonStyles } from '@/components/ui/button-styles';
import { checkLinkUrl } from './link-url';
import { UrlField } from './url-field';

export type LinkDialogResult = { href: string; text: string };

type LinkDialogProps = {
  open: boolean;
  /** The link under the cursor, when editing one. */
  initialHref: string;
  /** Nothing selected: the dialog asks for the words to show too. */
  askText: boolean;
  onApply: (result: LinkDialogResult) => void;
  onRemove: () => void;
  onClose: () => void;
};

/** Insert or edit a link; the address is checked against SPEC §5's protocols before it reaches the editor. */
export function LinkDialog({ open, initialHref, askText, onApply, onRemove, onClose }: LinkDialogProps) {
  return (
    <Dialog open={open} title={initialHref ? 'Editar link' : 'Inserir link'} onClose={onClose} size="sm">
      {/* Remounted on every opening so the fields start from the current link. */}
      {open && <LinkForm initialHref={initialHref} askText={askText} onApply={onApply} onRemove={onRemove} onClose={onClose} />}
    </Dialog>
  );
}

function LinkForm({ initialHref, askText, onApply, onRemove, onClose }: Omit<LinkDialogProps, 'open'>) {
  const textId = useId();
  const [href, setHref] = useState(initialHref);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The form lives inside the post form's DOM tree via a portal: never submit that one.
    event.stopPropagation();
    const check = checkLinkUrl(href);
    if (!check.ok) {
      setError(check.message);
      urlRef.current?.focus();
      return;
    }
    onApply({ href: check.href, text: text.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <UrlField
        label="Endereço (URL)"
        value={href}
        onChange={(value) => {
          setHref(value);
          setError(null);
        }}
        placeholder="https://www.exemplo.com.br/pagina"
        hint="http, https, ftp, mailto, tel e outros; ou um caminho do site, como /noticias. Links abrem em nova aba."
        error={error}
        inputRef={urlRef}
      />
      {askText && (
        <div className="flex flex-col gap-1">
          <label htmlFor={textId} className="text-sm font-bold text-ink">
            Texto do link
          </label>
          <input
            id={textId}
            type="text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Se ficar vazio, o endereço é usado como texto"
            className="rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {initialHref && (
          <button type="button" className={buttonStyles.secondary} onClick={onRemove}>
            Remover link
          </button>
        )}
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Cancelar
        </button>
        <button type="submit" className={buttonStyles.primary}>
          Aplicar link
        </button>
      </div>
    </form>
  );
}
