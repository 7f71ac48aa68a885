import type { AnalysisResult } from '@arogya/contracts/analysis';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { analyzeButton, labReport, mockAnalyze, renderAnalyzer } from './analyzer-test-helpers';

async function showResult(result: AnalysisResult) {
  mockAnalyze(() => jsonResponse(result));
  const { user, choose } = renderAnalyzer();
  await choose();
  await user.click(analyzeButton());
  await screen.findByRole('heading', { name: 'Simplified Explanation' });
}

describe('the analysis result', () => {
  it('shows the simplified explanation, its paragraphs and list, and the extracted text in a scrollable box', async () => {
    await showResult(labReport());
    expect(
      screen.getByText('This looks like a lab report. We could read 3 test results from it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 results are outside the usual range:')).toBeInTheDocument();
    const items = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Haemoglobin: 9.8 g/dL, lower than the usual range (12.0-15.0).',
      'Total WBC count: 12400 /cumm, higher than the usual range (4000-11000).',
    ]);
    expect(screen.getByText('The other result is within the usual range.')).toBeInTheDocument();
    const extracted = screen.getByRole('region', { name: 'Extracted Text' });
    expect(extracted.textContent).toBe(
      'COMPLETE BLOOD COUNT\nHaemoglobin 9.8 g/dL 12.0-15.0\nWBC 12400 /cumm 4000-11000',
    );
    expect(extracted).toHaveClass('overflow-y-auto');
    expect(extracted).toHaveAttribute('tabindex', '0'); // keyboard users can scroll it
  });

  it('lists only the out-of-range values, each flagged Low or High with its normal range', async () => {
    await showResult(labReport());
    const table = screen.getByRole('table', { name: 'Values outside the normal range' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Haemoglobin', '9.8 g/dLLow', '12.0-15.0'],
      ['Total WBC count', '12400 /cummHigh', '4000-11000'],
    ]);
    expect(within(table).queryByText('Platelet count')).not.toBeInTheDocument();
  });

  it('says all values are in range when every value read is normal, with no table', async () => {
    await showResult(
      labReport({
        labResults: [
          {
            test: 'Fasting glucose',
            value: '92',
            unit: 'mg/dL',
            referenceRange: '70-100',
            flag: 'normal',
          },
        ],
      }),
    );
    expect(
      screen.getByText('All the values we could read are within their normal range.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the medicines of a prescription with their schedule', async () => {
    await showResult({
      documentType: 'prescription',
      simplifiedText: 'Your doctor has prescribed two medicines.',
      originalText: 'Rx\nTab. Paracetamol 650 mg 1-0-1 x 5 days\nTab. Pantoprazole 40 mg 1-0-0',
      labResults: [],
      medicines: [
        {
          name: 'Paracetamol',
          strength: '650 mg',
          dosage: '1 tablet',
          frequency: 'morning and night',
          duration: '5 days',
          instructions: 'after food',
        },
        { name: 'Pantoprazole', strength: '40 mg', frequency: 'every morning' },
      ],
    });
    const list = screen.getByRole('list', { name: 'Your medicines' });
    const [paracetamol, pantoprazole] = within(list).getAllByRole('listitem');
    expect(paracetamol).toHaveTextContent(
      'Paracetamol 650 mgHow much1 tabletWhenmorning and nightHow long5 daysNoteafter food',
    );
    expect(pantoprazole).toHaveTextContent(/^Pantoprazole 40 mgWhenevery morning$/);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the extracted text as text, never as HTML', async () => {
    const hostile = '<img src=x onerror="alert(1)"><b>Hb</b> 9.8';
    await showResult(labReport({ originalText: hostile, simplifiedText: '<i>Hello</i>' }));
    const extracted = screen.getByRole('region', { name: 'Extracted Text' });
    expect(extracted.textContent).toBe(hostile);
    expect(extracted.querySelector('img, b')).toBeNull();
    expect(screen.getByText('<i>Hello</i>')).toBeInTheDocument();
  });
});
