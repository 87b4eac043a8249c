import clsx from 'clsx';
import { badgeTextColor, normalizeHexColor } from '@/lib/domain/color';

export function CategoryBadge({ nome, cor, className }: { nome: string; cor: string; className?: string }) {
  const background = normalizeHexColor(cor);
  return (
    <span
      className={clsx('category-badge', className)}
      style={{ backgroundColor: background, color: badgeTextColor(background) }}
    >
      {nome}
    </span>
  );
}
