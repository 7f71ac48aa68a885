import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ANALYSIS_EXTENSIONS,
  ANALYSIS_FILE_FIELD,
  MAX_ANALYSIS_BYTES,
  analysisLanguage,
  analysisResult,
  type AnalysisLanguage,
} from '@arogya/contracts/analysis';
import { errorBody } from '@arogya/contracts/common';
import { ImageRejectedError, sniffImageFormat } from '@arogya/docsense/ocr/image-check';
import { AppError } from '../../lib/errors';
import { perUserLimit } from '../../lib/per-user-limit';
import { AnalyzerBusyError, type AnalysisService } from './analysis.service';

const STATUS_OF_PROBLEM = {
  unsupported_type: 415,
  empty: 422,
  corrupt: 422,
  too_large: 413,
  too_many_pixels: 413,
} as const;

const refuse = (status: number, message: string) =>
  new AppError(status, 'ANALYSIS_REFUSED', message);
const ONLY_IMAGES = 'Only JPEG and PNG images (.jpg, .jpeg, .png) can be analyzed.';
const ONE_FILE = `Please upload exactly one image in the field '${ANALYSIS_FILE_FIELD}'.`;
const TOO_LARGE = `The image is larger than ${MAX_ANALYSIS_BYTES / (1024 * 1024)} MB. Please upload a smaller photo.`;

/** The one upload and the chosen language, read in memory from the multipart body. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; fileName: string; language: AnalysisLanguage }> {
  if (!request.isMultipart()) throw refuse(400, 'Please upload a file first.');
  let upload: { bytes: Buffer; fileName: string } | undefined;
  let language: AnalysisLanguage = 'en-IN';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'language') {
          const parsed = analysisLanguage.safeParse(part.value);
          if (!parsed.success)
            throw refuse(400, 'The explanation language must be en-IN or hi-IN.');
          language = parsed.data;
        }
        continue;
      }
      if (part.fieldname !== ANALYSIS_FILE_FIELD || upload) {
        await part.toBuffer().catch(() => undefined); // drain it so the request can end cleanly
        throw refuse(400, ONE_FILE);
      }
      const bytes = await part.toBuffer();
      // busboy may mark the stream truncated only after its last chunk: check once more.
      if (part.file.truncated) throw refuse(413, TOO_LARGE);
      upload = { bytes, fileName: part.filename ?? '' };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(413, TOO_LARGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw refuse(400, ONE_FILE);
    throw refuse(400, 'The upload could not be read. Please try again.');
  }
  if (!upload) throw refuse(400, 'Please upload a file first.');
  return { ...upload, language };
}

/** The name's extension and the bytes must agree: a PDF or a GIF renamed .png is refused. */
function checkType(fileName: string, bytes: Buffer): void {
  const extension = path.extname(fileName).toLowerCase();
  if (!(ANALYSIS_EXTENSIONS as readonly string[]).includes(extension))
    throw refuse(415, ONLY_IMAGES);
  if (bytes.length === 0) throw refuse(422, 'The file is empty.');
  const format = sniffImageFormat(bytes);
  const expected = extension === '.png' ? 'png' : 'jpeg';
  if (format !== expected)
    throw refuse(
      415,
      `The file's content is not a ${expected === 'png' ? 'PNG' : 'JPEG'} image, though its name says ${extension}. ${ONLY_IMAGES}`,
    );
}

/** /api/analysis: reading a photographed lab report or prescription (SPEC.md §7). */
export async function analysisRoutes(
  app: FastifyInstance,
  opts: { analysis: AnalysisService; requestsPerMinute?: number },
) {
  // Two file slots so that a second file is noticed and refused, not silently dropped.
  await app.register(multipart, {
    limits: { fileSize: MAX_ANALYSIS_BYTES, files: 2, fields: 4, parts: 6, fieldSize: 1024 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perUser = perUserLimit(app, {
    feature: 'analysis',
    perMinute: opts.requestsPerMinute ?? 10,
    message: 'Too many documents at once. Please wait a minute and try again.',
  });

  r.post(
    '/analyze',
    {
      preHandler: [app.requireUser(), perUser],
      schema: {
        tags: ['analysis'],
        summary:
          "Read a JPEG or PNG photo of a lab report or prescription (multipart field 'document')",
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: {
          200: analysisResult,
          400: errorBody,
          401: errorBody,
          413: errorBody,
          415: errorBody,
          422: errorBody,
          429: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => {
      const { bytes, fileName, language } = await readUpload(request);
      checkType(fileName, bytes);
      try {
        return await opts.analysis.analyze(bytes, language);
      } catch (error) {
        if (error instanceof ImageRejectedError)
          throw refuse(STATUS_OF_PROBLEM[error.problem], error.message);
        if (error instanceof AnalyzerBusyError)
          throw new AppError(503, 'ANALYZER_BUSY', error.message);
        throw error;
      }
    },
  );
}
