import { expect, test } from '@playwright/test';
import { bookThroughApi, indiaDate } from '../support/booking';
import { DEMO_PASSWORD, login } from '../support/helpers';

test('the patient and the doctor of one appointment chat both ways, and a reload shows the history', async ({
  browser,
  request,
}, info) => {
  const date = indiaDate(info.project.name === 'phone' ? 10 : 9);
  const appointment = await bookThroughApi(
    request,
    'priya@arogya.demo',
    'Arjun Mehta',
    date,
    '11:00 AM',
  );
  const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };

  const patientContext = await browser.newContext({ viewport });
  const doctorContext = await browser.newContext({ viewport });
  const patient = await patientContext.newPage();
  const doctor = await doctorContext.newPage();
  try {
    await login(patient, 'priya@arogya.demo', DEMO_PASSWORD);
    await expect(patient).toHaveURL(/\/dashboard$/);
    await login(doctor, 'arjun.mehta@arogya.demo', DEMO_PASSWORD);
    await expect(doctor).toHaveURL(/\/dashboard$/);

    await patient.goto(`/chat/${appointment._id}`);
    await doctor.goto(`/chat/${appointment._id}`);
    await expect(patient.getByRole('heading', { name: 'Chat' })).toBeVisible();
    await expect(patient.getByText('Dr. Arjun Mehta').first()).toBeVisible();

    const patientInput = patient.getByPlaceholder('Type a message...');
    await patientInput.fill('Namaste doctor, I have had a fever since yesterday.');
    await patientInput.press('Enter');
    await expect(patientInput).toHaveValue('');
    await expect(
      doctor.getByRole('log').getByText('Namaste doctor, I have had a fever since yesterday.'),
    ).toBeVisible();

    const doctorInput = doctor.getByPlaceholder('Type a message...');
    await doctorInput.fill('Please drink plenty of fluids; we will talk at 11.');
    await doctor.getByRole('button', { name: 'Send' }).click();
    await expect(
      patient.getByRole('log').getByText('Please drink plenty of fluids; we will talk at 11.'),
    ).toBeVisible();

    await patient.reload();
    const log = patient.getByRole('log');
    await expect(
      log.getByText('Namaste doctor, I have had a fever since yesterday.'),
    ).toBeVisible();
    await expect(log.getByText('Please drink plenty of fluids; we will talk at 11.')).toBeVisible();
  } finally {
    await patientContext.close();
    await doctorContext.close();
  }
});

test('someone else cannot open the chat', async ({ page, request }, info) => {
  const date = indiaDate(info.project.name === 'phone' ? 12 : 11);
  const appointment = await bookThroughApi(
    request,
    'priya@arogya.demo',
    'Harpreet Kaur',
    date,
    '09:00 AM',
  );
  await login(page, 'ramesh@arogya.demo', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/chat/${appointment._id}`);
  await expect(page.getByRole('alert')).toContainText(
    'You can only open the chat of your own appointment.',
  );
  await expect(page.getByPlaceholder('Type a message...')).toHaveCount(0);
});
