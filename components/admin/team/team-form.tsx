'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { AdminApiError, adminFetch } from '@/lib/admin/api';
import { TEAM_SOCIAL_KEYS, TEAM_SOCIAL_LABELS, type TeamSocialKey } from '@/lib/schemas/team';
import { useToast } from '@/components/ui/toast-provider';
import { MediaPicker } from '@/components/admin/media/media-picker';
import { buttonPrimary, buttonSecondary, fieldErrorClass, hintClass, inputClass, labelClass } from '@/components/admin/media/styles';
import { TeamAvatar } from './team-avatar';

/** A member as GET /equipe answers it. */
export type AdminTeamMember = {
  id: number;
  nome: string;
  cargo: string;
  avatar: string | null;
  bio: string;
  redes: Partial<Record<TeamSocialKey, string>>;
  ordem: number;
  ativo: boolean;
  criadoEm: string;
  atualizadoEm: string;
  _count: { postagens: number };
};

type Field = 'nome' | 'cargo' | 'avatar' | 'bio' | 'ativo' | `redes.${TeamSocialKey}`;
const FIELD_ORDER: Field[] = ['nome', 'cargo', 'avatar', 'bio', ...TEAM_SOCIAL_KEYS.map((key) => `redes.${key}` as const), 'ativo'];

const PLACEHOLDERS: Record<TeamSocialKey, string> = {
  instagram: 'https://instagram.com/usuario',
  facebook: 'https://facebook.com/usuario',
  twitter: 'https://x.com/usuario',
  linkedin: 'https://linkedin.com/in/usuario',
  tiktok: 'https://tiktok.com/@usuario',
  youtube: 'https://youtube.com/@canal',
  site: 'https://exemplo.com.br',
  email: 'nome@exemplo.com.br',
};

type Props = {
  /** null: a new member. */
  member: AdminTeamMember | null;
  onSaved: (member: AdminTeamMember) => void;
  onCancel: () => void;
  /** Lets the dialog around the form refuse to close mid-request. */
  onBusyChange?: (busy: boolean) => void;
};

