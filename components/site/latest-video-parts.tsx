import { DEFAULT_ASPECT_RATIO } from '@/lib/domain/constants';

// The latest-video card's three states (loading, video, unavailable) share these boxes, so the card
// keeps its size from skeleton to result. Text boxes are sized in line heights (lh): 2 lines of
// title and 3 of description, whatever the text.
export const CARD = 'flex flex-1 flex-col overflow-hidden rounded-md border border-slate-200 bg-white shadow-sm';
export const BODY = 'card-body';
export const TITLE_BOX = 'font-display text-lg font-extrabold leading-snug tracking-tight text-ink h-[2lh]';
export const TITLE = `${TITLE_BOX} line-clamp-2`;
export const DESCRIPTION_BOX = 'text-sm leading-relaxed text-muted h-[3lh]';
export const DESCRIPTION = `${DESCRIPTION_BOX} line-clamp-3`;
export const ACTIONS = 'mt-auto flex h-8 items-center';
export const BUTTON = 'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-semibold';
export const MEDIA_STYLE = { aspectRatio: DEFAULT_ASPECT_RATIO } as const;

export function ArrowIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M7 4h9v9M16 4 5 15" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
