import { expect, test, type Page } from '@playwright/test';
import { indiaDate } from '../support/booking';
import { DEMO_PASSWORD, login, logout } from '../support/helpers';

test('a patient books with the sandbox card, sees the appointment with chat and video links; the doctor sees it too', async ({
  page,
}, info) => {
  const date = indiaDate(info.project.name === 'phone' ? 6 : 5);
  await login(page, 'priya@arogya.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/find-a-doctor?search=Kavita%20Iyer');
  await page.getByRole('button', { name: 'Book an appointment with Dr. Kavita Iyer' }).click();
  const dialog = page.getByRole('dialog', { name: /Book with Dr. Kavita Iyer/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Pay .* and book/ }).click();
  await expect(dialog.getByText('Please select a date and time.')).toBeVisible();

  await dialog.getByLabel('Date').fill(date);
  await dialog.getByRole('radio', { name: '10:00 AM' }).check({ force: true });
  await dialog.getByRole('button', { name: /Pay .* and book/ }).click();

  const checkout = page.getByRole('dialog', { name: /Pay ₹/ });
  await expect(checkout.getByText('Test mode', { exact: true })).toBeVisible();
  await checkout.getByRole('button', { name: 'Fill in the test card' }).click();
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page.getByText('Appointment booked successfully!').first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(dialog).toBeHidden({ timeout: 6_000 });

  await page.goto('/dashboard');
  const card = page
    .getByRole('listitem')
    .filter({ hasText: 'Dr. Kavita Iyer' })
    .filter({ hasText: '10:00 AM' })
    .first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /chat/i })).toHaveAttribute(
    'href',
    /^\/chat\/[0-9a-f-]{36}$/,
  );
  const video = card.getByRole('link', { name: /video/i });
  await expect(video).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\/arogya-/);
  await expect(video).toHaveAttribute('target', '_blank');

  // The slot is now booked for everyone else.
  const slots = await page.request.get(
    `/api/doctors/${await doctorId(page)}/availability?date=${date}`,
  );
  expect(
    (await slots.json()).slots.find((s: { time: string }) => s.time === '10:00 AM').status,
  ).toBe('booked');

  await logout(page, 'Priya');
  await login(page, 'kavita.iyer@arogya.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'My Schedule' })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Priya Sharma' }).first(),
  ).toBeVisible();
});

test('a declined card shows its message and books nothing', async ({ page }, info) => {
  const date = indiaDate(info.project.name === 'phone' ? 8 : 7);
  await login(page, 'ramesh@arogya.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/find-a-doctor?search=Suresh%20Reddy');
  await page.getByRole('button', { name: 'Book an appointment with Dr. Suresh Reddy' }).click();
  const dialog = page.getByRole('dialog', { name: /Book with Dr. Suresh Reddy/ });
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByRole('radio', { name: '03:00 PM' }).check({ force: true });
  await dialog.getByRole('button', { name: /Pay .* and book/ }).click();
  const checkout = page.getByRole('dialog', { name: /Pay ₹/ });
  await checkout.getByLabel('Card number').fill('4000 0000 0000 0002');
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/30');
  await checkout.getByLabel('CVV').fill('123');
  await checkout.getByLabel('Name on card').fill('Ramesh Kumar');
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(
    page.getByText(
      'Your card was declined by the bank. No money was taken. Please try another card.',
    ),
  ).toBeVisible();

  const { token } = await (
    await page.request.post('/api/auth/login', {
      data: { email: 'ramesh@arogya.demo', password: DEMO_PASSWORD },
    })
  ).json();
  const mine = await page.request.get('/api/appointments/mypatient', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(
    (await mine.json()).filter((a: { appointmentDate: string }) => a.appointmentDate === date),
  ).toEqual([]);
});

async function doctorId(page: Page) {
  const found = await (await page.request.get('/api/doctors?search=Kavita%20Iyer')).json();
  return found.doctors[0]._id as string;
}
