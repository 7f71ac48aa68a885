import { describe, expect, it } from 'vitest';
import { FEVER_PRESCRIPTION, MULTILINE_PRESCRIPTION } from '../__samples__/prescriptions';
import { parsePrescription } from '../medicines/parse-prescription';
import { cleanOcrLines } from '../text/clean';
import { explainPrescription } from './prescription-explanation';

const medicines = (text: string) => parsePrescription(cleanOcrLines(text));

describe('explainPrescription in English', () => {
  const text = explainPrescription(medicines(FEVER_PRESCRIPTION), 'en-IN');

  it('says what the document is and how many medicines it lists', () => {
    expect(text).toMatch(/^This looks like a prescription\. We could read 5 medicines:/);
  });

  it('gives each medicine its contents, purpose and schedule in everyday words', () => {
    expect(text).toContain(
      '1. Dolo 650 (tablet, 650 mg): It contains paracetamol. Brings down fever and eases mild to moderate pain',
    );
    expect(text).toContain(
      'How to take it: 1 tablet, twice a day: once in the morning and once at night, after food, for 5 days.',
    );
    expect(text).toContain(
      '3. Augmentin 625 (tablet, 500 mg + 125 mg): It contains amoxicillin and clavulanic acid.',
    );
  });

  it('reminds to follow the doctor and not to change medicines', () => {
    expect(text).toContain('Do not start, stop or change any medicine or its dose on your own.');
    expect(text).toContain('ask your doctor or pharmacist');
  });

  it('says so when a name is not in the dictionary or the schedule is not printed', () => {
    const multi = explainPrescription(medicines(MULTILINE_PRESCRIPTION), 'en-IN');
    expect(multi).toContain(
      '7. Zyxoral (tablet, 10 mg): We could not find this name in our medicine list',
    );
    const bare = explainPrescription(medicines('Tab. Dolo 650'), 'en-IN');
    expect(bare).toContain('The paper does not clearly show how to take it');
    expect(bare).not.toContain('How to take it');
  });
});

describe('explainPrescription in Hindi', () => {
  it('uses the Hindi purpose, schedule, food timing and duration', () => {
    const text = explainPrescription(medicines(FEVER_PRESCRIPTION), 'hi-IN');
    expect(text).toMatch(/^यह डॉक्टर की पर्ची \(प्रिस्क्रिप्शन\) लगती है। हम इसमें 5 दवाएँ पढ़ पाए:/);
    expect(text).toContain('1. Dolo 650 (गोली, 650 mg): इसमें paracetamol है। बुखार कम करती है');
    expect(text).toContain('कैसे लें: 1 गोली, दिन में दो बार: सुबह एक और रात को एक, खाने के बाद, 5 दिन तक।');
    expect(text).toContain('अपने मन से कोई दवा शुरू न करें');
  });

  it('puts a month in the form a sentence uses', () => {
    const text = explainPrescription(medicines('Cap. Becosules 0-1-0 x 1 month'), 'hi-IN');
    expect(text).toContain('1 महीने तक');
  });
});
