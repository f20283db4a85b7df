import { fetch as undiciFetch } from 'undici';
import { assertPublicLiteral, PrivateAddressError, publicOnlyAgent } from './public-address.js';

/**
 * A small client of the KoboToolbox API v2 (KPI): `Authorization: Token <token>`, JSON pages {count, next, previous,
 * results}. Assets (forms) at /api/v2/assets/, one asset with its XLSForm `content` at /api/v2/assets/{uid}/, its
 * submissions at /api/v2/assets/{uid}/data/ paged by start/limit, attachments by their download_url.
 * Every failure is a KoboError whose message says what happened in words a form manager understands.
 */

export type KoboAsset = {
  uid: string;
  name: string;
  asset_type: string;
  deployment__active?: boolean;
  has_deployment?: boolean;
  deployment__submission_count?: number;
  date_modified?: string;
};
export type KoboContent = {
  survey?: Record<string, unknown>[];
  choices?: Record<string, unknown>[];
  settings?: Record<string, unknown> | Record<string, unknown>[];
  translations?: (string | null)[];
  translated?: string[];
};
export type KoboAssetDetail = KoboAsset & { content?: KoboContent; version_id?: string };
export type KoboAttachment = {
  download_url?: string;
  download_large_url?: string;
  filename?: string;
  mimetype?: string;
  question_xpath?: string;
  uid?: string;
};
export type KoboSubmission = Record<string, unknown> & {
  _id?: number;
  _uuid?: string;
  _submission_time?: string;
  _attachments?: KoboAttachment[];
};
type KoboPage<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export type KoboErrorKind =
  'unauthorized' | 'not_found' | 'unreachable' | 'bad_response' | 'private_address' | 'too_large';
