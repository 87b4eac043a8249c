import clsx from 'clsx';
import { badgeTextColor, normalizeHexColor } from '@/lib/domain/color';

export function CategoryBadge({ nome, cor, className }: { nome: string; cor: string; className?: string }) {
  const background = normalizeHexColor(cor);
  return (
    <span
      className={clsx('inline-block rounded-sm px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide', className)}
      style={{ backgroundColor: background, color: badgeTextColor(background) }}
    >
      {nome}
    </span>
  );
}
