import { hasPrivateHost, isPrivateHost, PRIVATE_HOST_MESSAGE } from '../public-host';

describe('isPrivateHost', () => {
  it.each([
    // Loopback, in every form a browser accepts.
    '127.0.0.1',
    '127.255.255.254',
    '127.1',
    '2130706433',
    '0x7f.1',
    '0x7f000001',
    '0177.0.0.1',
    '127.0.0.1.',
    'localhost',
    'LOCALHOST',
    'localhost.',
    'radio.localhost',
    '[::1]',
    '::1',
    // Unspecified.
    '0.0.0.0',
    '0',
    '[::]',
    // Link-local, the cloud metadata address included.
    '169.254.169.254',
    '169.254.0.1',
    '[fe80::1]',
    '[febf::1]',
    // Private networks and CGNAT.
    '10.0.0.1',
    '10.255.255.255',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.10',
    '100.64.0.1',
    '100.127.255.255',
    '[fc00::1]',
    '[fd12:3456::1]',
    '[fec0::1]',
    // IPv4-mapped and IPv4-compatible IPv6 of those.
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[::ffff:169.254.169.254]',
    '[::ffff:10.0.0.1]',
    '[::ffff:192.168.1.1]',
    '[::127.0.0.1]',
  ])('%s is private', (host) => {
    expect(isPrivateHost(host)).toBe(true);
  });

  it.each([
    'stream.radiosintonia.com.br',
    'stream.sintonia.local',
    'localhost.example.com',
    'mylocalhost',
    '8.8.8.8',
    '1.1.1.1',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '169.253.255.255',
    '192.167.0.1',
    '11.0.0.1',
    '128.0.0.1',
    '[2001:4860:4860::8888]',
    '[::ffff:8.8.8.8]',
    '[fe00::1]',
    '[fbff::1]',
    '',
    'exa mple.com',
  ])('%j is not', (host) => {
    expect(isPrivateHost(host)).toBe(false);
  });
});

describe('hasPrivateHost', () => {
  it.each([
    ['http://127.0.0.1:8000/sintonia', true],
    ['http://2130706433/stream', true],
    ['http://0x7f.1:8000/', true],
    ['http://127.1/', true],
    ['https://[::ffff:7f00:1]/a.mp3', true],
    ['http://169.254.169.254/latest/meta-data/', true],
    ['https://localhost/a.mp3', true],
    ['https://usuario:senha@10.1.2.3/a.mp3', true],
    ['https://cdn.radio.com.br/a.mp3', false],
    ['http://stream.exemplo.com.br:8000/ao-vivo', false],
    ['não é um endereço', false],
  ])('%s → %s', (url, expected) => {
    expect(hasPrivateHost(url)).toBe(expected);
  });

  it('says how to fix it', () => {
    expect(PRIVATE_HOST_MESSAGE).toBe('Use um endereço público (não são aceitos endereços locais ou de rede interna).');
  });
});
