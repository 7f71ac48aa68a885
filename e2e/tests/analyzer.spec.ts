import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_PATIENT, login } from '../support/helpers';

// A generated lab report (dengue profile and a short blood count) and its ground truth, which
// names the printed values and their flags. Reading the truth keeps this test right if the
// fixtures are regenerated.
const FIXTURE = 'lab-07';
const fixtures = path.resolve(import.meta.dirname, '../../packages/docsense/fixtures');
const image = path.join(fixtures, 'clean', `${FIXTURE}.jpg`);
type TruthRow = { test: string; value: string; flag: 'low' | 'normal' | 'high' };
const truth = JSON.parse(
  fs.readFileSync(path.join(fixtures, 'truth', `${FIXTURE}.json`), 'utf8'),
) as { labResults: TruthRow[] };
const outOfRange = truth.labResults.find((row) => row.flag !== 'normal')!;
const inRange = truth.labResults.find((row) => row.flag === 'normal')!;

async function expectAccessibleAndNoSideScroll(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a patient uploads a lab report and reads the explanation, the value out of range and the text', async ({
  page,
}) => {
  test.slow(); // on-board OCR of a full A4 photo on a small shared machine

  await login(page, DEMO_PATIENT.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/analyze');
  await expect(page.getByRole('heading', { level: 1, name: 'Document Analyzer' })).toBeVisible();
  await expect(
    page.getByText('Your analysis will appear here after you upload a document.'),
  ).toBeVisible();
  await expectAccessibleAndNoSideScroll(page);

  // Disabled without a file, yet pressing it (here by keyboard) says why.
  const analyze = page.getByRole('button', { name: 'Analyze Document' });
  await expect(analyze).toBeDisabled();
  await analyze.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Please upload a file first.');

  await page.locator('input[type="file"]').setInputFiles(image);
  await expect(page.getByText('Preview:')).toBeVisible();
  await expect(page.getByRole('img', { name: `Your chosen image: ${FIXTURE}.jpg` })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await analyze.click();
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
  await expect(page.getByText('Our AI is analyzing your document... Please wait.')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Simplified Explanation' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('heading', { name: 'Analysis Result' })).toBeFocused();
  // The explanation lists each value out of range with its reading.
  const explained = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: outOfRange.test });
  await expect(explained).toContainText(outOfRange.value);
  await expect(page.getByRole('button', { name: 'Analyze Document' })).toBeEnabled();

  const table = page.getByRole('table', { name: 'Values outside the normal range' });
  const row = table.getByRole('row').filter({ hasText: outOfRange.test });
  await expect(row).toContainText(outOfRange.value);
  await expect(row).toContainText(outOfRange.flag === 'low' ? 'Low' : 'High');
  await expect(table).not.toContainText(inRange.test);

  await expect(page.getByRole('heading', { name: 'Extracted Text' })).toBeVisible();
  const extracted = page.getByRole('region', { name: 'Extracted Text' });
  await expect(extracted).toContainText(outOfRange.test);
  await expect(extracted).toContainText(outOfRange.value);

  await expectAccessibleAndNoSideScroll(page);
});
