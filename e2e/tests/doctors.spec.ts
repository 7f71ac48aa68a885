import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, isPhone, login, logout, uniqueEmail } from '../support/helpers';

const suffix = () => Math.random().toString(36).slice(2, 7);

async function searchFor(
  page: Page,
  filters: { search?: string; location?: string; language?: string },
) {
  await page.goto('/find-a-doctor');
  if (filters.search) await page.getByLabel('Search by name or specialty').fill(filters.search);
  if (filters.location) await page.getByLabel('Location').fill(filters.location);
  if (filters.language) await page.getByLabel('Language').selectOption(filters.language);
}

test('a new doctor writes a profile, is hidden until the admin verifies, then patients find them', async ({
  page,
}) => {
  const tag = suffix();
  const name = `Dr. Lalita Test${tag}`;
  const town = `Testnagar${tag}`;
  const email = uniqueEmail('lalita');

  // Sign up as a doctor; signing in again without a profile leads to the profile form.
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('radio', { name: /Doctor/ }).check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await logout(page, 'Lalita');
  await login(page, email, 'secret123');
  await expect(page).toHaveURL(/\/doctor\/profile$/);

  await page.getByLabel('Specialty').selectOption('Endocrinologist');
  await page.getByLabel('Experience (years)').fill('11');
  await page.getByLabel('Consultation fee (₹)').fill('750');
  await page.getByLabel('Location').fill(`${town}, Telangana`);
  await page.getByLabel('Languages').fill('Telugu,  English ');
  await page.getByLabel('Degree').fill('MBBS');
  await page.getByLabel('University').fill('Osmania Medical College');
  await page.getByLabel('Year', { exact: true }).fill('2010');
  await page.getByRole('button', { name: 'Add qualification' }).click();
  await page
    .getByRole('group', { name: 'Qualification 2' })
    .getByLabel('Degree')
    .fill('DM Endocrinology');
  await page
    .getByRole('group', { name: 'Qualification 2' })
    .getByLabel('University')
    .fill('NIMS Hyderabad');
  await page
    .getByRole('group', { name: 'Qualification 2' })
    .getByLabel('Year', { exact: true })
    .fill('2016');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText(/waiting for verification/)).toBeVisible();

  // Not listed before verification.
  await searchFor(page, { search: `Test${tag}` });
  await expect(page.getByText('No doctors found matching your criteria.')).toBeVisible();
  await logout(page, 'Lalita');

  // The admin verifies on /admin/panel.
  await login(page, 'admin@arogya.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/panel');
  const verify = page.getByRole('button', { name: `Verify ${name}` });
  await verify.click();
  await expect(verify).toHaveCount(0);
  const row = isPhone(page)
    ? page.locator('tr', { hasText: name })
    : page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  await logout(page, 'Anita');

  // A patient finds the doctor by name, by location and by language.
  await login(page, 'priya@arogya.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('article').filter({ hasText: name });

  await searchFor(page, { search: `lalita test${tag}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Endocrinologist');
  await expect(card).toContainText('₹750');
  await expect(card).toContainText('Telugu, English');
  await expect(page).toHaveURL(new RegExp(`search=lalita`));

  await searchFor(page, { location: town.toLowerCase() });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);

  await searchFor(page, { language: 'Telugu' });
  await expect(card).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Dr. Suresh Reddy' })).toBeVisible();
});

test('ratings show to one decimal, typos still find the specialty, and the back button restores a search', async ({
  page,
}) => {
  await searchFor(page, { search: 'cardiolgist' });
  const arjun = page.getByRole('article').filter({ hasText: 'Dr. Arjun Mehta' });
  await expect(arjun).toBeVisible();
  await expect(arjun.getByTestId('rating')).toHaveText('4.8 (212 reviews)');
  await expect(page).toHaveURL(/search=cardiolgist/);

  await page.goto('/faq');
  await page.goBack();
  await expect(page.getByLabel('Search by name or specialty')).toHaveValue('cardiolgist');
  await expect(arjun).toBeVisible();
});

test('a visitor pressing Book is asked to log in and comes back to the doctor', async ({
  page,
}) => {
  await searchFor(page, { search: 'Kavita Iyer' });
  await page.getByRole('button', { name: 'Book an appointment with Dr. Kavita Iyer' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('ramesh@arogya.demo');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/find-a-doctor\?.*book=/);
  await expect(page.getByRole('dialog')).toContainText('Dr. Kavita Iyer');
});

test('the doctor profile form and the admin panel have no accessibility violations', async ({
  page,
}) => {
  const AxeBuilder = (await import('@axe-core/playwright')).default;
  await login(page, 'admin@arogya.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/panel');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Verify / }).first()).toBeVisible();
  const admin = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(admin.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

  await page.goto('/find-a-doctor');
  await expect(page.getByRole('article').first()).toBeVisible();
  const directory = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(directory.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  await logout(page, 'Anita');

  await login(page, 'arjun.mehta@arogya.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/doctor/profile');
  await expect(page.getByLabel('Specialty')).toHaveValue('Cardiologist');
  const form = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(form.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
});
