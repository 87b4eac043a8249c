'use client';

import { useId } from 'react';
import clsx from 'clsx';
import { TEAM_SOCIAL_KEYS, TEAM_SOCIAL_LABELS, type AdminTeamMember, type TeamSocialKey } from '@/lib/schemas/team';
import { hintClass, labelClass } from '@/components/admin/media/styles';
import { panelLook } from '@/components/admin/forms/field';
import { FormActions } from '@/components/admin/forms/form-actions';
import { FormAlert } from '@/components/admin/forms/form-messages';
import { ImageField } from '@/components/admin/forms/image-field';
import { SwitchField } from '@/components/admin/forms/switch-field';
import { TextAreaField, TextField } from '@/components/admin/forms/text-fields';
import { useRecordSave } from '@/components/admin/forms/use-record-save';
import { useZodForm } from '@/components/admin/forms/use-zod-form';
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

/** The socials' labels: smaller than the form's, under the fieldset's legend. */
const socialLook = { ...panelLook, label: 'mb-1 block text-sm font-medium text-slate-700' };

type Values = { nome: string; cargo: string; avatar: string | null; bio: string; redes: Record<TeamSocialKey, string>; ativo: boolean };

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
  const form = useZodForm<Values, Field>({
    ids: id,
    order: FIELD_ORDER,
    initial: () => ({
      nome: member?.nome ?? '',
      cargo: member?.cargo ?? '',
      avatar: member?.avatar ?? null,
      bio: member?.bio ?? '',
      redes: Object.fromEntries(TEAM_SOCIAL_KEYS.map((key) => [key, member?.redes[key] ?? ''])) as Record<TeamSocialKey, string>,
      ativo: member?.ativo ?? true,
    }),
  });
  const { values, formError } = form;
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
    errors: form,
    onSaved,
    onBusyChange,
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // ordem is left out: a new member goes last, an edited one keeps their place (the list orders them).
    await save(values);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={formError ? `${id}-erro-geral` : undefined}>
      <FormAlert id={`${id}-erro-geral`} message={formError} />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Nome" {...form.bind('nome')} data-autofocus required maxLength={120} autoComplete="off" />
        <TextField label="Cargo" {...form.bind('cargo')} required maxLength={120} placeholder="Ex.: Locutor, Repórter, Colunista" />
      </div>

      <ImageField
        labelId={`${id}-avatar-rotulo`}
        label="Foto"
        noun="foto"
        value={values.avatar}
        onChange={(avatar) => form.setValues((current) => ({ ...current, avatar }))}
        preview={<TeamAvatar nome={values.nome} avatar={values.avatar} size="lg" />}
        pickerTitle="Foto do membro da equipe"
        buttonId={form.fieldId('avatar')}
        {...form.imageFieldProps('avatar', `${id}-avatar-dica`)}
        hint={
          <p id={`${id}-avatar-dica`} className={hintClass}>
            Da biblioteca de mídia. Aparece recortada em círculo; sem foto, mostramos as iniciais.
          </p>
        }
      />

      <TextAreaField label="Biografia" {...form.bind('bio')} rows={3} maxLength={1000} hint={`${values.bio.length}/1000 caracteres.`} />

      <fieldset>
        <legend className={labelClass}>Redes sociais e contato</legend>
        <p className={clsx(hintClass, 'mb-2 mt-0')}>Deixe em branco o que não se aplica. Endereços completos, com https://.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {TEAM_SOCIAL_KEYS.map((key) => (
            <TextField
              key={key}
              look={socialLook}
              label={TEAM_SOCIAL_LABELS[key]}
              {...form.field(`redes.${key}`)}
              type={key === 'email' ? 'email' : 'url'}
              inputMode={key === 'email' ? 'email' : 'url'}
              value={values.redes[key]}
              placeholder={PLACEHOLDERS[key]}
              maxLength={300}
              spellCheck={false}
              autoCapitalize="none"
              onChange={(value) => form.set('redes', { ...values.redes, [key]: value }, `redes.${key}`)}
            />
          ))}
        </div>
      </fieldset>

      <SwitchField
        asSwitch
        describeWithHint
        label="Ativo"
        hint="Membros inativos não aparecem na página Equipe nem na escolha de colunista das postagens."
        {...form.bindCheck('ativo')}
      />

      <FormActions onCancel={onCancel} saving={saving} submitLabel={member ? 'Salvar alterações' : 'Adicionar membro'} />
    </form>
  );
}
