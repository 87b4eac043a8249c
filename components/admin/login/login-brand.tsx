'use client';

import { useState } from 'react';
import { brandName } from '@/lib/domain/settings';
import { isMissingImageUrl } from '@/lib/domain/media';
import { usePublicSettings } from '@/lib/admin/public-settings';
import { RadioIcon } from '@/components/ui/icons';

/** SPEC §2.2: the site logo and name from the public settings; a pulsing placeholder while they load. */
export function LoginBrand() {
  const settings = usePublicSettings();
  const [failed, setFailed] = useState(false);

  if (!settings) {
    return (
      <div className="flex flex-col items-center gap-3" data-testid="login-marca-carregando">
        <span className="sr-only">Carregando...</span>
        <div aria-hidden className="h-16 w-16 animate-pulse rounded-full bg-slate-200" />
        <div aria-hidden className="h-5 w-40 animate-pulse rounded bg-slate-200" />
      </div>
    );
  }

  const name = brandName(settings);
  const logo = [settings.site.logoAdmin, settings.site.logo].find((url) => !isMissingImageUrl(url)) ?? null;
  return (
    <div className="flex flex-col items-center gap-3" data-testid="login-marca">
      {logo && !failed ? (
        // eslint-disable-next-line @next/next/no-img-element -- any host the station configures; one small image
        <img src={logo} alt={`Logo ${name}`} className="h-16 w-auto max-w-[220px] object-contain" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-white">
          <RadioIcon className="h-8 w-8" />
        </span>
      )}
      <p className="text-lg font-black text-ink">{name}</p>
    </div>
  );
}
