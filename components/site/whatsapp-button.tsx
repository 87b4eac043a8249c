import { WhatsappIcon } from '@/components/ui/icons';

/**
 * SPEC §2.3: opens the messaging app addressed to whatsapp.numero; the caller hides it when
 * inactive. On phones it is a round button (the label stays its accessible name) so it never
 * covers what the reader is reading.
 */
export function WhatsappButton({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Enviar Mensagem"
      className="fixed bottom-20 right-3 z-40 flex h-12 w-12 items-center justify-center gap-2 rounded-full bg-[#25D366] font-bold text-[#063d1c] shadow-lg transition hover:scale-105 hover:shadow-xl sm:right-4 sm:h-auto sm:w-auto sm:px-4 sm:py-3"
    >
      <WhatsappIcon className="h-7 w-7 sm:h-6 sm:w-6" />
      <span className="hidden text-sm sm:inline" aria-hidden>
        Enviar Mensagem
      </span>
    </a>
  );
}
