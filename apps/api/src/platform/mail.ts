import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { sentEmails } from '../db/schema/index.js';
import type { Jobs } from './jobs.js';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
type MailJob = MailMessage & { idempotencyKey: string };

export const MAIL_JOB = 'mail.send';

/**
 * Outgoing mail always goes through the job queue; the transport is SMTP when SMTP_URL is set,
 * otherwise .eml files in DATA_DIR/outbox (and a log line), so a fresh install needs no mail server.
 */
export class Mailer {
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo | StreamTransport.SentMessageInfo>;

  constructor(
    private readonly config: AppConfig,
    private readonly db: Database,
    private readonly jobs: Jobs,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = config.mail.smtpUrl
      ? nodemailer.createTransport(config.mail.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    jobs.register<MailJob>(MAIL_JOB, (data) => this.deliver(data));
  }

  /** Queues a message; the key makes a repeated request (or a retried job) send it once. */
  async send(message: MailMessage, idempotencyKey: string) {
    const job: MailJob = { ...message, idempotencyKey };
    await this.jobs.send(MAIL_JOB, job, { singletonKey: idempotencyKey });
  }

  private async deliver(message: MailJob) {
    await this.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(sentEmails)
        .values({ idempotencyKey: message.idempotencyKey, recipient: message.to, subject: message.subject })
        .onConflictDoNothing()
        .returning({ key: sentEmails.idempotencyKey });
      if (claimed.length === 0) {
        this.log.info({ key: message.idempotencyKey }, 'mail already sent, skipping');
        return;
      }
      // Sending inside the transaction: if the transport fails, the claim rolls back and the retry sends.
      const info = await this.transport.sendMail({
        from: this.config.mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      // Only the outbox's stream transport (no SMTP_URL) hands the message back.
      if ('message' in info) {
        await mkdir(this.config.mail.outboxDir, { recursive: true, mode: 0o700 });
        const safeKey = message.idempotencyKey.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 80);
        const file = path.join(this.config.mail.outboxDir, `${Date.now()}-${safeKey}.eml`);
        // Messages hold reset links and codes: the owner's only.
        await writeFile(file, info.message, { mode: 0o600 });
        this.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
      } else {
        this.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      }
    });
  }

  async wasSent(idempotencyKey: string) {
    const rows = await this.db.select().from(sentEmails).where(eq(sentEmails.idempotencyKey, idempotencyKey));
    return rows.length > 0;
  }
}
