import Link from 'next/link';

export default function AdminNotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-sm font-bold uppercase tracking-widest text-slate-500">Painel Administrativo</p>
      <h1 className="text-2xl font-black">Página não encontrada</h1>
      <Link href="/admin" className="font-bold text-brand-700 hover:underline">
        Voltar ao painel
      </Link>
    </main>
  );
}
