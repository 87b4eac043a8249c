'use client';

import { TextField, type TextFieldProps } from '@/components/admin/forms/text-fields';

type Props = Pick<TextFieldProps, 'id' | 'inputRef' | 'error' | 'value' | 'onChange' | 'autoComplete'>;

/** An account's e-mail (a user's, one's own profile): what signs in to the panel. */
export function AccountEmailField(props: Props) {
  return <TextField label="E-mail" hint="Usado para entrar no painel." type="email" maxLength={254} spellCheck={false} autoCapitalize="none" {...props} />;
}
