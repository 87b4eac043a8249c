/** SPEC §2.4 item 1: with no banners, the station's name and slogan instead of the carousel. */
export function StaticHero({ brand, slogan, frequencia }: { brand: string; slogan: string; frequencia: string }) {
  return (
    <section aria-label={brand} className="relative overflow-hidden rounded-lg bg-gradient-to-br from-brand-900 via-brand-700 to-live px-6 py-12 text-white sm:px-10 sm:py-16">
      <p className="text-sm font-black uppercase tracking-[0.3em] text-white/80">FM {frequencia}</p>
      <h2 className="mt-2 text-4xl font-black tracking-tight sm:text-5xl">{brand}</h2>
      {slogan && <p className="mt-3 max-w-xl text-lg text-white/90">{slogan}</p>}
    </section>
  );
}
