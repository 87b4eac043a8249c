// Signs each staff role in once on each worker's app, through the panel's form, and keeps the
// session (cookies and the panel's localStorage) for the specs that only need to be signed in
// (openPanelAs in helpers.ts).
import { test as setup } from '@playwright/test';
import { signInToPanel, STAFF_EMAILS, storedSessionFile, type StaffRole } from './helpers';
import { appUrl, STACKS } from './stack';

for (const each of STACKS) {
  setup.describe(`app ${each.app}`, () => {
    setup.use({ baseURL: appUrl(each.app) });
    for (const role of Object.keys(STAFF_EMAILS) as StaffRole[]) {
      setup(`signs in as ${role}`, async ({ page }) => {
        await signInToPanel(page, STAFF_EMAILS[role]);
        await page.context().storageState({ path: storedSessionFile(role, each.app) });
      });
    }
  });
}
