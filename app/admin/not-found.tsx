import { AdminNotFound } from '@/components/admin/shell/admin-not-found';

/** The admin 404 outside the panel group (the panel's own not-found renders inside its shell). */
export default function AdminNotFoundPage() {
  return (
    <main className="min-h-dvh">
      <AdminNotFound />
    </main>
  );
}
