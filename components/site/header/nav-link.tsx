'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import type { CSSProperties, ReactNode } from 'react';
import { isActiveCategoryPath, isNewsPath } from '@/lib/domain/category';

type NavLinkProps = {
  href: string;
  /** The link stands for its section: it is current on every page under it too. */
  section?: boolean;
  className: string;
  activeClassName?: string;
  idleClassName?: string;
  style?: CSSProperties;
  activeStyle?: CSSProperties;
  children: ReactNode;
};

/**
 * A navigation link marked current (aria-current) on its page. The bars around it are rendered on
 * the server, and their class names arrive as page data: only this choice ships as JavaScript.
 */
export function NavLink({ href, section, className, activeClassName = '', idleClassName = '', style, activeStyle, children }: NavLinkProps) {
  const pathname = usePathname();
  const active = section ? isActiveCategoryPath(pathname, href.slice(1)) : pathname === href;
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`${className} ${active ? activeClassName : idleClassName}`}
      style={active ? { ...style, ...activeStyle } : style}
    >
      {children}
    </Link>
  );
}

/** Its children only on the news pages (/noticias and below). */
export function OnNewsPages({ children }: { children: ReactNode }) {
  return isNewsPath(usePathname()) ? children : null;
}
