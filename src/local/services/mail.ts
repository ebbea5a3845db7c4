import type { MailAppService, MailOptionsService } from '../../gas/services';
import type { World } from '../world';
import { array, num, record, str } from './state-util';

export const MAIL_QUOTA_MESSAGE = 'Service invoked too many times for one day: email.';
/** Consumer accounts get 100 recipients a day. */
export const DEFAULT_DAILY_MAIL_QUOTA = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SentMail {
  to: string;
  subject: string;
  body: string;
  time: Date;
  /** The HTML part, when one was sent. */
  htmlBody?: string;
  attachments?: { name: string; contentType: string; data: string }[];
}

export interface MailState {
  outbox: {
    to: string;
    subject: string;
    body: string;
    time: string;
    htmlBody?: string;
    attachments?: { name: string; contentType: string; data: string }[];
  }[];
  dailyQuota: number;
  remaining: number;
  /** World-clock ms when the current 24-hour quota window opened; null before the first email. */
  windowStart: number | null;
}

/** Sends nothing: emails land in an outbox tests and the playground can read. */
export class EmulatedMailApp implements MailAppService {
  private sent: SentMail[] = [];
  private dailyQuota = DEFAULT_DAILY_MAIL_QUOTA;
  private remaining = DEFAULT_DAILY_MAIL_QUOTA;
  private windowStart: number | null = null;

  constructor(private readonly world: World) {}

  getRemainingDailyQuota(): number {
    this.world.calls.record('MailApp.getRemainingDailyQuota');
    this.refreshWindow();
    return this.remaining;
  }

  /** The quota counts recipients, so `a@x, b@x` costs two. */
  sendEmail(recipient: string, subject: string, body: string, options?: MailOptionsService): void {
    this.world.calls.record('MailApp.sendEmail');
    const recipients = String(recipient)
      .split(',')
      .map((r) => r.trim())
      .filter((r) => r !== '');
    if (recipients.length === 0) throw new Error('Invalid argument: recipient');
    this.refreshWindow();
    if (this.remaining < recipients.length) throw new Error(MAIL_QUOTA_MESSAGE);
    if (this.windowStart === null) this.windowStart = this.world.now().getTime();
    this.remaining -= recipients.length;
    this.sent.push({
      to: recipients.join(','),
      subject: String(subject),
      body: String(body),
      time: this.world.now(),
      ...(options?.htmlBody === undefined ? {} : { htmlBody: String(options.htmlBody) }),
      ...(options?.attachments === undefined
        ? {}
        : {
            attachments: options.attachments.map((a) => ({
              name: a.getName() ?? '',
              contentType: a.getContentType() ?? '',
              data: a.getDataAsString(),
            })),
          }),
    });
  }

  // ---- emulation only ----

  get outbox(): SentMail[] {
    return this.sent.map((m) => ({
      ...m,
      time: new Date(m.time.getTime()),
      ...(m.attachments === undefined ? {} : { attachments: m.attachments.map((a) => ({ ...a })) }),
    }));
  }

  clearOutbox(): void {
    this.sent = [];
  }

  /** Sets the daily allowance and starts a fresh day with all of it left. */
  setDailyQuota(quota: number): void {
    this.dailyQuota = quota;
    this.remaining = quota;
    this.windowStart = null;
  }

  /** The quota comes back 24 hours after the day's first email. */
  private refreshWindow(): void {
    if (this.windowStart !== null && this.world.now().getTime() - this.windowStart >= DAY_MS) {
      this.remaining = this.dailyQuota;
      this.windowStart = null;
    }
  }

  exportState(): MailState {
    return {
      outbox: this.sent.map((m) => ({
        to: m.to,
        subject: m.subject,
        body: m.body,
        time: m.time.toISOString(),
        ...(m.htmlBody === undefined ? {} : { htmlBody: m.htmlBody }),
        ...(m.attachments === undefined ? {} : { attachments: m.attachments }),
      })),
      dailyQuota: this.dailyQuota,
      remaining: this.remaining,
      windowStart: this.windowStart,
    };
  }

  importState(state: unknown): void {
    const s = record(state, 'mail');
    this.sent = array(s.outbox, 'mail.outbox').map((raw, i) => {
      const m = record(raw, `mail.outbox[${i}]`);
      return {
        to: str(m.to, `mail.outbox[${i}].to`),
        subject: str(m.subject, `mail.outbox[${i}].subject`),
        body: str(m.body, `mail.outbox[${i}].body`),
        time: new Date(str(m.time, `mail.outbox[${i}].time`)),
        ...(m.htmlBody === undefined ? {} : { htmlBody: str(m.htmlBody, `mail.outbox[${i}].htmlBody`) }),
        ...(m.attachments === undefined
          ? {}
          : {
              attachments: array(m.attachments, `mail.outbox[${i}].attachments`).map((raw2, j) => {
                const a = record(raw2, `mail.outbox[${i}].attachments[${j}]`);
                return {
                  name: str(a.name, `mail.outbox[${i}].attachments[${j}].name`),
                  contentType: str(a.contentType, `mail.outbox[${i}].attachments[${j}].contentType`),
                  data: str(a.data, `mail.outbox[${i}].attachments[${j}].data`),
                };
              }),
            }),
      };
    });
    this.dailyQuota = num(s.dailyQuota, 'mail.dailyQuota');
    this.remaining = num(s.remaining, 'mail.remaining');
    this.windowStart = s.windowStart === null ? null : num(s.windowStart, 'mail.windowStart');
  }
}
