import { basename } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { formatPosition } from '../../../src/features/qa/formatPosition';
import { qaLabels } from '../../../src/features/qa/qaLabels';

/** Loads a recording in the /#/test console: the page restarts on it, paused at its start. */
export async function loadRecording(page: Page, file: string): Promise<void> {
  await page.getByLabel(qaLabels.loadRecording).setInputFiles(file);
  await expect(page.getByRole('region', { name: qaLabels.replayTitle })).toContainText(basename(file));
}

/** Types the position into "Go to" and presses Enter: the seek has run once the key is handled. */
export async function goTo(page: Page, at: number): Promise<void> {
  await page.getByLabel(qaLabels.jumpTo).fill(formatPosition(at));
  await page.keyboard.press('Enter');
}

/** A position the "Go to" field can type (it takes tenths of a second): `at` rounded up to the next 100 ms. */
export const onStep = (at: number) => Math.ceil(at / 100) * 100;
