import { Semaphore, withTimeout } from 'async-mutex';
import type { AnalysisLanguage, AnalysisResult } from '@arogya/contracts/analysis';
import { acceptExplanation, explanationPrompt } from '@arogya/docsense/llm-grounding';
import { ImageRejectedError, inspectImage } from '@arogya/docsense/ocr/image-check';
import type { LlmClient } from '../../lib/llm';

/** Reads one image into an analysis. */
export type AnalyzeImage = (
  bytes: Buffer,
  options: { language: AnalysisLanguage },
) => Promise<AnalysisResult>;

/** All analysis slots stayed busy for the whole wait. */
export class AnalyzerBusyError extends Error {
  constructor() {
    super('The analyzer is busy right now. Please try again in a minute.');
    this.name = 'AnalyzerBusyError';
  }
}

export interface AnalysisService {
  analyze(bytes: Buffer, language: AnalysisLanguage): Promise<AnalysisResult>;
}

/**
 * Uploads that are not a readable JPEG or PNG within the limits throw ImageRejectedError.
 * OCR is CPU-heavy: at most `concurrency` analyses run at once in this process; the rest wait
 * in line for up to `queueTimeoutMs`, then give up with AnalyzerBusyError. A configured model
 * may reword the explanation; the structured result always stands.
 */
export function createAnalysisService(deps: {
  analyzeImage: AnalyzeImage;
  concurrency?: number;
  queueTimeoutMs?: number;
  llm?: LlmClient;
  onModelProblem?: (reason: string) => void;
}): AnalysisService {
  const slots = withTimeout(
    new Semaphore(deps.concurrency ?? 2),
    deps.queueTimeoutMs ?? 30_000,
    new AnalyzerBusyError(),
  );

  async function reword(result: AnalysisResult, language: AnalysisLanguage) {
    if (!deps.llm || result.documentType === 'unknown') return result;
    try {
      const text = await deps.llm.complete(explanationPrompt(result, language));
      const accepted = acceptExplanation(text, result, language);
      if (accepted) return { ...result, simplifiedText: accepted };
      deps.onModelProblem?.('the model explanation failed the checks');
    } catch (error) {
      deps.onModelProblem?.(error instanceof Error ? error.name : 'model error');
    }
    return result;
  }

  return {
    async analyze(bytes, language) {
      // A bad or oversized image is refused at once, without waiting for a slot.
      const inspection = await inspectImage(bytes);
      if (!inspection.ok) throw new ImageRejectedError(inspection.problem, inspection.message);
      let release: () => void;
      try {
        [, release] = await slots.acquire();
      } catch {
        throw new AnalyzerBusyError();
      }
      try {
        return await reword(await deps.analyzeImage(bytes, { language }), language);
      } finally {
        release();
      }
    },
  };
}
