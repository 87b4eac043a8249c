import { AdminNotFound } from '@/components/admin/shell/admin-not-found';
import { PanelShell } from '@/components/admin/shell/panel-shell';

/**
 * The admin 404. The panel layout sends unknown paths here only after checking the session, so
 * the shell (navigation, user) is shown around it.
 */
export default function AdminNotFoundPage() {
  return (
    <PanelShell>
      <AdminNotFound />
    </PanelShell>
  );
}
