'use client';

import { Link } from '@/components/ui/link';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormSection } from '@/components/admin/posts/form-field';

/** The editor's way to the post's live coverage screen, once the post is saved. */
export function CoverageLinkCard({ postId, running }: { postId: number; running: boolean }) {
  return (
    <FormSection title="Cobertura ao vivo">
      <p className="text-sm text-muted">
        {running ? 'A cobertura está no ar. Publique atualizações curtas sem abrir este formulário.' : 'Acompanhe um evento com atualizações curtas, com hora e programa, que chegam ao leitor sem recarregar a página.'}
      </p>
      <Link href={`/admin/postagens/${postId}/cobertura`} className={buttonStyles.secondary}>
        {running ? 'Abrir cobertura ao vivo' : 'Cobertura ao vivo'}
      </Link>
    </FormSection>
  );
}
