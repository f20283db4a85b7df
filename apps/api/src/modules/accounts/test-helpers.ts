import { PASSWORD_RESET_JOB } from './auth.service.js';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/build-app.js';

let ipCounter = 0;
/** A fresh client address per test, so per-IP rate limits do not bleed from one test into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export const API = '/api/v1';

export type InjectOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  ip?: string;
  token?: string;
};

/** Calls the API as a client would: JSON body, tenant header, optional bearer token, a fresh client address. */
export async function call(t: TestApp, options: InjectOptions): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'x-tenant': 'federal', ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return t.app.inject({
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    url: `${API}${options.url}`,
    headers,
    payload: options.body as Record<string, unknown> | undefined,
    remoteAddress: options.ip ?? nextIp(),
  });
}

/** Decodes a quoted-printable body part (soft line breaks and =XX escapes), as a mail client would. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Runs the queued mail jobs and answers the newest message to `to` whose subject matches, decoded. */
export async function latestMail(t: TestApp, to: string, subject: RegExp) {
  await t.runJobs();
  const mail = t
    .outbox()
    .filter((message) => message.to.toLowerCase() === to.toLowerCase() && subject.test(message.subject))
    .at(-1);
  if (!mail) return null;
  return { ...mail, body: decodeQuotedPrintable(mail.raw) };
}

/** The 6-digit code of the newest verification e-mail to `to`. */
export async function readOtp(t: TestApp, to: string): Promise<string> {
  const mail = await latestMail(t, to, /verification code/);
  const code = mail && /^(\d{6}) is your Oversight verification code/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`No verification e-mail to ${to}`);
  // The code is in the body too, not only the subject.
  if (!mail.body.includes(code)) throw new Error('The verification code is missing from the e-mail body');
  return code;
}

/** The uid and token of the newest password-reset link e-mailed to `to`. */
export async function readResetLink(t: TestApp, to: string) {
  // The link is e-mailed by a job (the request answers the same whatever the address).
  await t.app.jobs.runPending([PASSWORD_RESET_JOB]);
  const mail = await latestMail(t, to, /Reset your Oversight password/);
  const match =
    mail &&
    /(http:\/\/localhost:3000\/password-reset\/confirm\?uid=([0-9a-f-]+)&token=([A-Za-z0-9_-]+))/.exec(
      mail.body,
    );
  if (!match) throw new Error(`No password-reset e-mail to ${to}`);
  return { link: match[1]!, uid: match[2]!, token: match[3]! };
}

export type MultipartFile = { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body, as a browser builds it, for `inject`. */
export function multipart(fields: Record<string, string>, files: MultipartFile[] = []) {
  const boundary = `----oversight${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
