import { settingsValuesFromRows } from '@/lib/domain/settings-fields';
import { SETTINGS_MESSAGES, settingsUpdateSchema } from '../settings';

/** The optional metadata address: http(s), and on the stream's host, or refused with a pt-BR message. */
describe('settings: radio.metadadosUrl', () => {
  const withRadio = (streamUrl: string, metadadosUrl: string) => {
    const values = settingsValuesFromRows([{ chave: 'site.nome', valor: 'Sintonia FM' }]);
    return { ...values, radio: { ...values.radio, streamUrl, metadadosUrl } };
  };
  const errorsOf = (input: unknown) => {
    const result = settingsUpdateSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('is a field of the Rádio group, empty by default', () => {
    expect(settingsValuesFromRows([]).radio).toEqual({ streamUrl: '', metadadosUrl: '', frequencia: '', filtroTitulos: '', historicoDias: '', mostrarOuvintes: false });
  });

  // The song history's retention, in the same group.
  it.each([
    ['blank: the default', '', {}],
    ['1 day', '1', {}],
    ['the maximum', '3650', {}],
    ['0 days', '0', { 'radio.historicoDias': 'Informe de 1 a 3650 dias (ou deixe em branco para 400).' }],
    ['past the maximum', '3651', { 'radio.historicoDias': 'Informe de 1 a 3650 dias (ou deixe em branco para 400).' }],
    ['not a number', '30d', { 'radio.historicoDias': 'Use apenas números.' }],
  ])('retention %s', (_, historicoDias, errors) => {
    const values = settingsValuesFromRows([{ chave: 'site.nome', valor: 'Sintonia FM' }]);
    expect(errorsOf({ ...values, radio: { ...values.radio, historicoDias } })).toEqual(errors);
  });

  it.each([
    ['empty: optional', 'http://stream.exemplo.com.br:8000/ao-vivo', ''],
    ['Icecast on the same host and port', 'http://stream.exemplo.com.br:8000/ao-vivo', 'http://stream.exemplo.com.br:8000/status-json.xsl'],
    ['Shoutcast on another port, https, other case', 'http://stream.exemplo.com.br:8000/ao-vivo', 'https://STREAM.exemplo.com.br:8443/stats?sid=1&json=1'],
  ])('accepts %s', (_name, stream, metadata) => {
    expect(errorsOf(withRadio(stream, metadata))).toEqual({});
  });

  it('refuses another host, naming the stream host', () => {
    expect(errorsOf(withRadio('http://stream.exemplo.com.br:8000/ao-vivo', 'http://127.0.0.1:8000/status-json.xsl'))).toEqual({
      'radio.metadadosUrl': 'O endereço dos metadados deve estar no mesmo servidor do streaming (stream.exemplo.com.br).',
    });
    expect(SETTINGS_MESSAGES.metadataOtherHost('x')).toMatch(/mesmo servidor/);
  });

  it('refuses a metadata address without a stream', () => {
    expect(errorsOf(withRadio('', 'http://stream.exemplo.com.br:8000/status-json.xsl'))).toEqual({ 'radio.metadadosUrl': SETTINGS_MESSAGES.metadataNeedsStream });
  });

  it('refuses what is not http(s)', () => {
    expect(errorsOf(withRadio('http://stream.exemplo.com.br/ao-vivo', 'file:///etc/passwd'))).toEqual({ 'radio.metadadosUrl': SETTINGS_MESSAGES.url });
  });

  it('a malformed radio group is refused as such, without the cross-check failing', () => {
    const values = settingsValuesFromRows([{ chave: 'site.nome', valor: 'Sintonia FM' }]);
    for (const radio of [null, 'x', 12]) expect(errorsOf({ ...values, radio })).toEqual({ radio: expect.any(String) });
  });
});
