'use client';

import { telHref } from '@/lib/domain/settings';
import type { ContactMessage } from '@/lib/schemas/contact-messages';

/** An opened message: who sent it and how to reach them, and its text. */
export function MessageDetails({ message }: { message: ContactMessage }) {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-600">De</dt>
        <dd className="text-slate-900">{message.nome}</dd>
        <dt className="font-semibold text-slate-600">E-mail</dt>
        <dd className="break-all">
          <a href={`mailto:${message.email}`} className="text-brand-700 underline">
            {message.email}
          </a>
        </dd>
        {message.telefone && (
          <>
            <dt className="font-semibold text-slate-600">Telefone</dt>
            <dd>
              <a href={telHref(message.telefone) ?? undefined} className="text-brand-700 underline">
                {message.telefone}
              </a>
            </dd>
          </>
        )}
      </dl>
      <div className="whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-900" data-testid="mensagem-texto">
        {message.mensagem}
      </div>
    </div>
  );
}
