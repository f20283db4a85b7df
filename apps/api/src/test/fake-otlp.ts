import http from 'node:http';

export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
};

type OtlpValue = {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
};
type OtlpSpan = Omit<ReceivedSpan, 'attributes'> & { attributes?: { key: string; value: OtlpValue }[] };
type OtlpExport = {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value: OtlpValue }[] };
    scopeSpans?: { spans?: OtlpSpan[] }[];
  }[];
};

const plain = (value: OtlpValue) =>
  value.stringValue ??
  (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue));

/**
 * A small OTLP/HTTP receiver on 127.0.0.1: accepts JSON exports on POST /v1/traces (what
 * @opentelemetry/exporter-trace-otlp-http sends) and keeps the spans and the service names that arrived.
 */
export async function startFakeOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const services = new Set<string>();
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/traces') {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!String(request.headers['content-type']).startsWith('application/json')) {
        response.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const resource of body.resourceSpans ?? []) {
        const service = resource.resource?.attributes?.find((attribute) => attribute.key === 'service.name');
        if (service) services.add(String(plain(service.value)));
        for (const scope of resource.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({
              ...span,
              attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, plain(a.value)])),
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    services,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
