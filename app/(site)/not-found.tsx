import { Link } from '@/components/ui/link';
import { getPublicSettings } from '@/lib/api/public';
import { brandName } from '@/lib/domain/settings';

/** The 404 of the public site: a <title> like every page's (React puts it in <head>), search and a way home. */
export default async function NotFound() {
  const brand = brandName(await getPublicSettings());
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <title>{`Página não encontrada | ${brand}`}</title>
      <p className="text-6xl font-black text-brand-700">404</p>
      <h1 className="text-2xl font-black text-ink">Página não encontrada</h1>
      <p className="text-muted">O endereço pode ter mudado ou a notícia saiu do ar. Que tal buscar o que você procura ou voltar para a página inicial?</p>
      <form action="/noticias" className="flex w-full max-w-sm gap-2" role="search">
        <label htmlFor="busca-404" className="sr-only">
          Buscar notícias
        </label>
        <input id="busca-404" name="busca" type="search" placeholder="Buscar notícias..." className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2" />
        <button type="submit" className="rounded-md bg-brand-700 px-4 font-bold text-white">
          Buscar
        </button>
      </form>
      <Link href="/" className="font-bold text-brand-700 hover:underline">
        Voltar para a página inicial
      </Link>
    </div>
  );
}
