/** A category as the header's bars and the phone menu link it. */
export type HeaderCategory = { slug: string; nome: string; cor: string };

/** SPEC §2.3's main navigation, in its order: the header and the phone menu list it. */
export const MAIN_NAV = [
  { href: '/', label: 'Inicio' },
  { href: '/a-radio', label: 'A Radio' },
  { href: '/equipe', label: 'Equipe' },
  { href: '/contato', label: 'Contato' },
] as const;
