'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import { TEAM_SOCIAL_KEYS, TEAM_SOCIAL_LABELS, type AdminTeamMember, type TeamSocialKey } from '@/lib/schemas/team';
import { hintClass, inputClass, labelClass } from '@/components/admin/media/styles';
import { ActiveSwitch } from '@/components/admin/forms/active-switch';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField } from '@/components/admin/forms/image-field';
import { useFormErrors } from '@/components/admin/forms/use-form-errors';
import { useRecordSave } from '@/components/admin/forms/use-record-save';
import { TeamAvatar } from './team-avatar';

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
  const id = useId();
  const { formError, clearError, showApiError, reset, fieldId, register, control, fieldError, imageFieldProps } = useFormErrors(id, FIELD_ORDER);

  const [nome, setNome] = useState(member?.nome ?? '');
  const [cargo, setCargo] = useState(member?.cargo ?? '');
  const [avatar, setAvatar] = useState<string | null>(member?.avatar ?? null);
  const [bio, setBio] = useState(member?.bio ?? '');
  const [redes, setRedes] = useState<Record<TeamSocialKey, string>>(
    () => Object.fromEntries(TEAM_SOCIAL_KEYS.map((key) => [key, member?.redes[key] ?? ''])) as Record<TeamSocialKey, string>,
  );
  const [ativo, setAtivo] = useState(member?.ativo ?? true);
  const { saving, save } = useRecordSave<AdminTeamMember>({
    path: '/equipe',
    id: member?.id ?? null,
    texts: {
      created: 'Membro adicionado à equipe.',
      updated: 'Membro atualizado.',
      name: (saved) => saved.nome,
      failed: 'O membro não foi salvo.',
      fallback: 'Não foi possível salvar o membro da equipe.',
    },
    errors: { reset, showApiError },
    onSaved,
    onBusyChange,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // ordem is left out: a new member goes last, an edited one keeps their place (the list orders them).
    await save({ nome, cargo, avatar, bio, redes, ativo });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={formError ? `${id}-erro-geral` : undefined}>
      <FormAlert id={`${id}-erro-geral`} message={formError} />

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId('nome')} className={labelClass}>
            Nome
          </label>
          <input
            {...control('nome')}
            data-autofocus
            value={nome}
            required
            maxLength={120}
            autoComplete="off"
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
            {...control('cargo')}
            value={cargo}
            required
            maxLength={120}
            placeholder="Ex.: Locutor, Repórter, Colunista"
            onChange={(event) => {
              setCargo(event.target.value);
              clearError('cargo');
            }}
            className={inputClass}
          />
          {fieldError('cargo')}
        </div>
      </div>

      <ImageField
        labelId={`${id}-avatar-rotulo`}
        label="Foto"
        noun="foto"
        value={avatar}
        onChange={setAvatar}
        preview={<TeamAvatar nome={nome} avatar={avatar} size="lg" />}
        pickerTitle="Foto do membro da equipe"
        buttonId={fieldId('avatar')}
        {...imageFieldProps('avatar', `${id}-avatar-dica`)}
        hint={
          <p id={`${id}-avatar-dica`} className={hintClass}>
            Da biblioteca de mídia. Aparece recortada em círculo; sem foto, mostramos as iniciais.
          </p>
        }
      />

      <div>
        <label htmlFor={fieldId('bio')} className={labelClass}>
          Biografia
        </label>
        <textarea
          {...control('bio', `${id}-bio-dica`)}
          value={bio}
          rows={3}
          maxLength={1000}
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
                  {...control(field)}
                  type={key === 'email' ? 'email' : 'url'}
                  inputMode={key === 'email' ? 'email' : 'url'}
                  value={redes[key]}
                  placeholder={PLACEHOLDERS[key]}
                  maxLength={300}
                  spellCheck={false}
                  autoCapitalize="none"
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
        <ActiveSwitch id={fieldId('ativo')} inputRef={register('ativo')} checked={ativo} onChange={setAtivo} hint="Membros inativos não aparecem na página Equipe nem na escolha de colunista das postagens." />
        {fieldError('ativo')}
      </div>

      <FormActions onCancel={onCancel} saving={saving} submitLabel={member ? 'Salvar alterações' : 'Adicionar membro'} />
    </form>
  );
}
