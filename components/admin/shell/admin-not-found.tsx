import { Link } from '@/components/ui/link';

/** The admin 404 (SPEC §2.2 '*'): inside the panel shell for signed-in staff. */
export function AdminNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-sm font-bold uppercase tracking-widest text-slate-500">Erro 404</p>
      <h1 className="text-2xl font-black text-ink">Página não encontrada</h1>
      <p className="text-slate-600">O endereço que você abriu não existe no painel administrativo.</p>
      <Link href="/admin/dashboard" className="rounded-md bg-brand-600 px-4 py-2 font-bold text-white hover:bg-brand-700">
        Voltar ao dashboard
      </Link>
    </section>
  );
}
