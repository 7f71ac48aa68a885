import OpenAI from 'openai';

/** A chat model reached through the OpenAI-compatible API (OpenAI, Gemini, Ollama, vLLM…). */
export interface LlmClient {
  /** The model's answer to a system and a user message; rejects on error or after the timeout. */
  complete(messages: { system: string; user: string }): Promise<string>;
}

/** The model is given this long before the built-in wording is used instead. */
export const LLM_TIMEOUT_MS = 15_000;

export function createLlmClient(
  settings: { baseUrl: string; apiKey: string; model: string },
  timeoutMs = LLM_TIMEOUT_MS,
): LlmClient {
  // No retries: a slow or failing model falls back to the engine's own text at once.
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    timeout: timeoutMs,
    maxRetries: 0,
  });
  return {
    async complete({ system, user }) {
      const completion = await client.chat.completions.create(
        {
          model: settings.model,
          temperature: 0.2,
          max_tokens: 700,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
        },
        { signal: AbortSignal.timeout(timeoutMs) },
      );
      return completion.choices[0]?.message?.content ?? '';
    },
  };
}
