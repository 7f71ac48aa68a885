import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  DEMO_PATIENT,
  isPhone,
  login,
  logout,
  openAccountMenu,
  resetLinkFromLog,
  serverLogLineCount,
  uniqueEmail,
} from '../support/helpers';

test('a patient signs up, lands on the home page signed in, and logs out to /login', async ({
  page,
}) => {
  const email = uniqueEmail('sunita');
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Sunita Devi');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await expect(page.getByRole('radio', { name: /Patient/ })).toBeChecked();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null'));
  expect(stored).toMatchObject({ name: 'Sunita Devi', email, role: 'patient' });

  if (isPhone(page)) {
    await openAccountMenu(page, 'Sunita');
    await expect(page.locator('#mobile-menu')).toContainText('Sunita Devi');
    await page.getByRole('button', { name: 'Close menu' }).click();
  } else {
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sunita' })).toBeVisible();
  }

  await logout(page, 'Sunita');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  // The token was revoked on the server too, not only forgotten by the browser.
  const status = await page.evaluate(
    (token) =>
      fetch('/api/users/profile/me', { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => r.status,
      ),
    stored.token,
  );
  expect(status).toBe(401);
});

test('guards: signed-out /dashboard goes to /login; a patient is sent home from admin and doctor pages', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await login(page, DEMO_PATIENT.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: `Welcome back, ${DEMO_PATIENT.firstName}!` }),
  ).toBeVisible();

  await page.goto('/admin/panel');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/doctor/profile');
  await expect(page).toHaveURL(/\/$/);
});

test('forgot password, reset with the link from the server log, then log in with the new password', async ({
  page,
}) => {
  const email = uniqueEmail('forgetful');
  const signup = await page.request.post('/api/auth/register', {
    data: { name: 'Forgetful Person', email, password: 'oldpass1', role: 'patient' },
  });
  expect(signup.status()).toBe(201);

  const before = serverLogLineCount();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account exists for that email, a password reset link has been sent.'),
  ).toBeVisible();
  await expect(page.getByText(/developer console/)).toBeVisible();

  const link = await resetLinkFromLog(before);
  await page.goto(new URL(link).pathname);
  await page.getByLabel('New password', { exact: true }).fill('newpass1');
  await page.getByLabel('Confirm new password').fill('newpass2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();

  await page.getByLabel('Confirm new password').fill('newpass1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await login(page, email, 'oldpass1');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }),
  ).toBeVisible();
  await login(page, email, 'newpass1');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('every validation message of login and sign-up appears', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Please fill in all fields.')).toBeVisible();

  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Please fill in all fields.')).toBeVisible();

  await page.getByLabel('Full name').fill('Test Person');
  await page.getByLabel('Email').fill(uniqueEmail('validation'));
  await page.getByLabel('Password', { exact: true }).fill('abcdef');
  await page.getByLabel('Confirm password').fill('abcdeg');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abc');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
});

test('a doctor without a profile is sent to /doctor/profile after login', async ({ page }) => {
  const email = uniqueEmail('newdoc');
  await page.request.post('/api/auth/register', {
    data: { name: 'Dr. New Doctor', email, password: 'secret123', role: 'doctor' },
  });
  await login(page, email, 'secret123');
  await expect(page).toHaveURL(/\/doctor\/profile$/);
});

test('a demo doctor with a profile goes to the dashboard; the admin sees the Admin Panel link', async ({
  page,
}) => {
  await login(page, 'arjun.mehta@arogya.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await logout(page, 'Arjun');
  await login(page, 'admin@arogya.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openAccountMenu(page, 'Anita');
  const adminLink = isPhone(page)
    ? page.locator('#mobile-menu').getByRole('link', { name: 'Admin Panel' })
    : page.getByRole('menuitem', { name: 'Admin Panel' });
  await adminLink.click();
  await expect(page).toHaveURL(/\/admin\/panel$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
});
