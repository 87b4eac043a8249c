import type { Metadata } from 'next';
import { PostEditorScreen } from '@/components/admin/posts/post-editor-screen';

export const metadata: Metadata = { title: 'Editar postagem' };

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <PostEditorScreen id={id} />;
}
