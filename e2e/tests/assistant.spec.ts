import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_PATIENT, login } from '../support/helpers';

/**
 * Browser speech stand-ins, installed before the page loads: a machine running tests has no
 * microphone or voices. What the page asks to be spoken is kept in `window.spokenTexts`.
 */
async function stubSpeech(page: Page) {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    Object.assign(window, { spokenTexts: spoken });
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        speak: (utterance: SpeechSynthesisUtterance) => spoken.push(utterance.text),
        cancel: () => undefined,
        getVoices: () => [{ lang: 'en-IN', name: 'Test voice' }],
      },
    });
    class FakeUtterance {
      voice: unknown = null;
      lang = '';
      constructor(readonly text: string) {}
    }
    Object.assign(window, { SpeechSynthesisUtterance: FakeUtterance });
    class SilentRecognition {
      onend: (() => void) | null = null;
      start() {}
      stop() {
        this.onend?.();
      }
      abort() {
        this.onend?.();
      }
    }
    Object.assign(window, { webkitSpeechRecognition: SilentRecognition });
  });
}

const spokenTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { spokenTexts: string[] }).spokenTexts);

async function say(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Your symptoms' }).fill(text);
  await page.getByRole('textbox', { name: 'Your symptoms' }).press('Enter');
}

test('a patient describes symptoms, taps a suggestion, sees the body area, an emergency and a doctor link', async ({
  page,
}) => {
  await stubSpeech(page);
  await login(page, DEMO_PATIENT.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/assistant');

  const log = page.getByRole('log', { name: 'Conversation with the assistant' });
  const aiMessages = log.locator('[data-sender="ai"]');
  await expect(aiMessages.first()).toContainText('Please choose your language');
  await expect(page.getByLabel('Language')).toHaveValue('en-IN');

  // Typing a symptom: the reply comes from the real engine, is spoken, and offers suggestions.
  await say(page, 'I have a headache and fever since 2 days');
  await expect(log.locator('[data-sender="user"]')).toHaveText([
    /I have a headache and fever since 2 days/,
  ]);
  await expect(aiMessages).toHaveCount(2);
  const reply = (await aiMessages.nth(1).locator('p[lang]').textContent()) ?? '';
  expect(reply).toMatch(/headache/i);
  await expect.poll(() => spokenTexts(page)).toContain(reply);
  const chips = page.getByRole('group', { name: 'Suggestions' }).getByRole('button');
  await expect(chips.first()).toBeVisible();

  // A chip sends its own text; the head stays highlighted, in the figure and in words.
  const chip = chips.last();
  const chipText = (await chip.textContent()) ?? '';
  await chip.click();
  await expect(log.locator('[data-sender="user"]').last()).toContainText(chipText);
  await expect(aiMessages).toHaveCount(3);
  await expect(page.locator('[data-area="head"]')).toHaveAttribute('data-highlighted', 'true');
  await expect(page.locator('figcaption')).toHaveText('Highlighted: Head');
  await expect(page.getByRole('img', { name: 'Body diagram' })).toHaveAccessibleDescription(
    /Highlighted: Head$/,
  );

  // A heart attack: the emergency banner with tap-to-call numbers, the chest highlighted.
  await say(page, 'crushing chest pain spreading to my left arm and sweating');
  const banner = page.getByRole('alert');
  await expect(banner).toContainText('Emergency — call 108 or 112 now');
  await expect(banner.getByRole('link', { name: 'Call 108' })).toHaveAttribute('href', 'tel:108');
  await expect(banner.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  await expect(page.locator('[data-area="chest"]')).toHaveAttribute('data-highlighted', 'true');
  await expect(page.locator('[data-level="emergency"]')).toBeVisible();

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // 'Find a {specialty}' opens the directory filtered by that specialty and the language.
  const findDoctor = page.getByRole('main').getByRole('link', { name: /^Find a / });
  const specialty = ((await findDoctor.textContent()) ?? '').replace(/^Find a /, '').trim();
  expect(specialty).not.toBe('');
  await findDoctor.click();
  await expect(page).toHaveURL(/\/find-a-doctor\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('search')).toBe(specialty);
  expect(url.searchParams.get('language')).toBe('English');
  await expect(page.getByLabel('Search by name or specialty')).toHaveValue(specialty);
  await expect(page.getByLabel('Language')).toHaveValue('English');
});

test('the greeting follows the chosen language, and an empty message is not sent', async ({
  page,
}) => {
  await stubSpeech(page);
  await login(page, DEMO_PATIENT.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/assistant');

  await page.getByLabel('Language').selectOption('ta-IN');
  const greeting = page.getByRole('log').locator('[data-sender="ai"] p[lang]');
  await expect(greeting).toHaveAttribute('lang', 'ta-IN');
  await expect(greeting).toContainText('வணக்கம்');

  await say(page, '   ');
  await expect(page.getByRole('log').locator('[data-sender="user"]')).toHaveCount(0);

  // The chosen language is remembered on this device.
  await page.reload();
  await expect(page.getByLabel('Language')).toHaveValue('ta-IN');
});
