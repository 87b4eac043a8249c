import type { HeaderCategory } from './main-nav';
import { NavLink } from './nav-link';

const itemClass = 'nav-tab';

/** SPEC §2.3: 'Notícias' and the top 10 categories by post count; hidden on small screens. */
export function SecondaryBar({ categories }: { categories: HeaderCategory[] }) {
  return (
    <nav aria-label="Editorias" className="hidden border-b border-slate-200 bg-white md:block">
      <ul className="mx-auto flex max-w-7xl items-center overflow-x-auto px-2">
        <li>
          <NavLink href="/noticias" section className={itemClass} activeClassName="border-brand-600 text-brand-700" idleClassName="border-transparent text-slate-700 hover:text-brand-700">
            Notícias
          </NavLink>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <NavLink
              href={`/${category.slug}`}
              section
              className={itemClass}
              activeClassName="text-ink"
              idleClassName="border-transparent text-slate-700 hover:text-ink"
              activeStyle={{ borderBottomColor: category.cor }}
            >
              {category.nome}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
