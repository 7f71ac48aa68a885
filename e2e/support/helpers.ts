import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { SERVER_LOG } from './environment';

export const DEMO_PASSWORD = 'Arogya@2026';
export const DEMO_PATIENT = { email: 'priya@arogya.demo', firstName: 'Priya' };

/** A unique email per call, so tests never collide on the shared e2e database. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * Closes the notifications on screen: on a phone one sits over the menu button, and the pointer
 * resting on it pauses its timer, so it would never go by itself.
 */
async function closeToasts(page: Page) {
  const close = page.getByRole('button', { name: 'Close toast' });
  for (let i = 0; i < 5 && (await close.count()) > 0; i++)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
}

/** Opens whichever account menu this screen size shows. */
export async function openAccountMenu(page: Page, firstName: string) {
  if (isPhone(page)) {
    await closeToasts(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: firstName }).click();
  }
}

export async function logout(page: Page, firstName: string) {
  await openAccountMenu(page, firstName);
  if (isPhone(page)) await page.getByRole('button', { name: 'Logout' }).click();
  else await page.getByRole('menuitem', { name: 'Logout' }).click();
}

export async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The newest password reset link the server wrote to its log after `since` lines. */
export async function resetLinkFromLog(linesBefore: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const lines = fs.readFileSync(SERVER_LOG, 'utf8').split('\n').slice(linesBefore);
      link = lines
        .map((l) => l.match(/"resetUrl":"([^"]+)"/)?.[1])
        .filter(Boolean)
        .pop();
      return link;
    })
    .toMatch(/\/reset-password\/[\w-]{20,}$/);
  return link!;
}

export const serverLogLineCount = () => fs.readFileSync(SERVER_LOG, 'utf8').split('\n').length - 1;
