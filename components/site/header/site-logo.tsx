'use client';

import { useEffect, useRef, useState } from 'react';

/** The logo's addresses (components/site/logo-sources.ts). */
export type LogoSources = { src: string; srcSet?: string };

/** The logo image; if it fails to load (or there is none), the site name as text (SPEC §2.3). */
export function SiteLogo({ brand, logo, className }: { brand: string; logo: LogoSources | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before hydration attaches onError: check once mounted.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  if (!logo || failed) return <span className="truncate text-xl font-black tracking-tight">{brand}</span>;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- any host the station configures; small and above the fold
    <img ref={image} src={logo.src} srcSet={logo.srcSet} alt={brand} className={className} onError={() => setFailed(true)} />
  );
}
