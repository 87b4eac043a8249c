import { Link } from '@/components/ui/link';
import { postPath, type Post } from '@/lib/domain/post';
import { RelativeTime } from '../relative-time';

/** SPEC §2.4 item 3: the latest posts, scrolling in a loop (still for visitors who reduce motion). */
export function NewsTicker({ posts }: { posts: Post[] }) {
  if (posts.length === 0) return null;
  const items = (hidden: boolean) =>
    posts.map((post) => (
      <li key={`${hidden ? 'b' : 'a'}-${post.id}`} className="ticker-item" aria-hidden={hidden || undefined}>
        <RelativeTime iso={post.criadoEm} className="ticker-time" />
        <Link href={postPath(post)} tabIndex={hidden ? -1 : undefined} className="ticker-link">
          {post.titulo}
        </Link>
      </li>
    ));
  return (
    <section aria-labelledby="ultimas" className="flex items-stretch overflow-hidden rounded-md border border-slate-200 bg-white">
      <h2 id="ultimas" className="flex shrink-0 items-center bg-live px-3 text-sm font-black uppercase tracking-wide text-white">
        Últimas
      </h2>
      {/* The links themselves are the 44 px row (tap targets), not padding around them. */}
      <div className="group relative flex-1 overflow-hidden">
        <ul className="flex w-max motion-safe:animate-[ticker-scroll_40s_linear_infinite] group-hover:[animation-play-state:paused] motion-reduce:overflow-x-auto pl-4">
          {items(false)}
          {items(true)}
        </ul>
      </div>
    </section>
  );
}
