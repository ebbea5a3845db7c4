import { existsSync } from 'node:fs';
import { Browser, chromium } from 'playwright-core';

/** Debian's Chromium through playwright-core (a test tool's own browser download fails here). */
export const CHROMIUM = '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (bash scripts/system-deps.sh).`);
  try {
    return await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  } catch (error) {
    throw new Error(
      `Chromium (${CHROMIUM}) could not start: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}
