import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link without prefetching every link that scrolls into view: a public page view sent 14–15
 * prefetches and a panel screen 18 (its whole menu), each a render, for the one link followed.
 * IntentPrefetch fetches a page when its link is reached for; a click still changes the page
 * inside the app, so the player keeps playing. `prefetch={false}` says never, not even when
 * reached for (a search's pages and tags: each costs a render).
 */
export function Link({ prefetch, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink {...props} prefetch={false} data-no-prefetch={prefetch === false ? '' : undefined} />;
}
