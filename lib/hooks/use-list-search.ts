'use client';

import { useEffect, useState } from 'react';

/** How long typing must pause before a list searches: one request per pause, not one per key. */
export const SEARCH_DELAY_MS = 350;

/**
 * The search box and page of an admin list: `termo` is what the box holds, `busca` the trimmed
 * text the list is searched by once typing pauses; a new search starts again on page 1.
 */
export function useListSearch() {
  const [termo, setTermo] = useState('');
  const [busca, setBusca] = useState('');
  const [pagina, setPagina] = useState(1);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setBusca(termo.trim());
      setPagina(1);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [termo]);
  return { termo, setTermo, busca, pagina, setPagina };
}
