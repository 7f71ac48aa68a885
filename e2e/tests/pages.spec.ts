import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the landing page carries the hero, claims, steps, testimonials and sign-up call', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /assistant/i })
      .first(),
  ).toHaveAttribute('href', '/assistant');
  for (const claim of ['24/7 AI support', 'Verified doctors', 'Secure and private', '10,000+']) {
    await expect(page.getByText(claim, { exact: false }).first()).toBeVisible();
  }
  for (const step of [/describe (your )?symptoms/i, /get advice/i, /book (an )?appointment/i]) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(page.getByLabel(/out of 5 stars/)).toHaveCount(3);
  await expect(page.getByRole('main').locator('a[href="/signup"]').first()).toBeVisible();
});

test('the footer links to every page it should, and those pages exist', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const href of [
    '/#features',
    '/find-a-doctor',
    '/login',
    '/signup',
    '/faq',
    '/contact',
    '/terms',
    '/privacy',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer).toContainText('support@arogya.health');
  await page.goto('/privacy');
  await expect(page.getByRole('main')).toContainText(/not stored/i);
});

test('an unknown page says so and links home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

for (const path of ['/', '/login', '/signup', '/forgot-password', '/faq', '/privacy']) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  });
}

test('no page scrolls sideways, down to a 360 px phone', async ({ page }) => {
  for (const path of ['/', '/login', '/signup', '/privacy']) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
