/** Shared Tailwind class lists of the media and category screens (calm slate panel, white cards). */

const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-md px-3.5 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50';

export const buttonPrimary = `${buttonBase} bg-brand-600 text-white hover:bg-brand-700`;
export const buttonSecondary = `${buttonBase} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
export const buttonDanger = `${buttonBase} bg-red-600 text-white hover:bg-red-700`;
export const buttonDangerOutline = `${buttonBase} border border-red-300 bg-white text-red-700 hover:bg-red-50`;

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500';
export const labelClass = 'mb-1 block text-sm font-semibold text-slate-800';
export const fieldErrorClass = 'mt-1 text-sm font-medium text-red-700';
export const hintClass = 'mt-1 text-xs text-slate-500';
export const cardClass = 'rounded-lg border border-slate-200 bg-white shadow-sm';
