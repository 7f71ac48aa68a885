import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantReply } from '@arogya/contracts/assistant';
import { createTestApp, registerUser, type TestApp } from '../../../test/app';

const ask = (t: TestApp, token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/assistant/symptoms',
    payload: payload as object,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

describe('POST /api/assistant/symptoms with the built-in engine', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({}, { assistantRequestsPerMinute: 6 });
    token = (await registerUser(t.app, { email: 'asha@arogya.in' })).token;
  });
  afterAll(() => t.close());

  it('needs a signed-in user', async () => {
    const response = await ask(t, undefined, { message: 'fever', history: [], language: 'en-IN' });
    expect(response.statusCode).toBe(401);
  });

  it('answers the reply contract in the chosen language and script', async () => {
    const response = await ask(t, token, {
      message: 'मेरे पिताजी का चेहरा एक तरफ टेढ़ा हो गया और बोल नहीं पा रहे',
      history: [],
      language: 'hi-IN',
    });
    expect(response.statusCode).toBe(200);
    const reply = assistantReply.parse(response.json());
    expect(reply.triage.level).toBe('emergency');
    expect(reply.responseText).toContain('108');
    expect(reply.responseText).toMatch(/[\u0900-\u097F]/);
    expect(reply.highlightArea).toBe('head');
  });

  it.each([
    [{ message: '   ', history: [], language: 'en-IN' }, 'Please type your symptoms.'],
    [{ message: 'x'.repeat(2001), history: [], language: 'en-IN' }, 'at most 2000 characters'],
    [
      { message: 'fever', history: [], language: 'fr-FR' },
      'Choose one of the assistant languages.',
    ],
    [
      {
        message: 'fever',
        history: Array(31).fill({ sender: 'user', text: 'hi' }),
        language: 'en-IN',
      },
      'At most 30 earlier messages',
    ],
    [{ message: 'fever', history: [{ sender: 'robot', text: 'hi' }], language: 'en-IN' }, ''],
  ])('refuses bad input with 400 and a message (%#)', async (payload, message) => {
    const response = await ask(t, token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('limits each user to the configured requests a minute', async () => {
    const other = (await registerUser(t.app, { email: 'ravi@arogya.in' })).token;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (await ask(t, other, { message: 'cough', history: [], language: 'en-IN' })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /api/assistant/symptoms with an OpenAI-compatible model', () => {
  let t: TestApp;
  let token: string;
  let model: Server;
  let answer: { status: number; text: string; delayMs?: number };
  const requests: { model: string; messages: { role: string; content: string }[] }[] = [];

  beforeAll(async () => {
    // A local stand-in for any OpenAI-compatible server: no network.
    model = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        requests.push(JSON.parse(body));
        setTimeout(() => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              id: 'chatcmpl-1',
              object: 'chat.completion',
              created: 1,
              model: 'fake',
              choices: [
                {
                  index: 0,
                  finish_reason: 'stop',
                  message: { role: 'assistant', content: answer.text },
                },
              ],
            }),
          );
        }, answer.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const port = (model.address() as AddressInfo).port;
    t = await createTestApp(
      {
        LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
        LLM_API_KEY: 'test-key',
        LLM_MODEL: 'fake-model',
      },
      { llmTimeoutMs: 300 },
    );
    token = (await registerUser(t.app, { email: 'meena@arogya.in' })).token;
  });
  afterAll(async () => {
    await t.close();
    model.closeAllConnections();
    await new Promise((resolve) => model.close(resolve));
  });

  const heartAttack = {
    message: 'crushing chest pain and sweating',
    history: [],
    language: 'en-IN',
  };

  it('sends the model the engine result and uses its wording when it passes the checks', async () => {
    answer = { status: 200, text: 'This could be a heart attack. Call 108 or 112 right now.' };
    const response = await ask(t, token, heartAttack);
    expect(response.statusCode).toBe(200);
    expect(response.json().responseText).toBe(answer.text);
    expect(response.json().triage.level).toBe('emergency');
    const sent = requests.at(-1)!;
    expect(sent.model).toBe('fake-model');
    expect(JSON.parse(sent.messages[1]!.content).engineResult.level).toBe('emergency');
  });

  it.each([
    [
      'drops the emergency number',
      { status: 200, text: 'Rest at home and see a doctor next week.' },
    ],
    ['gives a dose', { status: 200, text: 'Call 108 or 112 and chew aspirin 325 mg.' }],
    ['fails', { status: 500, text: 'oops' }],
    ['is too slow', { status: 200, text: 'Call 108 or 112.', delayMs: 1000 }],
  ])('keeps the engine text when the model %s', async (_, modelAnswer) => {
    answer = modelAnswer;
    const response = await ask(t, token, heartAttack);
    expect(response.statusCode).toBe(200);
    expect(response.json().responseText).toContain('This may be an emergency. Call 108 or 112 now');
    expect(response.json().triage.level).toBe('emergency');
  });
});
