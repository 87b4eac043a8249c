import { MAIN_NAV } from './main-nav';
import { NavLink } from './nav-link';

/** SPEC §2.3's main navigation in the header, from lg up (the phone menu lists it too). */
export function DesktopNav() {
  return (
    <nav aria-label="Principal" className="ml-4 hidden lg:block">
      <ul className="flex gap-1 text-sm font-bold">
        {MAIN_NAV.map((item) => (
          <li key={item.href}>
            <NavLink href={item.href} className="rounded px-3 py-2 hover:bg-white/10" activeClassName="bg-white/15">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
