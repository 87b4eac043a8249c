'use client';

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';
import { CloseIcon } from '@/components/ui/icons';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

// Nested dialogs (the image picker inside the category form) share one scroll lock.
let openDialogs = 0;

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title; or, with describedBy, the id of a description inside the body. */
  description?: ReactNode;
  describedBy?: string;
  children: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
  /** Receives focus on open; otherwise an element marked data-autofocus, else the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** While busy, Escape and the backdrop do not close (a request is on its way). */
  busy?: boolean;
  /** A dialog that must be answered (the version conflict) has no close button and ignores Escape and the backdrop. */
  dismissable?: boolean;
};

// On a phone every dialog is a sheet as wide as the screen; from sm up, a box of its size.
const WIDTHS = { sm: 'sm:max-w-md', md: 'sm:max-w-xl', lg: 'sm:max-w-3xl', xl: 'sm:max-w-5xl', full: 'h-[92dvh] sm:h-[calc(100dvh-2rem)] sm:max-w-5xl' } as const;

/**
 * The panel's one modal dialog, on the native <dialog>: showModal() keeps focus inside and the page
 * behind inert, and puts it in the top layer; Escape (the dialog's cancel) and the backdrop close
 * it unless it is busy or must be answered; focus returns to whatever opened it. Rendered in a
 * portal so it never sits inside the caller's <form>.
 */
export function Dialog({ open, onClose, title, description, describedBy, children, footer, size = 'md', initialFocusRef, busy = false, dismissable = true }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  const closableRef = useRef(dismissable && !busy);
  useEffect(() => {
    onCloseRef.current = onClose;
    closableRef.current = dismissable && !busy;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (initialFocusRef?.current ?? dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
    openDialogs += 1;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      if (dialog.open) dialog.close();
      openDialogs -= 1;
      if (openDialogs === 0) document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
    // Opened once per `open`, not on every render of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const requestClose = () => {
    if (closableRef.current) onCloseRef.current();
  };

  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={describedBy ?? (description ? descriptionId : undefined)}
      tabIndex={-1}
      // Escape: the dialog stays open until the caller's state closes it (or refuses to).
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onMouseDown={(event) => {
        // The backdrop belongs to the dialog element: a press on it lands outside the box.
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
        if (outside) requestClose();
      }}
      className={clsx(
        'fixed inset-x-0 bottom-0 top-auto m-0 flex max-h-[92dvh] w-full max-w-none flex-col rounded-t-xl bg-white p-0 text-slate-900 shadow-2xl outline-none backdrop:bg-slate-900/55',
        'sm:inset-0 sm:m-auto sm:max-h-[calc(100dvh-2rem)] sm:rounded-xl',
        WIDTHS[size],
      )}
    >
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-0.5 text-sm text-slate-600">
              {description}
            </div>
          )}
        </div>
        {dismissable && (
          <button
            type="button"
            onClick={() => !busy && onClose()}
            disabled={busy}
            aria-label="Fechar"
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40"
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-5">{children}</div>
      {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-4 py-3 sm:px-5">{footer}</div>}
    </dialog>,
    document.body,
  );
}
