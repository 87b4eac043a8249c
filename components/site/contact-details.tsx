import { MailIcon, PhoneIcon, PinIcon, WhatsappIcon } from '@/components/ui/icons';
import { contactEmailOf, telHref, whatsappLink, type PublicSettings } from '@/lib/domain/settings';

export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

type Props = {
  settings: PublicSettings;
  /** /contato adds the messaging app and the map link to the footer's three items. */
  extended?: boolean;
};

/** Address, phone (tel: digits only) and e-mail (emailContato, else email), with the footer's fallbacks. */
export function ContactDetails({ settings, extended = false }: Props) {
  const address = settings.site.endereco.trim();
  const phoneHref = telHref(settings.site.telefone);
  const email = contactEmailOf(settings);
  const whatsapp = extended ? whatsappLink(settings) : null;
  const item = 'flex gap-3';
  const icon = 'mt-0.5 h-5 w-5 shrink-0 text-brand-700';
  return (
    <ul className="flex flex-col gap-4 text-ink">
      <li className={item}>
        <PinIcon className={icon} />
        <div>
          <span className="block text-xs font-bold uppercase tracking-wide text-muted">Endereço</span>
          {address ? (
            <>
              <span>
                {address}
                {settings.site.cep && <> · CEP {settings.site.cep}</>}
              </span>
              {extended && (
                <a
                  href={mapSearchUrl(address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 block text-sm font-bold text-brand-700 hover:underline max-md:mt-0 max-md:flex max-md:min-h-11 max-md:items-center"
                >
                  Ver no mapa<span className="sr-only"> (abre em nova aba)</span>
                </a>
              )}
            </>
          ) : (
            <span>Endereço não configurado</span>
          )}
        </div>
      </li>
      <li className={item}>
        <PhoneIcon className={icon} />
        <div>
          <span className="block text-xs font-bold uppercase tracking-wide text-muted">Telefone</span>
          {phoneHref ? (
            <a href={phoneHref} className="tap-row font-semibold hover:text-brand-700 hover:underline">
              {settings.site.telefone}
            </a>
          ) : (
            <span>Telefone não configurado</span>
          )}
        </div>
      </li>
      <li className={item}>
        <MailIcon className={icon} />
        <div className="min-w-0">
          <span className="block text-xs font-bold uppercase tracking-wide text-muted">E-mail</span>
          {email ? (
            <a href={`mailto:${email}`} className="tap-row break-all font-semibold hover:text-brand-700 hover:underline">
              {email}
            </a>
          ) : (
            <span>Email não configurado</span>
          )}
        </div>
      </li>
      {whatsapp && (
        <li className={item}>
          <WhatsappIcon className={icon} />
          <div>
            <span className="block text-xs font-bold uppercase tracking-wide text-muted">WhatsApp</span>
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="tap-row font-semibold hover:text-brand-700 hover:underline">
              Enviar mensagem pelo WhatsApp<span className="sr-only"> (abre em nova aba)</span>
            </a>
          </div>
        </li>
      )}
    </ul>
  );
}
