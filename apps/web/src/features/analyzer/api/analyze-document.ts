import { ANALYSIS_FILE_FIELD, analysisResult } from '@arogya/contracts/analysis';
import type { AnalysisLanguage } from '@arogya/contracts/analysis';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AnalyzeRequest = { file: File; language: AnalysisLanguage; signal?: AbortSignal };

/** POST /api/analysis/analyze (SPEC §7): the image in the multipart field 'document'. */
export function analyzeDocument({ file, language, signal }: AnalyzeRequest) {
  const form = new FormData();
  // The language goes first: a streaming multipart reader only knows the fields read so far.
  form.append('language', language);
  form.append(ANALYSIS_FILE_FIELD, file);
  return api.post('/api/analysis/analyze', form, { schema: analysisResult, signal });
}

export const useAnalyzeDocument = () => useMutation({ mutationFn: analyzeDocument });
