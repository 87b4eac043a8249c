import { CATEGORY_BAR_CATEGORIES } from '@/lib/domain/constants';
import { CategoryBarList } from './category-bar-list';
import { NavLink, OnNewsPages } from './nav-link';
import type { HeaderCategory } from './main-nav';

// .category-pill (globals.css): 44 px tall on phones (tap targets), the compact pill from md up. Its
// colours live in the components layer, so the active page's utilities (activeClassName) win.
const pill = 'category-pill';

/** SPEC §2.3: 'Notícias' and category pills (6, or all under /noticias); collapsed under 'Categorias' on phones. */
export function CategoryBar({ categories }: { categories: HeaderCategory[] }) {
  const pills = categories.map((category) => (
    <li key={category.slug}>
      <NavLink href={`/${category.slug}`} section className={pill} activeClassName="bg-slate-100" style={{ borderLeftColor: category.cor }}>
        {category.nome}
      </NavLink>
    </li>
  ));
  return (
    <nav aria-label="Categorias" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 md:py-2">
        <CategoryBarList>
          <li>
            <NavLink href="/noticias" section className={`${pill} border-l-brand-600`} activeClassName="bg-brand-50 text-brand-700">
              Notícias
            </NavLink>
          </li>
          {pills.slice(0, CATEGORY_BAR_CATEGORIES)}
          <OnNewsPages>{pills.slice(CATEGORY_BAR_CATEGORIES)}</OnNewsPages>
        </CategoryBarList>
      </div>
    </nav>
  );
}
