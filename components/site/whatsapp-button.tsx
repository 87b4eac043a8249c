import { WhatsappIcon } from '@/components/ui/icons';

/** SPEC §2.3: opens the messaging app addressed to whatsapp.numero; the caller hides it when inactive. */
export function WhatsappButton({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed bottom-20 right-4 z-40 flex items-center gap-2 rounded-full bg-[#25D366] px-4 py-3 font-bold text-[#063d1c] shadow-lg transition hover:scale-105 hover:shadow-xl"
    >
      <WhatsappIcon className="h-6 w-6" />
      <span className="text-sm">Enviar Mensagem</span>
    </a>
  );
}
