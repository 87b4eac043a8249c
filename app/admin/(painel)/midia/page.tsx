import type { Metadata } from 'next';
import { MediaLibrary } from '@/components/admin/media/media-library';

export const metadata: Metadata = { title: 'Mídia' };

export default function MediaPage() {
  return <MediaLibrary />;
}
