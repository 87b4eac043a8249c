import { notFound } from 'next/navigation';

// Any path no route claims still renders inside the public layout, as a 404.
export default function UnknownPath() {
  notFound();
}
