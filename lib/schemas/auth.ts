import { z } from './zod';

/** SPEC §5: e-mail required and valid; password required, at least 6 characters. */
export const loginSchema = z.object({
  email: z
    .string({ error: 'Informe o e-mail.' })
    .trim()
    .min(1, 'Informe o e-mail.')
    .pipe(z.email('Informe um e-mail válido.')),
  password: z
    .string({ error: 'Informe a senha.' })
    .min(1, 'Informe a senha.')
    .min(6, 'A senha deve ter pelo menos 6 caracteres.'),
});

export type LoginInput = z.infer<typeof loginSchema>;