/** Create/edit a team member: photo from the media library, socials, and whether /equipe shows them. */
export function TeamForm({ member, onSaved, onCancel, onBusyChange }: Props) {
  const toast = useToast();
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field.replace('.', '-')}`;
  const errorId = (field: Field) => `${fieldId(field)}-erro`;

  const [nome, setNome] = useState(member?.nome ?? '');
  const [cargo, setCargo] = useState(member?.cargo ?? '');
  const [avatar, setAvatar] = useState<string | null>(member?.avatar ?? null);
  const [bio, setBio] = useState(member?.bio ?? '');
  const [redes, setRedes] = useState<Record<TeamSocialKey, string>>(
    () => Object.fromEntries(TEAM_SOCIAL_KEYS.map((key) => [key, member?.redes[key] ?? ''])) as Record<TeamSocialKey, string>,
  );
  const [ativo, setAtivo] = useState(member?.ativo ?? true);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const setBusy = (busy: boolean) => {
    setSaving(busy);
    onBusyChange?.(busy);
  };
  const clearError = (field: Field) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFormError(null);
    // ordem is left out: a new member goes last, an edited one keeps their place (the list orders them).
    const body = { nome, cargo, avatar, bio, redes, ativo };
    try {
      const saved = member
        ? await adminFetch<AdminTeamMember>(`/equipe/${member.id}`, { method: 'PUT', json: body })
        : await adminFetch<AdminTeamMember>('/equipe', { method: 'POST', json: body });
      toast({ type: 'success', title: member ? 'Membro atualizado.' : 'Membro adicionado à equipe.', message: saved.nome });
      onSaved(saved);
    } catch (error) {
      const apiError = error instanceof AdminApiError ? error : null;
      const campos = (apiError?.campos ?? {}) as Partial<Record<Field, string>>;
      const message = apiError?.message ?? 'Não foi possível salvar o membro da equipe.';
      setErrors(campos);
      setFormError(message);
      toast({ type: 'error', title: 'O membro não foi salvo.', message });
      const first = FIELD_ORDER.find((field) => campos[field]);
      // Found by id: every field, the photo button and the switch included, carries fieldId().
      if (first) document.getElementById(fieldId(first))?.focus();
    } finally {
      setBusy(false);
    }
  };

  const describedBy = (field: Field, hint?: string) => clsx(hint, errors[field] && errorId(field)) || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={errorId(field)} className={fieldErrorClass}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={formError ? `${id}-erro-geral` : undefined}>
      {formError && (
        <p id={`${id}-erro-geral`} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId('nome')} className={labelClass}>
            Nome
          </label>
          <input
            id={fieldId('nome')}
            data-autofocus
            value={nome}
            required
            maxLength={120}
            autoComplete="off"
            aria-invalid={errors.nome ? true : undefined}
            aria-describedby={describedBy('nome')}
            onChange={(event) => {
              setNome(event.target.value);
              clearError('nome');
            }}
            className={inputClass}
          />
          {fieldError('nome')}
        </div>
        <div>
          <label htmlFor={fieldId('cargo')} className={labelClass}>
            Cargo
          </label>
          <input
            id={fieldId('cargo')}
            value={cargo}
            required
            maxLength={120}
            placeholder="Ex.: Locutor, Repórter, Colunista"
            aria-invalid={errors.cargo ? true : undefined}
            aria-describedby={describedBy('cargo')}
            onChange={(event) => {
              setCargo(event.target.value);
              clearError('cargo');
            }}
            className={inputClass}
          />
          {fieldError('cargo')}
        </div>
      </div>

      <div>
        <span className={labelClass} id={`${id}-avatar-rotulo`}>
          Foto
        </span>
        <div className="flex flex-wrap items-center gap-3" role="group" aria-labelledby={`${id}-avatar-rotulo`}>
          <TeamAvatar nome={nome} avatar={avatar} size="lg" />
          <button id={fieldId('avatar')} type="button" onClick={() => setPickerOpen(true)} aria-describedby={describedBy('avatar', `${id}-avatar-dica`)} className={buttonSecondary}>
            {avatar ? 'Trocar foto' : 'Escolher foto'}
          </button>
          {avatar && (
            <button type="button" onClick={() => setAvatar(null)} className="text-sm font-semibold text-red-700 underline hover:text-red-800">
              Remover foto
            </button>
          )}
        </div>
        <p id={`${id}-avatar-dica`} className={hintClass}>
          Da biblioteca de mídia. Aparece recortada em círculo; sem foto, mostramos as iniciais.
        </p>
        {fieldError('avatar')}
      </div>

      <div>
        <label htmlFor={fieldId('bio')} className={labelClass}>
          Biografia
        </label>
        <textarea
          id={fieldId('bio')}
          value={bio}
          rows={3}
          maxLength={1000}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={describedBy('bio', `${id}-bio-dica`)}
          onChange={(event) => {
            setBio(event.target.value);
            clearError('bio');
          }}
          className={inputClass}
        />
        <p id={`${id}-bio-dica`} className={hintClass}>
          {bio.length}/1000 caracteres.
        </p>
        {fieldError('bio')}
      </div>

      <fieldset>
        <legend className={labelClass}>Redes sociais e contato</legend>
        <p className={clsx(hintClass, 'mb-2 mt-0')}>Deixe em branco o que não se aplica. Endereços completos, com https://.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {TEAM_SOCIAL_KEYS.map((key) => {
            const field = `redes.${key}` as const;
            return (
              <div key={key}>
                <label htmlFor={fieldId(field)} className="mb-1 block text-sm font-medium text-slate-700">
                  {TEAM_SOCIAL_LABELS[key]}
                </label>
                <input
                  id={fieldId(field)}
                  type={key === 'email' ? 'email' : 'url'}
                  inputMode={key === 'email' ? 'email' : 'url'}
                  value={redes[key]}
                  placeholder={PLACEHOLDERS[key]}
                  maxLength={300}
                  spellCheck={false}
                  autoCapitalize="none"
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={describedBy(field)}
                  onChange={(event) => {
                    const value = event.target.value;
                    setRedes((current) => ({ ...current, [key]: value }));
                    clearError(field);
                  }}
                  className={inputClass}
                />
                {fieldError(field)}
              </div>
            );
          })}
        </div>
      </fieldset>

      <div>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            id={fieldId('ativo')}
            type="checkbox"
            role="switch"
            checked={ativo}
            aria-checked={ativo}
            aria-describedby={`${id}-ativo-dica`}
            onChange={(event) => setAtivo(event.target.checked)}
            className="mt-0.5 h-5 w-5 rounded border-slate-300 accent-brand-600"
          />
          <span>
            <span className="block text-sm font-semibold text-slate-800">Ativo</span>
            <span id={`${id}-ativo-dica`} className="block text-xs text-slate-500">
              Membros inativos não aparecem na página Equipe nem na escolha de colunista das postagens.
            </span>
          </span>
        </label>
        {fieldError('ativo')}
      </div>

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" onClick={onCancel} disabled={saving} className={buttonSecondary}>
          Cancelar
        </button>
        <button type="submit" disabled={saving} className={buttonPrimary}>
          {saving ? 'Salvando...' : member ? 'Salvar alterações' : 'Adicionar membro'}
        </button>
      </div>

      <MediaPicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        accept="image"
        title="Foto do membro da equipe"
        onSelect={(media) => {
          setAvatar(media.url);
          clearError('avatar');
        }}
      />
    </form>
  );
}
