import clsx from 'clsx';
import { imageVariantUrl } from '@/lib/domain/media';
import { avatarColor, initialsOf } from '@/lib/domain/team';

const SIZES = { sm: 'h-12 w-12 text-sm', lg: 'h-20 w-20 text-xl' } as const;

/** A member's photo in a fixed square (cropped, never stretched), or their initials on a stable colour. */
export function TeamAvatar({ nome, avatar, size = 'sm', className }: { nome: string; avatar: string | null; size?: keyof typeof SIZES; className?: string }) {
  if (avatar) {
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={imageVariantUrl(avatar, 'post-thumb')}
        alt=""
        loading="lazy"
        className={clsx(SIZES[size], 'aspect-square shrink-0 rounded-full bg-slate-100 object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={clsx(SIZES[size], 'flex aspect-square shrink-0 items-center justify-center rounded-full font-bold text-white', className)}
      style={{ backgroundColor: avatarColor(nome || '?') }}
    >
      {initialsOf(nome || '?')}
    </span>
  );
}
