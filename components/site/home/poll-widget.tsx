import type { ReactNode } from 'react';
import type { Enquete } from '@/lib/domain/poll';
import { PollVoting } from './poll-voting';
import { SectionHeading } from './section-heading';

/**
 * SPEC §2.4 item 7, §4.5: the home's "Enquete". The frame and heading are server markup; only the
 * voting part (PollVoting) hydrates.
 */
export function PollWidget({ initial, images }: { initial: Enquete[]; images?: Record<string, ReactNode> }) {
  return (
    <section aria-labelledby="enquete" className="panel">
      <SectionHeading id="enquete">Enquete</SectionHeading>
      <PollVoting initial={initial} images={images} />
    </section>
  );
}
