import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PostList } from '@/components/admin/posts/post-list';

export const metadata: Metadata = { title: 'Postagens' };

// The list reads its filters from the URL (useSearchParams): it renders in the browser.
export default function PostsPage() {
  return (
    <Suspense
      fallback={
        <p className="text-sm text-muted" role="status">
          Carregando postagens…
        </p>
      }
    >
      <PostList />
    </Suspense>
  );
}
