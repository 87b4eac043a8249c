import { expect, test, type Page } from '@playwright/test';
import { normalizeCategoryList } from '../lib/domain/category';
import { normalizePostList, postPath } from '../lib/domain/post';
import { scrollPageTo } from './helpers';

/*
 * Issue 12 item 10: floating elements cover no control, and every tap target on a phone is at
 * least 44×44 CSS px (WCAG 2.5.5).
 */

const MIN_TARGET_PX = 44;
const CONTROLS = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]';

type Box = { x: number; y: number; width: number; height: number };

async function samplePages(page: Page): Promise<string[]> {
  const posts = normalizePostList(await (await page.request.get('/api/v1/publico/postagens?limite=20')).json());
  // A post with links in its text, tags and related posts shows the most kinds of control.
  const post = posts.dados.find((item) => item.tags.length > 0) ?? posts.dados[0];
  const categories = normalizeCategoryList(await (await page.request.get('/api/v1/publico/categorias')).json());
  const category = [...categories].sort((a, b) => b.totalPostagens - a.totalPostagens)[0];
  return ['/', postPath(post), `/${category.slug}`, '/noticias'];
}

/** Waits for hydration and for what the client loads after it (poll, video, relative dates). */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/**
 * Every visible control under MIN_TARGET_PX in either side. The hit area is the element's box,
 * grown by an absolutely positioned ::before/::after (the "stretched link" of the cards).
 * Excluded: links inside an article's running text (.post-body), which WCAG 2.5.8 exempts as
 * inline targets: their size is set by the line of text they sit in.
 */
async function smallTargets(page: Page, label: string): Promise<string[]> {
  const found = await page.evaluate(
    ({ selector, min }) => {
      const px = (value: string) => Number.parseFloat(value) || 0;
      const hitBox = (element: HTMLElement) => {
        const own = element.getBoundingClientRect();
        let [left, top, right, bottom] = [own.left, own.top, own.right, own.bottom];
        for (const pseudo of ['::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          if (style.content === 'none' || style.content === 'normal' || style.position !== 'absolute') continue;
          const block = getComputedStyle(element).position === 'static' ? (element.offsetParent as HTMLElement | null) : element;
          if (!block) continue;
          const blockBox = block.getBoundingClientRect();
          const blockStyle = getComputedStyle(block);
          const x = blockBox.left + px(blockStyle.borderLeftWidth) + px(style.left);
          const y = blockBox.top + px(blockStyle.borderTopWidth) + px(style.top);
          left = Math.min(left, x);
          top = Math.min(top, y);
          right = Math.max(right, x + px(style.width));
          bottom = Math.max(bottom, y + px(style.height));
        }
        return { width: right - left, height: bottom - top };
      };
      const name = (element: HTMLElement) =>
        (element.getAttribute('aria-label') || element.textContent || (element as HTMLInputElement).placeholder || element.getAttribute('type') || '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 50);
      const small: string[] = [];
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        const own = element.getBoundingClientRect();
        // Visually hidden (sr-only, e.g. the skip link until focused, the file input): not a target.
        if (own.width <= 1 || own.height <= 1) continue;
        if (element.tagName === 'A' && element.closest('.post-body')) continue;
        const { width, height } = hitBox(element);
        if (width < min - 0.5 || height < min - 0.5) small.push(`<${element.tagName.toLowerCase()}> "${name(element)}" ${Math.round(width)}×${Math.round(height)}`);
      }
      return small;
    },
    { selector: CONTROLS, min: MIN_TARGET_PX },
  );
  return [...new Set(found)].map((line) => `${label}: ${line}`);
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

/** Boxes of the visible controls outside `outside` (the element under test), with a name each. */
async function controlBoxes(page: Page, outside: string): Promise<Array<Box & { name: string }>> {
  return page.evaluate(
    ({ selector, outside }) => {
      const skip = document.querySelector(outside);
      return Array.from(document.querySelectorAll<HTMLElement>(selector))
        .filter((element) => !skip?.contains(element) && element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
        .map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          const name = (element.getAttribute('aria-label') || element.textContent || element.tagName).replace(/\s+/g, ' ').trim().slice(0, 50);
          return { x, y, width, height, name };
        })
        .filter((box) => box.width > 1 && box.height > 1);
    },
    { selector: CONTROLS, outside },
  );
}

test.describe('tap targets and floating elements (issue 12 item 10)', () => {
  test('on a phone every control of the public pages is at least 44×44 px @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const path of await samplePages(page)) {
      await settle(page, path);
      problems.push(...(await smallTargets(page, path)));
      // The collapsed category chips and the menu are controls too, once opened.
      await page.getByRole('navigation', { name: 'Categorias' }).getByRole('button', { name: 'Categorias' }).click();
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.locator('#menu-mobile')).toBeVisible();
      problems.push(...(await smallTargets(page, `${path} (menu e categorias abertos)`)));
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  // Desktop: at no scroll position (the button sits in the player bar). Phones: it floats above the
  // bar's right end, so it is checked at the page's end, where the page reserves room for it.
  test("'Enviar Mensagem' covers no other control at the bottom of the page, nor anywhere while scrolling on desktop @mobile", async ({ page, isMobile }) => {
    for (const path of ['/', '/noticias']) {
      await settle(page, path);
      const button = page.getByRole('link', { name: 'Enviar Mensagem' });
      const bar = page.getByRole('region', { name: 'Player da rádio' });
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = isMobile ? height : 0; ; top += 400) {
        const bottom = top >= height;
        await scrollPageTo(page, bottom ? 'end' : top);
        const own = (await button.boundingBox())!;
        const barBox = (await bar.boundingBox())!;
        for (const other of await controlBoxes(page, 'a[aria-label="Enviar Mensagem"]')) {
          if (!intersects(own, other)) continue;
          // Content scrolling behind the player bar is covered by the bar itself, which the page
          // reserves room for at its end: mid-page the button may only share what the bar covers.
          const overlapTop = Math.max(own.y, other.y);
          const underBar = !bottom && overlapTop >= barBox.y - 0.5;
          expect(underBar, `${path} @${bottom ? 'fim' : top}: 'Enviar Mensagem' sobre "${other.name}"`).toBe(true);
        }
        if (bottom) break;
      }
    }
  });

  test('a toast covers neither the header search, the player bar nor the messaging button @mobile', async ({ page, isMobile }) => {
    const [post] = normalizePostList(await (await page.request.get('/api/v1/publico/postagens?limite=1')).json()).dados;
    await settle(page, postPath(post));
    await page.getByRole('button', { name: 'Copiar link' }).click();
    const toast = page.locator('[data-toast-type]').first();
    await expect(toast).toBeVisible();
    const toastBox = (await toast.boundingBox())!;
    const search = isMobile ? page.getByRole('button', { name: 'Abrir busca' }) : page.getByRole('banner').getByRole('search');
    const covered = {
      'busca do cabeçalho': (await search.boundingBox())!,
      'cabeçalho': (await page.getByRole('banner').boundingBox())!,
      'player': (await page.getByRole('region', { name: 'Player da rádio' }).boundingBox())!,
      'Enviar Mensagem': (await page.getByRole('link', { name: 'Enviar Mensagem' }).boundingBox())!,
    };
    for (const [what, box] of Object.entries(covered)) expect(intersects(toastBox, box), `aviso sobre ${what}`).toBe(false);
    const close = (await toast.getByRole('button', { name: 'Fechar aviso' }).boundingBox())!;
    expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  });
});
