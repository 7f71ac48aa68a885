import { describe, expect, it } from 'vitest';
import { CBC_REPORT, FEVER_REPORT } from '../__samples__/lab-reports';
import { parseLabReport } from '../lab/parse-lab-report';
import { cleanOcrLines } from '../text/clean';
import { explainLabReport } from './lab-explanation';

const findings = (text: string) => parseLabReport(cleanOcrLines(text));
const CERTAINTY = /\byou have\b|\bdefinitely\b|\bcertainly\b|\bconfirms?\b|\bdiagnosed with\b/i;

describe('explainLabReport in English', () => {
  const text = explainLabReport(findings(CBC_REPORT), 'en-IN');

  it('says what the document is and how many results were read', () => {
    expect(text).toMatch(/^This looks like a lab report\. We could read 15 test results from it\./);
  });

  it('lists each out-of-range value with its direction, range and usual meaning', () => {
    expect(text).toContain('10 results are outside the usual range:');
    expect(text).toContain(
      '- Haemoglobin: 11.2 g/dL, lower than the usual range (13.00 - 17.00). A low haemoglobin usually means anaemia',
    );
    expect(text).toContain(
      '- Total Leukocyte Count: 12.6 thou/mm3, higher than the usual range (4.00 - 10.00).',
    );
    expect(text).toContain('- Packed Cell Volume: 36.5%, lower');
    expect(text).toContain('The other 5 results are within the usual range.');
  });

  it('reminds to see the doctor and not to change medicines, and never sounds certain', () => {
    expect(text).toContain('not a diagnosis');
    expect(text).toContain('do not start, stop or change any medicine on your own');
    expect(text).not.toMatch(CERTAINTY);
  });

  it('explains a positive card test with what is usual', () => {
    const fever = explainLabReport(findings(FEVER_REPORT), 'en-IN');
    expect(fever).toContain(
      '- Dengue NS1 Antigen: POSITIVE (usually negative). A positive NS1 usually means',
    );
    expect(fever).toContain('- S. Typhi O: 1:160, higher than the usual range (1:80).');
  });

  it('says when every result is within range', () => {
    const normal = explainLabReport(
      findings('Haemoglobin 14.2 g/dL 13-17\nTSH 2.1 mIU/L 0.4-4.5'),
      'en-IN',
    );
    expect(normal).toContain('All 2 results are within the usual range.');
    expect(normal).not.toContain('outside');
  });
});

describe('explainLabReport in Hindi', () => {
  const text = explainLabReport(findings(CBC_REPORT), 'hi-IN');

  it('uses Devanagari names and meanings from the knowledge base', () => {
    expect(text).toMatch(/^यह एक लैब रिपोर्ट लगती है। हम इसमें से 15 जाँच के नतीजे पढ़ पाए।/);
    expect(text).toContain('10 नतीजे सामान्य सीमा से बाहर हैं:');
    expect(text).toContain(
      '- हीमोग्लोबिन: 11.2 g/dL, जो सामान्य सीमा (13.00 - 17.00) से कम है। हीमोग्लोबिन कम होने',
    );
    expect(text).toContain('बाकी 5 नतीजे सामान्य सीमा में हैं।');
    expect(text).toContain('अपने मन से कोई दवा शुरू न करें');
  });
});
