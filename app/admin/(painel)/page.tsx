import { redirect } from 'next/navigation';

/** SPEC §2.2: /admin is the entry; it redirects to the dashboard. */
export default function AdminEntry() {
  redirect('/admin/dashboard');
}
