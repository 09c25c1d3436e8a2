import type { Page } from 'playwright-core';

/**
 * The newest message to an address (an email, or a phone number for WhatsApp and SMS) in the development mailbox, read
 * in a tab of its own so the page of the test stays where it is.
 */
export async function newestMail(page: Page, to: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    await mailbox.goto('/dev/mailbox');
    const mail = mailbox
      .getByTestId('mail')
      .filter({ has: mailbox.getByTestId('mail-to').getByText(to, { exact: true }) })
      .first();
    await mail.waitFor();
    return (await mail.getByTestId('mail-body').textContent()) ?? '';
  } finally {
    await mailbox.close();
  }
}

/** The code of the newest mail to an address: four digits to confirm an email, five to reset a password. */
export async function mailedCode(page: Page, to: string): Promise<string | undefined> {
  return (await newestMail(page, to)).match(/: (\d{4,5})\n/)?.[1];
}
