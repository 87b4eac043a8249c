'use client';

import { lazy, Suspense } from 'react';
import type { ListenCardProps } from './listen-card';

// Most posts have no audio: their pages do not download the card, only those that show one.
const ListenCard = lazy(() => import('./listen-card').then((module) => ({ default: module.ListenCard })));

/** ListenCard for pages where it is the exception (a post's audio); rendered on the server all the same. */
export function LazyListenCard(props: ListenCardProps) {
  return (
    <Suspense>
      <ListenCard {...props} />
    </Suspense>
  );
}
