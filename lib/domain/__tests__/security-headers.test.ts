import { API_CSP, panelCsp, publicPageCsp, securityHeadersFor } from '../security-headers';

const common = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

describe('securityHeadersFor', () => {
  it.each<[string, string, Record<string, string>]>([
    ['a public page', '/', { ...common, 'Content-Security-Policy': publicPageCsp(), 'X-Frame-Options': 'SAMEORIGIN' }],
    ['a post page', '/politica/uma-noticia', { ...common, 'Content-Security-Policy': publicPageCsp(), 'X-Frame-Options': 'SAMEORIGIN' }],
    ['a category named like the panel', '/administracao-publica', { ...common, 'Content-Security-Policy': publicPageCsp(), 'X-Frame-Options': 'SAMEORIGIN' }],
    ['the panel (its CSP comes from the proxy, with the nonce)', '/admin/login', { ...common, 'X-Frame-Options': 'DENY' }],
    ['the API', '/api/v1/publico/enquetes', { ...common, 'Content-Security-Policy': API_CSP, 'X-Frame-Options': 'DENY' }],
  ])('%s', (_, path, expected) => {
    expect(securityHeadersFor({ path, https: false, development: false })).toEqual(expected);
  });

  it('adds HSTS only over https', () => {
    expect(securityHeadersFor({ path: '/', https: true, development: false })['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeadersFor({ path: '/', https: false, development: false })).not.toHaveProperty('Strict-Transport-Security');
  });
});

describe('the policies', () => {
  it('public pages: no foreign script, no plugin, no <base>, forms to this site, framed only by it', () => {
    const policy = publicPageCsp();
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
  });

  it('the panel: only scripts with the nonce, never framed, no eval in production', () => {
    const policy = panelCsp('abc123');
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).not.toContain("'unsafe-inline' 'nonce");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(panelCsp('abc123', true)).toContain("'unsafe-eval'");
  });
});
