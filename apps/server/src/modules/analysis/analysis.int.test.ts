import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisResult, type AnalysisResult } from '@arogya/contracts/analysis';
import { closeOcr } from '@arogya/docsense/analyze-image';
import { createTestApp, registerUser, type TestApp } from '../../../test/app';

type Part = { field: string; filename?: string; contentType?: string; data: Buffer | string };

/** A multipart/form-data body built by hand, so tests control every byte and header. */
function multipart(parts: Part[]) {
  const boundary = '----arogya-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    const type = part.filename
      ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`
      : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const fixtures = path.resolve(import.meta.dirname, '../../../../../packages/docsense/fixtures');
const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny, well-formed PNG whose header claims 50,000 × 50,000 pixels: a decompression bomb. */
function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header[8] = 8; // bit depth
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const fakeResult: AnalysisResult = {
  documentType: 'prescription',
  originalText: 'Tab Dolo 650 1-0-1',
  simplifiedText: 'This is a prescription.',
  labResults: [],
  medicines: [{ name: 'Dolo 650', frequency: 'morning and night' }],
};

describe('POST /api/analysis/analyze refusals', () => {
  let t: TestApp;
  let token: string;
  const seenLanguages: string[] = [];
  let release: (() => void) | undefined;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        // A stand-in for OCR: the checks under test happen before it; a 'slow' PNG holds a slot.
        analyzeImage: async (bytes, { language }) => {
          seenLanguages.push(language);
          if (bytes.length > 1000 && bytes.includes(Buffer.from('slow'))) {
            await new Promise<void>((resolve) => (release = resolve));
          }
          return fakeResult;
        },
        analysisConcurrency: 1,
        analysisQueueTimeoutMs: 200,
        analysisRequestsPerMinute: 1000,
      },
    );
    token = (await registerUser(t.app, { email: 'uma@arogya.in' })).token;
  });
  afterAll(() => t.close());

  const post = (parts: Part[] | undefined, auth = true) => {
    const body = parts ? multipart(parts) : undefined;
    return t.app.inject({
      method: 'POST',
      url: '/api/analysis/analyze',
      headers: {
        ...(auth ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': body.contentType } : {}),
      },
      ...(body ? { payload: body.payload } : {}),
    });
  };

  it('needs a signed-in user', async () => {
    const response = await post(
      [{ field: 'document', filename: 'a.png', data: await smallPng() }],
      false,
    );
    expect(response.statusCode).toBe(401);
  });

  it('accepts one PNG and passes the chosen language', async () => {
    const response = await post([
      { field: 'language', data: 'hi-IN' },
      { field: 'document', filename: 'report.PNG', data: await smallPng() },
    ]);
    expect(response.statusCode).toBe(200);
    expect(analysisResult.parse(response.json()).medicines[0]?.name).toBe('Dolo 650');
    expect(seenLanguages.at(-1)).toBe('hi-IN');
  });

  it.each([
    ['no body', undefined, 400, 'Please upload a file first.'],
    ['no file', [{ field: 'language', data: 'en-IN' }], 400, 'Please upload a file first.'],
    ['an unknown language', [{ field: 'language', data: 'fr' }], 400, 'en-IN or hi-IN'],
  ] as const)('refuses %s with %i', async (_, parts, status, message) => {
    const response = await post(parts as Part[] | undefined);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain(message);
  });

  it('refuses two files and a file in another field', async () => {
    const png = await smallPng();
    for (const parts of [
      [
        { field: 'document', filename: 'a.png', data: png },
        { field: 'document', filename: 'b.png', data: png },
      ],
      [{ field: 'photo', filename: 'a.png', data: png }],
    ]) {
      const response = await post(parts);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        "Please upload exactly one image in the field 'document'.",
      );
    }
  });

  it('refuses other types and names that lie with 415', async () => {
    const png = await smallPng();
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const pdf = Buffer.from('%PDF-1.4\n%fake\n');
    const cases: Part[] = [
      { field: 'document', filename: 'scan.gif', data: gif },
      { field: 'document', filename: 'scan.pdf', data: pdf },
      { field: 'document', filename: 'scan.png', data: pdf },
      { field: 'document', filename: 'scan.jpg', data: png },
      { field: 'document', filename: 'scan', data: png },
    ];
    for (const part of cases) {
      const response = await post([part]);
      expect(response.statusCode, part.filename).toBe(415);
      expect(response.json().message).toContain('Only JPEG and PNG images');
    }
  });

  it('refuses an empty or corrupt image with 422', async () => {
    const png = await smallPng();
    for (const data of [
      Buffer.alloc(0),
      png.subarray(0, 40),
      Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]),
    ]) {
      const response = await post([{ field: 'document', filename: 'x.png', data }]);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(/empty|could not be read/);
    }
  });

  it('refuses more than 20 MB and more than 40 megapixels with 413', async () => {
    const huge = Buffer.concat([await smallPng(), Buffer.alloc(21 * 1024 * 1024)]);
    const tooBig = await post([{ field: 'document', filename: 'x.png', data: huge }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toContain('larger than 20 MB');
    const bomb = await post([{ field: 'document', filename: 'x.png', data: bombPng() }]);
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().message).toContain('megapixels');
  });

  it('answers 503 with a message when every analysis slot stays busy', async () => {
    const slow = Buffer.concat([await smallPng(), Buffer.from('slow'), Buffer.alloc(2000)]);
    const first = post([{ field: 'document', filename: 'slow.png', data: slow }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await post([{ field: 'document', filename: 'b.png', data: await smallPng() }]);
    expect(second.statusCode).toBe(503);
    expect(second.json().message).toContain('busy');
    release?.();
    expect((await first).statusCode).toBe(200);
  });
});

describe('POST /api/analysis/analyze rate limit', () => {
  it('limits each user to the configured analyses a minute', async () => {
    const t = await createTestApp(
      {},
      { analyzeImage: async () => fakeResult, analysisRequestsPerMinute: 2 },
    );
    try {
      const { token } = await registerUser(t.app, { email: 'lata@arogya.in' });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const body = multipart([{ field: 'document', filename: 'a.png', data: await smallPng() }]);
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/analysis/analyze',
          headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
          payload: body.payload,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});

describe('POST /api/analysis/analyze with on-board OCR', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerUser(t.app, { email: 'kiran@arogya.in' })).token;
  });
  afterAll(async () => {
    await t.close();
    await closeOcr();
  });

  it('reads a photographed lab report: its type, its rows and an out-of-range flag', async () => {
    const truth = JSON.parse(fs.readFileSync(path.join(fixtures, 'truth/lab-01.json'), 'utf8')) as {
      labResults: { test: string; value: string; flag: string }[];
    };
    const body = multipart([
      {
        field: 'document',
        filename: 'lab-01.jpg',
        contentType: 'image/jpeg',
        data: fs.readFileSync(path.join(fixtures, 'clean/lab-01.jpg')),
      },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/analyze',
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    const result = analysisResult.parse(response.json());
    expect(result.documentType).toBe('lab_report');
    const abnormal = truth.labResults.find((row) => row.flag !== 'normal')!;
    const found = result.labResults.find((row) => row.value === abnormal.value);
    expect(found?.flag).toBe(abnormal.flag);
    expect(result.simplifiedText.length).toBeGreaterThan(50);
    expect(result.originalText).toContain(abnormal.value);
  }, 60_000);
});

describe('POST /api/analysis/analyze with an OpenAI-compatible model', () => {
  let t: TestApp;
  let token: string;
  let model: Server;
  let reply = '';

  beforeAll(async () => {
    // A local stand-in for any OpenAI-compatible server: no network.
    model = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            created: 1,
            model: 'fake',
            choices: [
              { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply } },
            ],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const { port } = model.address() as AddressInfo;
    t = await createTestApp(
      { LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'fake-model' },
      { analyzeImage: async () => fakeResult, llmTimeoutMs: 500 },
    );
    token = (await registerUser(t.app, { email: 'neha@arogya.in' })).token;
  });
  afterAll(async () => {
    await t.close();
    model.closeAllConnections();
    await new Promise((resolve) => model.close(resolve));
  });

  const analyze = async () => {
    const body = multipart([{ field: 'document', filename: 'a.png', data: await smallPng() }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analysis/analyze',
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    return analysisResult.parse(response.json());
  };

  it('uses the model wording when it adds no facts, and the structured result stands', async () => {
    reply = 'Your doctor has prescribed Dolo 650. Take it in the morning and at night.';
    const result = await analyze();
    expect(result.simplifiedText).toBe(reply);
    expect(result.medicines).toEqual(fakeResult.medicines);
  });

  it('keeps the rule-based text when the model invents a number', async () => {
    reply = 'Take Dolo 650 three times a day, 1000 mg each time.';
    expect((await analyze()).simplifiedText).toBe(fakeResult.simplifiedText);
  });
});
