'use client';

import clsx from 'clsx';
import { FacebookIcon, TwitterIcon, WhatsappIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast-provider';
import { useCopy } from '@/lib/hooks/use-copy';

/** Share URLs of each network for an absolute page URL. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { name: 'WhatsApp', label: 'Compartilhar no WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, Icon: WhatsappIcon, className: 'bg-[#1f8f4e] hover:bg-[#187a42]' },
    { name: 'Facebook', label: 'Compartilhar no Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, Icon: FacebookIcon, className: 'bg-[#1877f2] hover:bg-[#0f63d1]' },
    { name: 'X', label: 'Compartilhar no X', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`, Icon: TwitterIcon, className: 'bg-black hover:bg-slate-800' },
  ];
}

export function ShareButtons({ url, title }: { url: string; title: string }) {
  const toast = useToast();
  const { copied, copy: copyToClipboard } = useCopy();

  const copy = async () => {
    if (!(await copyToClipboard(url))) {
      toast({ type: 'error', title: 'Não foi possível copiar o link', message: 'Copie o endereço na barra do navegador.' });
      return;
    }
    toast({ type: 'success', title: 'Link copiado!', message: 'Agora é só colar onde quiser compartilhar.' });
  };

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Compartilhar esta notícia">
      <span className="mr-1 text-sm font-bold text-ink">Compartilhe:</span>
      {shareLinks(url, title).map(({ name, label, href, Icon, className }) => (
        <a
          key={name}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          title={label}
          className={clsx('inline-flex h-11 w-11 items-center justify-center rounded-full text-white transition-colors md:h-9 md:w-9', className)}
        >
          <Icon className="h-[18px] w-[18px]" />
        </a>
      ))}
      <button
        type="button"
        onClick={copy}
        className={clsx(
          'inline-flex h-11 items-center rounded-full border px-3.5 text-sm font-bold transition-colors md:h-9',
          copied ? 'border-emerald-600 bg-emerald-50 text-emerald-800' : 'border-slate-300 text-ink hover:bg-slate-100',
        )}
      >
        {copied ? 'Link copiado!' : 'Copiar link'}
      </button>
    </div>
  );
}
