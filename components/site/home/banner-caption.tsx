import type { Banner } from '@/lib/domain/banner';

/** A slide's shade, title and 'Saiba mais' for BannerCarousel, rendered on the server. */
export function BannerCaption({ banner }: { banner: Banner }) {
  return (
    <>
      <div className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/20 to-transparent" aria-hidden />
      <div className="absolute inset-x-0 bottom-0 flex flex-col items-start gap-3 p-5 pb-8 sm:p-8 sm:pb-10">
        <h2 className="max-w-3xl text-xl font-black leading-tight text-white drop-shadow sm:text-3xl lg:text-4xl">{banner.titulo}</h2>
        <span className="rounded-full bg-live px-4 py-1.5 text-sm font-bold text-white shadow">Saiba mais</span>
      </div>
    </>
  );
}
