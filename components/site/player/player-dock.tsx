import { PlayerBar } from './player-bar';

/**
 * The fixed bottom bar around the player's controls, rendered on the server (its classes are
 * page data, not JavaScript). `children` (the messaging button) sits in the bar from md up, so at
 * no scroll position does it cover a link of the page; on phones it floats just above the bar's
 * right end. Its height is --dock-h (globals.css): taller while the bar holds an
 * on-demand item, and the page's end and the toasts keep clear of it by the same measure.
 */
export function PlayerDock({ children }: { children?: React.ReactNode }) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-brand-900/95 pb-[env(safe-area-inset-bottom)] text-white shadow-[0_-4px_24px_rgba(0,0,0,0.25)] backdrop-blur">
      <div className="relative mx-auto flex h-(--dock-h) max-w-7xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <PlayerBar />
        {children}
      </div>
    </div>
  );
}
