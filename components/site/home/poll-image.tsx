import { OptimizedImage } from '@/components/ui/optimized-image';

/** A poll's picture for PollWidget, rendered on the server. */
export function PollImage({ src }: { src: string }) {
  return <OptimizedImage src={src} alt="" fill sizes="360px" className="object-cover" />;
}
