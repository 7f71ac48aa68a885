import type { AnalysisResult } from '@arogya/contracts/analysis';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { makeUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { AnalyzePage } from './analyze-page';

/** Shared by the analyzer tests: a photo, the page signed in, its controls, and an answer. */
export const photo = (name = 'cbc-report.jpg', type = 'image/jpeg') =>
  new File(['not really a jpeg'], name, { type });

export function renderAnalyzer({ applyAccept = true } = {}) {
  const patient = makeUser('patient');
  sessionStore.signIn(patient); // the API client reads the bearer token from here
  const view = renderRoutes([{ path: '/analyze', element: <AnalyzePage /> }], {
    path: '/analyze',
    session: { user: patient },
  });
  const user = userEvent.setup({ applyAccept });
  const fileInput = () => view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, user, fileInput, choose: (file = photo()) => user.upload(fileInput(), file) };
}

export const analyzeButton = () =>
  screen.getByRole('button', { name: /^(Analyze Document|Analyzing\.\.\.)$/ });

export const labReport = (overrides: Partial<AnalysisResult> = {}): AnalysisResult => ({
  documentType: 'lab_report',
  simplifiedText: [
    'This looks like a lab report. We could read 3 test results from it.',
    '2 results are outside the usual range:\n- Haemoglobin: 9.8 g/dL, lower than the usual range (12.0-15.0).\n- Total WBC count: 12400 /cumm, higher than the usual range (4000-11000).',
    'The other result is within the usual range.',
  ].join('\n\n'),
  originalText: 'COMPLETE BLOOD COUNT\nHaemoglobin 9.8 g/dL 12.0-15.0\nWBC 12400 /cumm 4000-11000',
  labResults: [
    { test: 'Haemoglobin', value: '9.8', unit: 'g/dL', referenceRange: '12.0-15.0', flag: 'low' },
    {
      test: 'Total WBC count',
      value: '12400',
      unit: '/cumm',
      referenceRange: '4000-11000',
      flag: 'high',
    },
    {
      test: 'Platelet count',
      value: '2.5',
      unit: 'lakh/cumm',
      referenceRange: '1.5-4.5',
      flag: 'normal',
    },
  ],
  medicines: [],
  ...overrides,
});

/** fetch answering POST /api/analysis/analyze with `respond`; records what was sent. */
export function mockAnalyze(respond: () => Response | Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) !== '/api/analysis/analyze' || init?.method !== 'POST') {
      throw new Error(`unexpected call ${init?.method} ${String(input)}`);
    }
    return respond();
  });
}

/** The FormData of the n-th call of a fetch mock. */
export const sentForm = (fetchMock: ReturnType<typeof mockAnalyze>, call = 0) =>
  fetchMock.mock.calls[call]?.[1]?.body as FormData;
