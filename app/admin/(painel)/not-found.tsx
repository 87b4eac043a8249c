import { AdminNotFound } from '@/components/admin/shell/admin-not-found';

export default function PanelNotFound() {
  return <AdminNotFound />;
}