export class KoboError extends Error {
  constructor(
    readonly kind: KoboErrorKind,
    message: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 20_000;
const MAX_REDIRECTS = 5;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

type FetchResponse = Awaited<ReturnType<typeof undiciFetch>>;

export class KoboClient {
  private readonly base: string;
  constructor(
    serverUrl: string,
    private readonly token: string,
    /** Only for tests against a fake server on 127.0.0.1 (KOBO_ALLOW_PRIVATE_ADDRESSES). */
    private readonly options: { allowPrivateAddresses?: boolean } = {},
  ) {
    this.base = serverUrl.replace(/\/+$/, '');
  }

  /** One GET, redirects followed by hand so each hop is checked, and the token sent to the Kobo server only. */
  private async request(url: string): Promise<FetchResponse> {
    let target = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (!this.options.allowPrivateAddresses) assertPublicLiteral(target);
      const sameOrigin = new URL(target).origin === new URL(this.base).origin;
      const response = await undiciFetch(target, {
        headers: {
          ...(sameOrigin ? { authorization: `Token ${this.token}` } : {}),
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'manual',
        ...(this.options.allowPrivateAddresses ? {} : { dispatcher: publicOnlyAgent }),
      });
      const location =
        response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
      if (!location) return response;
      await response.body?.cancel();
      target = new URL(location, target).toString();
    }
    throw new KoboError('bad_response', `KoboToolbox at ${this.base} redirected too many times.`);
  }

  private async fetch(url: string, what: string): Promise<FetchResponse> {
    let response: FetchResponse | null = null;
    // A reused connection the server closed meanwhile fails at once: a GET is asked again, once.
    for (let attempt = 0; attempt < 2 && !response; attempt += 1) {
      try {
        response = await this.request(url);
      } catch (error) {
        if (error instanceof KoboError) throw error;
        const cause = (error as { cause?: { code?: string } }).cause;
        if (error instanceof PrivateAddressError || cause instanceof PrivateAddressError)
          throw new KoboError(
            'private_address',
            ((cause instanceof PrivateAddressError ? cause : error) as Error).message,
          );
        if (attempt === 0 && (cause?.code === 'ECONNRESET' || cause?.code === 'UND_ERR_SOCKET')) continue;
        throw new KoboError(
          'unreachable',
          `KoboToolbox at ${this.base} did not answer. Check the server address, or try again later.`,
        );
      }
    }
    if (!response)
      throw new KoboError(
        'unreachable',
        `KoboToolbox at ${this.base} did not answer. Check the server address, or try again later.`,
      );
    if (response.status === 401 || response.status === 403)
      throw new KoboError(
        'unauthorized',
        'KoboToolbox refused the API token. Copy a new token from your KoboToolbox account settings and save it again.',
      );
    if (response.status === 404)
      throw new KoboError(
        'not_found',
        `KoboToolbox has no ${what} (it was deleted, or the account cannot see it).`,
      );
    if (!response.ok)
      throw new KoboError(
        'unreachable',
        `KoboToolbox answered with an error (${response.status}) for ${what}. Try again later.`,
      );
    return response;
  }

  private async json<T>(url: string, what: string): Promise<T> {
    const response = await this.fetch(url, what);
    try {
      return (await response.json()) as T;
    } catch {
      throw new KoboError(
        'bad_response',
        `The address ${this.base} does not answer like a KoboToolbox server. Check the server address.`,
      );
    }
  }

  /** Only URLs on the configured server are followed (a page's `next`, an attachment's link). */
  private sameServer(url: string): string {
    const target = new URL(url, this.base);
    if (target.origin !== new URL(this.base).origin)
      throw new KoboError('bad_response', 'KoboToolbox sent a link to another server; it was not followed.');
    return target.toString();
  }

  /** The account's forms (survey assets), every page. */
  async listSurveys(): Promise<KoboAsset[]> {
    const found: KoboAsset[] = [];
    let url: string | null = `${this.base}/api/v2/assets/?asset_type=survey&limit=100&format=json`;
    for (let pages = 0; url && pages < 50; pages += 1) {
      const page: KoboPage<KoboAsset> | null = await this.json<KoboPage<KoboAsset> | null>(
        url,
        'list of forms',
      );
      if (!Array.isArray(page?.results))
        throw new KoboError(
          'bad_response',
          `The address ${this.base} does not answer like a KoboToolbox server. Check the server address.`,
        );
      found.push(...page.results.filter((asset) => asset.asset_type === 'survey'));
      url = page.next ? this.sameServer(page.next) : null;
    }
    return found;
  }

  async getAsset(uid: string): Promise<KoboAssetDetail> {
    return this.json<KoboAssetDetail>(
      `${this.base}/api/v2/assets/${encodeURIComponent(uid)}/?format=json`,
      `form with the id ${uid}`,
    );
  }

  /**
   * One page of a form's submissions, oldest first: the first page, or the page at `next` (the link the page before
   * gave). Kobo may send fewer than `limit` (it caps a page at its SUBMISSION_LIST_LIMIT), so paging follows `next`
   * rather than counting offsets.
   */
  async submissions(
    uid: string,
    limit: number,
    next: string | null = null,
  ): Promise<KoboPage<KoboSubmission>> {
    const query = new URLSearchParams({
      start: '0',
      limit: String(limit),
      format: 'json',
      sort: '{"_id":1}',
    });
    return this.json<KoboPage<KoboSubmission>>(
      next
        ? this.sameServer(next)
        : `${this.base}/api/v2/assets/${encodeURIComponent(uid)}/data/?${query.toString()}`,
      `submissions of the form ${uid}`,
    );
  }

  /** An attachment's bytes (at most MAX_ATTACHMENT_BYTES). */
  async download(url: string): Promise<{ buffer: Buffer; contentType: string }> {
    const response = await this.fetch(this.sameServer(url), 'attachment');
    const tooLarge = () =>
      new KoboError('too_large', `larger than ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB, so it was left out`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_ATTACHMENT_BYTES) {
      await response.body?.cancel();
      throw tooLarge();
    }
    // Read up to the limit and stop there: a server that sends no length cannot make us hold more.
    const chunks: Uint8Array[] = [];
    let size = 0;
    // undici types a body's chunks as any (node:stream/web's default); a fetch body streams bytes.
    const body = response.body as ReadableStream<Uint8Array> | null;
    for await (const chunk of body ?? []) {
      size += chunk.length;
      // Leaving the loop by a throw cancels the rest of the body.
      if (size > MAX_ATTACHMENT_BYTES) throw tooLarge();
      chunks.push(chunk);
    }
    return {
      buffer: Buffer.concat(chunks),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }
}
