import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1 for tests: POST {base}/chat/completions with a
 * bearer key answers the next scripted content as a chat.completion object (or a scripted HTTP error), and keeps
 * the requests it was sent so tests can read the messages.
 */

/** The part of a chat-completions request the fake reads and tests check; other keys are kept as sent. */
const requestBodySchema = z.looseObject({
  model: z.string(),
  messages: z.array(z.object({ role: z.string(), content: z.string() })).min(1),
  response_format: z.unknown().optional(),
});

export type ScriptedAnswer = { content: string } | { status: number; message: string };
export type FakeOpenAi = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Answers for the next requests, in order. */
  answers: ScriptedAnswer[];
  requests: {
    path: string;
    authorization: string | undefined;
    body: { model: string; messages: { role: string; content: string }[]; response_format?: unknown };
  }[];
  close: () => Promise<void>;
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOpenAi(
  options: { apiKey?: string; model?: string } = {},
): Promise<FakeOpenAi> {
  const apiKey = options.apiKey ?? 'sk-test-key';
  const model = options.model ?? 'test-model';
  const fake: Omit<FakeOpenAi, 'baseUrl' | 'close'> = { apiKey, model, answers: [], requests: [] };
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0]!;
    if (request.method !== 'POST' || !path.endsWith('/chat/completions')) {
      send(response, 404, { error: { message: 'Unknown path', type: 'invalid_request_error' } });
      return;
    }
    const raw = await readBody(request);
    const authorization = request.headers.authorization;
    if (authorization !== `Bearer ${apiKey}`) {
      send(response, 401, {
        error: {
          message: 'Incorrect API key provided.',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      });
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      send(response, 400, {
        error: {
          message: 'We could not parse the JSON body of your request.',
          type: 'invalid_request_error',
        },
      });
      return;
    }
    const parsed = requestBodySchema.safeParse(json);
    if (!parsed.success) {
      send(response, 400, { error: { message: "'messages' is required", type: 'invalid_request_error' } });
      return;
    }
    const body = parsed.data;
    fake.requests.push({ path, authorization, body });
    const answer = fake.answers.shift();
    if (!answer) {
      send(response, 500, { error: { message: 'No scripted answer left', type: 'server_error' } });
      return;
    }
    if ('status' in answer) {
      send(response, answer.status, { error: { message: answer.message, type: 'server_error' } });
      return;
    }
    send(response, 200, {
      id: `chatcmpl-${fake.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: answer.content, refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
    });
  };
  const server: Server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
