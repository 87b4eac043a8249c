import type { Metadata } from 'next';
import { PostEditorScreen } from '@/components/admin/posts/post-editor-screen';

export const metadata: Metadata = { title: 'Nova postagem' };

export default function NewPostPage() {
  return <PostEditorScreen />;
}
