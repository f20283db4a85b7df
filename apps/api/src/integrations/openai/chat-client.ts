import OpenAI, { APIError } from 'openai';
import type { AppConfig } from '../../config.js';

/**
 * A language model behind any OpenAI-compatible chat-completions endpoint (the official `openai` client), configured
 * by AI_API_URL, AI_API_KEY and AI_MODEL. Callers get the model's text answer or an AiError in words.
 */

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export class AiError extends Error {
  constructor(
    message: string,
    /** The model server answered (an HTTP status), or was not reached (null). */
    readonly status: number | null,
  ) {
    super(message);
  }
}

export type ChatClient = {
  model: string;
  complete: (messages: ChatMessage[], options?: { json?: boolean }) => Promise<string>;
};

export function createChatClient(settings: NonNullable<AppConfig['ai']>): ChatClient {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    timeout: settings.timeoutMs,
    maxRetries: 1,
  });
  return {
    model: settings.model,
    async complete(messages, options = {}) {
      try {
        const completion = await client.chat.completions.create({
          model: settings.model,
          messages,
          temperature: 0.2,
          ...(options.json ? { response_format: { type: 'json_object' as const } } : {}),
        });
        const content = completion.choices[0]?.message.content;
        if (!content) throw new AiError('The language model sent an empty answer.', 200);
        return content;
      } catch (error) {
        if (error instanceof AiError) throw error;
        // `instanceof` of a generic class types its fields as any: the status is a number, or undefined unanswered.
        const status = error instanceof APIError ? (error as APIError).status : undefined;
        if (status) {
          const why =
            status === 401 || status === 403
              ? "refused this server's key; ask its administrator"
              : status === 429
                ? 'is busy or out of quota'
                : `answered ${status}`;
          throw new AiError(`The language model server ${why}.`, status);
        }
        throw new AiError('The language model server could not be reached.', null);
      }
    },
  };
}
