import { notFound } from 'next/navigation';

/** Any admin path without a screen is the admin 404, inside the panel shell. */
export default function UnknownAdminPath() {
  notFound();
}
