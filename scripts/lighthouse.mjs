#!/usr/bin/env node
// Lighthouse (mobile) on running pages; prints the four scores and fails below the thresholds.
// Usage: node scripts/lighthouse.mjs http://localhost:3000 / /saude/alguma-noticia
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const THRESHOLDS = { seo: 100, accessibility: 95, 'best-practices': 95 };
const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
let failed = false;
try {
  for (const path of paths.length ? paths : ['/']) {
    const result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', screenEmulation: { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false } });
    const scores = Object.fromEntries(Object.entries(result.lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]));
    console.log(`${path}  desempenho ${scores.performance}  acessibilidade ${scores.accessibility}  boas práticas ${scores['best-practices']}  SEO ${scores.seo}`);
    for (const [id, minimum] of Object.entries(THRESHOLDS)) {
      const below = scores[id] < minimum;
      if (below) failed = true;
      if (below || process.env.LIGHTHOUSE_DETAILS === '1') {
        const audits = Object.values(result.lhr.audits).filter((audit) => audit.score !== null && audit.score < 1 && result.lhr.categories[id].auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0));
        for (const audit of audits) console.log(`  ${below ? '✗' : '·'} ${id}: ${audit.id} — ${audit.title}`);
      }
    }
  }
} finally {
  await chrome.kill();
}
process.exit(failed ? 1 : 0);
