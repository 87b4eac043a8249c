'use client';

import { useEffect } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { ACCESS_DENIED_MESSAGE } from '@/lib/domain/admin-access';
import { useToast } from '@/components/ui/toast-provider';

/** After the guard sent an editor or author away from an admin-only screen: says why, once. */
export function AccessDeniedNotice() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const toast = useToast();
  const denied = params.get('acesso') === 'negado';

  useEffect(() => {
    if (!denied) return;
    toast({ type: 'error', title: ACCESS_DENIED_MESSAGE });
    // Off the address, so a reload or a shared link does not say it again.
    router.replace(pathname);
  }, [denied, pathname, router, toast]);

  return null;
}
