import { notFound } from 'next/navigation';

// Admin screens arrive with the staff-panel issues; until then every admin path is the admin 404.
export default function AdminPath() {
  notFound();
}
