import type {
  Answers,
  RespondBody,
  ResponseFile,
  SurveyResponse,
} from '@oversight/shared/surveys/responses.schemas';
import type { ApiError } from '../../../lib/api-client';
import { isTransient } from '../../../lib/device-queue';
import { swapFileIds, type OutboxStorage, type QueuedResponse } from './outbox-store';

/** How a queued response reaches the server (the real requests in the app, fakes in tests). */
export interface OutboxTransport {
  upload: (surveyId: string, file: Blob, name: string, question: string | null) => Promise<ResponseFile>;
  respond: (surveyId: string, body: RespondBody & { website?: string }) => Promise<SurveyResponse>;
}

export type SendResult =
  | { status: 'sent'; response: SurveyResponse }
  /** The network (or the server, for a while) is not there: keep it and try later. */
  | { status: 'retry'; entry: QueuedResponse }
  | { status: 'rejected'; entry: QueuedResponse };

function rejection(error: ApiError): NonNullable<QueuedResponse['rejected']> {
  const body = error.body as Record<string, unknown> | null;
  const answers =
    body && typeof body === 'object' && body.answers && typeof body.answers === 'object'
      ? (body.answers as Record<string, string[]>)
      : undefined;
  if (error.status === 400) {
    const others =
      body && typeof body === 'object' ? Object.entries(body).filter(([key]) => key !== 'answers') : [];
    const message = others
      .flatMap(([, value]: [string, unknown]) => (Array.isArray(value) ? (value as unknown[]) : [value]))
      .filter((item) => typeof item === 'string')
      .join(' ');
    return {
      status: 400,
      message: message || 'Some answers were not accepted. Open the response to fix them.',
      errors: answers,
    };
  }
  if (error.status === 401) return { status: 401, message: 'Sign in again to send this response.' };
  return { status: error.status, message: error.message || 'The form refused this response.' };
}

/**
 * Sends one response: its offline files first (each upload saved at once with `save`, so a retry does not upload it
 * again), then the answers with the files' ids. Never throws.
 */
export async function sendQueued(
  entry: QueuedResponse,
  transport: OutboxTransport,
  save: (entry: QueuedResponse) => Promise<void>,
): Promise<SendResult> {
  let current = entry;
  try {
    for (const file of entry.files) {
      const uploaded = await transport.upload(
        current.survey_id,
        new Blob([file.data], { type: file.type }),
        file.name,
        file.question,
      );
      const ids = new Map([[file.local_id, uploaded.id]]);
      current = {
        ...current,
        body: { ...current.body, answers: swapFileIds(current.body.answers, ids) as Answers },
        files: current.files.filter((item) => item.local_id !== file.local_id),
      };
      await save(current);
    }
    const response = await transport.respond(current.survey_id, current.body);
    return { status: 'sent', response };
  } catch (error) {
    if (isTransient(error)) return { status: 'retry', entry: current };
    return { status: 'rejected', entry: { ...current, rejected: rejection(error as ApiError) } };
  }
}

export type FlushSummary = { sent: number; waiting: number; rejected: number };

/** Whether the person signed in now (`owner`, null when signed out) may see and send this kept response. */
export const isOwnedBy = (entry: QueuedResponse, owner: string | null) =>
  entry.owner === undefined || entry.owner === owner;

/**
 * Sends the owner's waiting responses in order: each is removed once the server has it, kept with the server's
 * message when refused (a 400 to fix), and the rest wait for the next try when the network fails. Other people's
 * stay untouched until they sign in on this device again.
 */
export async function flushOutbox(
  storage: OutboxStorage,
  transport: OutboxTransport,
  owner: string | null,
): Promise<FlushSummary> {
  const summary: FlushSummary = { sent: 0, waiting: 0, rejected: 0 };
  let offline = false;
  for (const entry of (await storage.all()).filter((item) => isOwnedBy(item, owner))) {
    if (entry.rejected) {
      summary.rejected += 1;
      continue;
    }
    if (offline) {
      summary.waiting += 1;
      continue;
    }
    const result = await sendQueued(entry, transport, (next) => storage.put(next));
    if (result.status === 'sent') {
      await storage.delete(entry.client_id);
      summary.sent += 1;
    } else if (result.status === 'rejected') {
      await storage.put(result.entry);
      summary.rejected += 1;
    } else {
      // One failure to reach the server stops this round: the next ones would fail the same way.
      offline = true;
      summary.waiting += 1;
    }
  }
  return summary;
}
