import { expect, type Page } from './a11y-test.ts';

/** Passes the sandbox bank's 3-D Secure page with the code it shows, and waits for the payment result page. */
export async function passBank(page: Page) {
  await expect(page).toHaveURL(/\/sandbox-bank\/3ds\//);
  const code = (await page.getByTestId('sandbox-otp').textContent())?.trim() ?? '';
  await page.locator('#code').fill(code);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/payment-result\?payment=/);
}
