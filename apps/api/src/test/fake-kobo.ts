import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A small KoboToolbox (KPI API v2) on 127.0.0.1 for tests: `Authorization: Token <token>` (anything else: 401 as Kobo
 * answers it), /api/v2/assets/ paged by limit/offset, /api/v2/assets/{uid}/ with `content` (survey, choices,
 * settings, translations), /api/v2/assets/{uid}/data/ paged by start/limit with `next`, and attachments by their
 * download_url. Tests change `assets` and `submissions` between calls.
 */

export type FakeAsset = {
  uid: string;
  name: string;
  asset_type?: string;
  deployed?: boolean;
  content: Record<string, unknown>;
};

export class FakeKobo {
  readonly token = 'f0e1d2c3b4a5968778695a4b3c2d1e0f12345678';
  assets: FakeAsset[] = [];
  submissions = new Map<string, Record<string, unknown>[]>();
  /**
   * Kobo caps a data page at its SUBMISSION_LIST_LIMIT (kpi's DataPagination: limit/offset paging with `start` as the
   * offset, `max_limit` the cap) whatever `limit` asks; `next` carries the offset of the page after the one sent.
   */
  maxLimit = Infinity;
  /** Every request's path, to check paging. */
  readonly requests: string[] = [];
  private server: Server | null = null;
  url = '';
  photo: Buffer = Buffer.alloc(0);

  async start() {
    this.photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    this.server = createServer((request, response) => this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  private handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', this.url);
    this.requests.push(`${url.pathname}${url.search}`);
    if (request.headers.authorization !== `Token ${this.token}`) {
      this.send(response, 401, { detail: 'Invalid token.' });
      return;
    }
    const asked = Number(url.searchParams.get('limit') ?? 100);
    const page = <T>(items: T[], offsetKey: 'offset' | 'start') => {
      const limit = offsetKey === 'start' ? Math.min(asked, this.maxLimit) : asked;
      const offset = Number(url.searchParams.get(offsetKey) ?? 0);
      const next = offset + limit < items.length ? new URL(url) : null;
      next?.searchParams.set(offsetKey, String(offset + limit));
      next?.searchParams.set('limit', String(limit));
      return {
        count: items.length,
        next: next?.toString() ?? null,
        previous: null,
        results: items.slice(offset, offset + limit),
      };
    };
    if (url.pathname === '/api/v2/assets/') {
      const listed = this.assets.map((asset) => ({
        uid: asset.uid,
        name: asset.name,
        asset_type: asset.asset_type ?? 'survey',
        has_deployment: asset.deployed ?? true,
        deployment__active: asset.deployed ?? true,
        deployment__submission_count: this.submissions.get(asset.uid)?.length ?? 0,
        date_modified: '2026-11-01T10:00:00Z',
      }));
      this.send(response, 200, page(listed, 'offset'));
      return;
    }
    const data = /^\/api\/v2\/assets\/([^/]+)\/data\/$/.exec(url.pathname);
    if (data) {
      if (!this.assets.some((asset) => asset.uid === data[1])) {
        this.send(response, 404, { detail: 'Not found.' });
        return;
      }
      this.send(response, 200, page(this.submissions.get(data[1]!) ?? [], 'start'));
      return;
    }
    const one = /^\/api\/v2\/assets\/([^/]+)\/$/.exec(url.pathname);
    if (one) {
      const asset = this.assets.find((item) => item.uid === one[1]);
      if (!asset) {
        this.send(response, 404, { detail: 'Not found.' });
        return;
      }
      this.send(response, 200, {
        uid: asset.uid,
        name: asset.name,
        asset_type: asset.asset_type ?? 'survey',
        deployment__active: asset.deployed ?? true,
        content: asset.content,
      });
      return;
    }
    if (url.pathname.startsWith('/media/original')) {
      // A "huge" file: 11 MB sent in chunks with no length, as a server streaming a video would.
      if (url.searchParams.get('media_file')?.includes('huge')) {
        response.writeHead(200, { 'content-type': 'video/mp4' });
        const chunk = Buffer.alloc(1024 * 1024, 1);
        for (let sent = 0; sent < 11; sent += 1) response.write(chunk);
        return response.end();
      }
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      return response.end(this.photo);
    }
    this.send(response, 404, { detail: 'Not found.' });
  }

  /** An attachment's download_url as Kobo gives it. */
  attachmentUrl(name: string) {
    return `${this.url}/media/original?media_file=kobo/attachments/abc/${encodeURIComponent(name)}`;
  }
}
