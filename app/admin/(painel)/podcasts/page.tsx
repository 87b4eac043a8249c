import type { Metadata } from 'next';
import { EpisodeManager } from '@/components/admin/podcasts/episode-manager';

export const metadata: Metadata = { title: 'Podcasts' };

export default function PodcastsPage() {
  return <EpisodeManager />;
}
