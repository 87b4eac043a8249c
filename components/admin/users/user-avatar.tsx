import clsx from 'clsx';
import { imageVariantUrl } from '@/lib/domain/media';

export function initials(nome: string): string {
  const parts = nome.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}

const SIZES = { sm: 'h-9 w-9 text-sm', md: 'h-12 w-12 text-base', lg: 'h-20 w-20 text-2xl' } as const;

/** The account's picture, or its initials on the brand colour; decorative (the name is always next to it). */
export function UserAvatar({ nome, avatar, size = 'sm', className }: { nome: string; avatar: string | null; size?: keyof typeof SIZES; className?: string }) {
  if (avatar) {
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img src={imageVariantUrl(avatar, 'post-thumb')} alt="" aria-hidden className={clsx('shrink-0 rounded-full object-cover', SIZES[size], className)} />
    );
  }
  return (
    <span aria-hidden className={clsx('flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white', SIZES[size], className)}>
      {initials(nome)}
    </span>
  );
}
