/** SPEC §2.2: what the panel shows while it establishes the session. */
export const PANEL_LOADING_TEXT = 'Carregando painel administrativo...';

export function PanelLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-slate-600">
      <span aria-hidden className="h-10 w-10 animate-spin rounded-full border-4 border-slate-300 border-t-brand-600" />
      <p className="text-sm font-medium">{PANEL_LOADING_TEXT}</p>
    </div>
  );
}
