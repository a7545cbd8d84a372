import { expect } from 'vitest';

interface Mail {
  to: string;
  subject: string;
  code: string | null;
  sentAt: string;
}

export async function mailFor(baseUrl: string, email: string): Promise<Mail[]> {
  const res = await fetch(`${baseUrl}/__dev/mailbox?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { data: Mail[] }).data;
}

/** Waits until the mailbox holds `count` messages for the address and returns the newest code. */
export async function latestCode(baseUrl: string, email: string, count = 1): Promise<string> {
  await expect.poll(async () => (await mailFor(baseUrl, email)).length).toBeGreaterThanOrEqual(count);
  const [newest] = await mailFor(baseUrl, email);
  if (!newest?.code) throw new Error(`No code in the newest message for ${email}`);
  return newest.code;
}
