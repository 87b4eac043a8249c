import { coverageFeedResponse } from '@/app/(site)/_pages/live-coverage';

// Cached like the public pages (app/(site)/layout.tsx): one render serves every reader polling,
// until an entry written to this post expires its tag, or 30 s pass.
export const revalidate = 30;

export function generateStaticParams() {
  return [];
}

/** The live coverage's polled JSON: app/(site)/_pages/live-coverage.ts. */
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await context.params;
  return coverageFeedResponse(id);
}
