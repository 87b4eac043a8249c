import { notFound } from 'next/navigation';

// Rendered on their first request, then cached like the other public pages.
export function generateStaticParams() {
  return [];
}

// Any path no route claims still renders inside the public layout, as a 404.
export default function UnknownPath() {
  notFound();
}
