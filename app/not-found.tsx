import { Link } from '@/components/ui/link';

/** Outside both shells (rare: the public and admin catch-alls take almost every path). */
export default function RootNotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <title>Página não encontrada</title>
      <h1 className="text-2xl font-black">Página não encontrada</h1>
      <Link href="/" className="font-bold text-brand-700 hover:underline">
        Voltar para a página inicial
      </Link>
    </main>
  );
}
