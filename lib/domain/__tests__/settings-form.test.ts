import { SETTING_FIELDS, settingsValuesFromRows, settingToStored } from '@/lib/domain/settings-fields';
import { isHttpUrl, settingsUpdateSchema, SETTINGS_MESSAGES } from '@/lib/schemas/settings';

const valid = settingsValuesFromRows([
  { chave: 'site.nome', valor: 'Sintonia FM' },
  { chave: 'whatsapp.ativo', valor: 'true' },
]);

function errorFor(group: string, name: string, value: unknown): string | undefined {
  const input = structuredClone(valid) as Record<string, Record<string, unknown>>;
  input[group][name] = value;
  const result = settingsUpdateSchema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === `${group}.${name}`)?.message;
}

describe('settings form rules', () => {
  it.each([
    ['https://www.instagram.com/sintonia', true],
    ['http://stream.local:8000/live', true],
    ['javascript:alert(1)', false],
    ['ftp://arquivos.exemplo.com', false],
    ['//cdn.exemplo.com/logo.png', false],
    ['https://com espaço.com', false],
    ['www.exemplo.com', false],
  ])('isHttpUrl(%s) = %s', (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected);
  });

  it.each([
    ['redes', 'instagram', 'https://instagram.com/x', undefined],
    ['redes', 'instagram', '', undefined],
    ['redes', 'instagram', 'data:text/html,oi', SETTINGS_MESSAGES.url],
    ['site', 'logo', '/uploads/2026/05/logo.png', undefined],
    ['site', 'favicon', '/favicon.ico', undefined],
    ['site', 'logo', '//evil.example/logo.png', SETTINGS_MESSAGES.image],
    ['site', 'logo', '/uploads/../secrets.json', SETTINGS_MESSAGES.image],
    ['contato', 'email', 'redacao@sintonia.fm', undefined],
    ['contato', 'email', 'redacao@', SETTINGS_MESSAGES.email],
    ['contato', 'telefone', '+55 (51) 3333-4444', undefined],
    ['contato', 'telefone', '1234', SETTINGS_MESSAGES.phone],
    ['contato', 'cep', '95000-000', undefined],
    ['contato', 'cep', '95000', SETTINGS_MESSAGES.cep],
    ['whatsapp', 'ativo', 'true', SETTINGS_MESSAGES.boolean],
    ['player', 'volumeInicial', 0, undefined],
    ['player', 'volumeInicial', 1, undefined],
    ['player', 'volumeInicial', -0.1, SETTINGS_MESSAGES.volume],
    ['player', 'volumeInicial', '0.5', SETTINGS_MESSAGES.volume],
    ['facebook', 'appId', '879087908790879', undefined],
    ['facebook', 'appId', 'abc', SETTINGS_MESSAGES.digits],
    ['site', 'nome', '', 'Informe: nome do site.'],
    ['site', 'nome', 'x'.repeat(81), 'Use no máximo 80 caracteres.'],
  ])('%s.%s = %j → %s', (group, name, value, message) => {
    expect(errorFor(group, name, value)).toBe(message);
  });

  it('reads a field from its canonical key first, then its aliases; defaults for missing flags and volume', () => {
    const values = settingsValuesFromRows([
      { chave: 'fone', valor: '5133334444' },
      { chave: 'redes.youtube', valor: 'https://youtube.com/@a' },
      { chave: 'youtube', valor: 'https://youtube.com/@velho' },
      { chave: 'player.volumeInicial', valor: '2' },
    ]);
    expect(values.contato.telefone).toBe('5133334444');
    expect(values.redes.youtube).toBe('https://youtube.com/@a');
    expect(values.whatsapp.ativo).toBe(true);
    expect(values.player.autoplay).toBe(false);
    expect(values.player.volumeInicial).toBe(1);
  });

  it('stores flags as true/false and the volume rounded to hundredths', () => {
    const flag = SETTING_FIELDS.find((item) => item.key === 'whatsapp.ativo')!;
    const volume = SETTING_FIELDS.find((item) => item.key === 'player.volumeInicial')!;
    expect(settingToStored(flag, false)).toBe('false');
    expect(settingToStored(volume, 0.555)).toBe('0.56');
  });

  it('every canonical key and alias belongs to one field only', () => {
    const keys = SETTING_FIELDS.flatMap((item) => [item.key, ...item.aliases]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
