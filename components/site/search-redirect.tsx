'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** SPEC §2.1 /buscar: replaces the history entry, so Back skips the redirect page. */
export function SearchRedirect({ target }: { target: string }) {
  const router = useRouter();
  useEffect(() => {
    router.replace(target);
  }, [router, target]);
  return (
    <p role="status" className="py-16 text-center text-lg font-bold text-ink">
      Redirecionando...
    </p>
  );
}
