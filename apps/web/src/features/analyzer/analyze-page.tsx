import type { AnalysisLanguage } from '@arogya/contracts/analysis';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useAnalyzeDocument } from './api/analyze-document';
import { AnalysisResultCard } from './components/analysis-result-card';
import { DocumentDropzone } from './components/document-dropzone';
import { ExplanationLanguage } from './components/explanation-language';
import { FilePreview } from './components/file-preview';

/** The explanation follows the UI language when the analyzer can write in it, else English. */
const languageFor = (uiLanguage: string): AnalysisLanguage =>
  uiLanguage.startsWith('hi') ? 'hi-IN' : 'en-IN';

/** SPEC §2 /analyze: upload a prescription or lab report, get a plain-language explanation. */
export function AnalyzePage() {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  /** 'Please upload a file first.' or the picker's rejection text; server errors come from the call. */
  const [pickError, setPickError] = useState<string | null>(null);
  const [language, setLanguage] = useState(() => languageFor(i18n.language));
  const analysis = useAnalyzeDocument();
  const inFlight = useRef<AbortController | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  // SPEC §4: a new file clears the previous result and error. An answer still on its way was for
  // the old photo, so it is cancelled too (and saves data on a slow connection).
  const chooseFile = (next: File) => {
    inFlight.current?.abort();
    analysis.reset();
    setPickError(null);
    setFile(next);
  };

  const analyze = () => {
    if (analysis.isPending) return;
    if (!file) {
      setPickError(t('analyzer.noFile'));
      return;
    }
    setPickError(null);
    const controller = new AbortController();
    inFlight.current = controller;
    analysis.mutate(
      { file, language, signal: controller.signal },
      // Takes screen reader users (and phone users, whose result card is below) to the result.
      { onSuccess: () => resultHeading.current?.focus() },
    );
  };

  const error =
    pickError ?? (analysis.isError ? errorMessage(analysis.error, t('analyzer.failed')) : null);
  // SPEC §2 says the button is disabled without a file, and §5/§8 that pressing it then says
  // 'Please upload a file first.' Both hold with aria-disabled: it looks and is announced as
  // disabled, yet stays focusable and pressable, so the message can explain why nothing happens.
  const unavailable = !file || analysis.isPending;

  return (
    <PageContainer>
      <PageHeader title={t('analyzer.title')} subtitle={t('analyzer.subtitle')} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card className="space-y-5">
          <h2 className="text-2xl font-semibold text-slate-900">{t('analyzer.uploadTitle')}</h2>
          <DocumentDropzone onFile={chooseFile} onReject={setPickError} />
          {file && <FilePreview file={file} />}
          <ExplanationLanguage value={language} onChange={setLanguage} />
          <Button
            size="lg"
            className="w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
            aria-disabled={unavailable}
            onClick={analyze}
          >
            {analysis.isPending && (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            )}
            {analysis.isPending ? t('analyzer.analyzing') : t('analyzer.analyze')}
          </Button>
          {error && <Alert>{error}</Alert>}
        </Card>
        <AnalysisResultCard
          busy={analysis.isPending}
          result={analysis.data}
          language={analysis.variables?.language}
          headingRef={resultHeading}
        />
      </div>
    </PageContainer>
  );
}
