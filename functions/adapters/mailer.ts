import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { traced } from '../platform/tracing';
import { getConfig } from '../platform/config';

/**
 * Outgoing email. On AWS through SES v2 from MAIL_FROM; locally into the dev mailbox the
 * local stack registers, so every email the product sends can be read at /__dev/mailbox.
 */
export interface Email {
  to: string;
  subject: string;
  text: string;
  /** A one-time code the message carries, if any (shown separately in the dev mailbox). */
  code?: string | null;
}

export type LocalMailbox = (email: Email) => void;

let localMailbox: LocalMailbox | undefined;
let ses: SESv2Client | undefined;

export function useLocalMailbox(mailbox: LocalMailbox | undefined): void {
  localMailbox = mailbox;
}

export async function sendEmail(email: Email): Promise<void> {
  const config = getConfig();
  if (config.STAGE !== 'aws') {
    if (!localMailbox) throw new Error('No local mailbox: start the local stack');
    localMailbox(email);
    return;
  }
  if (!config.MAIL_FROM) throw new Error('MAIL_FROM is not configured');
  ses ??= traced(new SESv2Client({ region: config.AWS_REGION }));
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: config.MAIL_FROM,
      // The same configuration set as the user pool's mail: bounces and complaints suppress the
      // address and reach the mail events topic whichever part of the product sent the message.
      ...(config.MAIL_CONFIGURATION_SET ? { ConfigurationSetName: config.MAIL_CONFIGURATION_SET } : {}),
      Destination: { ToAddresses: [email.to] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: email.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}
