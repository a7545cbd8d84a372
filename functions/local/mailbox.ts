/**
 * The local stand-in for email: every message the product would send is kept here (newest
 * first), printed on the console, and readable at GET /__dev/mailbox?email=.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  sentAt: string;
}

export class DevMailbox {
  private readonly messages: MailMessage[] = [];

  constructor(private readonly print: (line: string) => void = (line) => console.log(line)) {}

  deliver(message: Omit<MailMessage, 'sentAt'> & { sentAt?: string }): MailMessage {
    const stored: MailMessage = {
      ...message,
      to: message.to.toLowerCase(),
      sentAt: message.sentAt ?? new Date().toISOString(),
    };
    this.messages.unshift(stored);
    this.print(`[mailbox] to ${stored.to}: ${stored.subject}${stored.code ? ` (code ${stored.code})` : ''}`);
    return stored;
  }

  for(email: string): MailMessage[] {
    const wanted = email.trim().toLowerCase();
    return this.messages.filter((m) => m.to === wanted);
  }
}
