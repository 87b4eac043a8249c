'use client';

import { useEffect } from 'react';

export const UNSAVED_CHANGES_MESSAGE = 'Há alterações não salvas nesta postagem. Sair mesmo assim e perder as alterações?';

/** The in-app link a click would follow, or null (new tab, download, same page, inside the editor…). */
export function leavingLink(event: MouseEvent, location: Location): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  // Links inside the text being edited do not navigate (openOnClick is off).
  if (anchor.closest('[contenteditable="true"]')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin === location.origin && url.pathname === location.pathname && url.search === location.search) return null;
  return anchor;
}

/**
 * While there are unsaved changes: the browser asks before closing or reloading the tab
 * (beforeunload), in-app link clicks (the panel's menu, "Postagens"…) and the browser's
 * Back/Forward buttons ask with a confirm.
 */
export function useUnsavedChangesWarning(dirty: boolean, message = UNSAVED_CHANGES_MESSAGE): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their own prompt.
      event.returnValue = '';
    };
    // Capture phase on document: runs before Next's <Link> handler (React listens at the root).
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event, window.location)) return;
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    // Back/Forward within the panel: popstate comes too late (the App Router's listener runs first
    // and unmounts the form), so the Navigation API's navigate event, which fires before the
    // traversal and can cancel it, asks instead. Traversals that leave the document still get
    // beforeunload.
    const navigation = (window as Window & { navigation?: EventTarget }).navigation;
    const onNavigate = (event: Event) => {
      const navigateEvent = event as Event & { navigationType?: string };
      if (navigateEvent.navigationType !== 'traverse' || !event.cancelable) return;
      if (!window.confirm(message)) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [dirty, message]);
}
