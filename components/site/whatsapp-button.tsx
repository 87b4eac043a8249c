import { WhatsappIcon } from '@/components/ui/icons';

/**
 * SPEC §2.3: opens the messaging app addressed to whatsapp.numero; the caller hides it when
 * inactive. Rendered inside PlayerDock: from md up it is a pill in the bar
 * itself, so at no scroll position does it cover a link of the page; on phones it is a round
 * button (the label stays its accessible name) floating just above the bar's right end.
 */
export function WhatsappButton({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Enviar Mensagem"
      className="absolute bottom-full right-3 mb-4 flex h-12 w-12 shrink-0 items-center justify-center gap-2 rounded-full bg-[#25D366] font-bold text-[#063d1c] shadow-lg transition hover:scale-105 hover:shadow-xl sm:right-4 md:static md:mb-0 md:h-11 md:w-auto md:px-4"
    >
      <WhatsappIcon className="h-7 w-7 md:h-6 md:w-6" />
      <span className="hidden whitespace-nowrap text-sm md:inline" aria-hidden>
        Enviar Mensagem
      </span>
    </a>
  );
}
