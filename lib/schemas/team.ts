import { z } from './zod';
import { mediaUrl, optionalText, positiveIntNumber } from './common';

/** Team members: one schema for create and edit, shared by the member form and the staff API. */

/** The networks a member may list, in the form's order; twitter is X. */
export const TEAM_SOCIAL_KEYS = ['instagram', 'facebook', 'twitter', 'linkedin', 'tiktok', 'youtube', 'site', 'email'] as const;
export type TeamSocialKey = (typeof TEAM_SOCIAL_KEYS)[number];

export const TEAM_SOCIAL_LABELS: Record<TeamSocialKey, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  site: 'Site',
  email: 'E-mail',
};

export const HTTP_URL_MESSAGE = 'Use um endereço completo começando com http:// ou https://.';
const EMAIL_MESSAGE = 'Informe um e-mail válido.';

function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

// A cleared network arrives as '' or null: either way it is not listed.
const socialUrl = optionalText(
  z.string({ error: HTTP_URL_MESSAGE }).trim().max(300, 'O endereço pode ter no máximo 300 caracteres.').refine(isHttpUrl, HTTP_URL_MESSAGE),
  { nullIsBlank: true },
);

const teamRedesSchema = z
  .object({
    instagram: socialUrl,
    facebook: socialUrl,
    twitter: socialUrl,
    linkedin: socialUrl,
    tiktok: socialUrl,
    youtube: socialUrl,
    site: socialUrl,
    email: optionalText(z.string({ error: EMAIL_MESSAGE }).trim().max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE)), { nullIsBlank: true }),
  }, { error: 'Informe as redes sociais como um objeto.' })
  // Only the filled ones are stored: the public page lists what is there.
  .transform((redes) => Object.fromEntries(Object.entries(redes).filter(([, value]) => typeof value === 'string' && value !== '')) as Partial<Record<TeamSocialKey, string>>);

export const teamMemberSchema = z.object({
  nome: z.string({ error: 'Informe o nome.' }).trim().min(2, 'O nome deve ter pelo menos 2 caracteres.').max(120, 'O nome pode ter no máximo 120 caracteres.'),
  cargo: z.string({ error: 'Informe o cargo.' }).trim().min(2, 'Informe o cargo (ao menos 2 caracteres).').max(120, 'O cargo pode ter no máximo 120 caracteres.'),
  avatar: mediaUrl.nullable().default(null),
  bio: z.string({ error: 'Biografia inválida.' }).trim().max(1000, 'A biografia pode ter no máximo 1000 caracteres.').default(''),
  redes: teamRedesSchema.default({}),
  /** Absent: a new member goes to the end of the list; an edited one keeps their place. */
  ordem: z
    .number({ error: 'A ordem deve ser um número.' })
    .int('A ordem deve ser um número inteiro.')
    .min(0, 'A ordem não pode ser negativa.')
    .max(9999, 'A ordem pode ser no máximo 9999.')
    .optional(),
  ativo: z.boolean({ error: 'Valor inválido para ativo.' }).default(true),
});

export type TeamMemberInput = z.output<typeof teamMemberSchema>;
export type TeamMemberFormValues = z.input<typeof teamMemberSchema>;

export const TEAM_ORDER_MESSAGE = 'Envie a lista com todos os membros da equipe, cada um uma única vez.';

export const teamOrderSchema = z.object({
  ids: z
    .array(positiveIntNumber('Identificador de membro inválido.'), {
      error: TEAM_ORDER_MESSAGE,
    })
    .min(1, TEAM_ORDER_MESSAGE)
    .max(1000, TEAM_ORDER_MESSAGE)
    .refine((ids) => new Set(ids).size === ids.length, TEAM_ORDER_MESSAGE),
});

/** A member as GET /equipe answers it; _count.postagens: posts of any status signed by the member. */
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

/** GET /equipe/opcoes: the active members, for the post form's select. */
export type TeamOption = { id: number; nome: string; cargo: string };
