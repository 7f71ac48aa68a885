import { describe, expect, it } from 'vitest';
import { DETECTOR_MODEL } from '../knowledge/emergency-detector-model';
import { DETECTOR_MESSAGE } from '../knowledge/emergency-rules/shared';
import { trainDetector } from '../../eval/train-detector';
import { DETECTOR_BUCKETS, detectorFeatures } from './detector-features';
import { DETECTOR_THRESHOLD, emergencyLikelihood } from './emergency-detector';
import { respond } from './index';
import { translate } from './knowledge-index';
import { raiseByDetector, type TriageDecision } from './triage';

const calmDecision = (): TriageDecision => ({
  level: 'routine',
  reasons: [],
  helplines: new Set(),
});

describe('emergency detector', () => {
  it('reads words, word pairs and letter groups by sound, each once, inside the buckets', () => {
    const features = detectorFeatures('Seene me dard, seene me dard!');
    expect(new Set(features).size).toBe(features.length);
    expect(features.every((f) => Number.isInteger(f) && f >= 0 && f < DETECTOR_BUCKETS)).toBe(true);
    // Case and punctuation do not change what is read; a spelling by ear shares most of it.
    expect(detectorFeatures('SEENE me DARD!')).toEqual(detectorFeatures('seene me dard'));
    const written = new Set(detectorFeatures('ਹੱਥੋਂ'));
    const byEar = detectorFeatures('ਹਥੋ');
    expect(byEar.filter((f) => written.has(f)).length).toBeGreaterThan(byEar.length / 2);
  });

  it('finds emergencies the rules have no words for, and leaves everyday complaints alone', () => {
    const emergencies = [
      // Round 20 of the blind probes, which the model was not trained on (docs/EVALUATION.md).
      "I don't see the point anymore. I have collected my sleeping pills and I think tonight is the night. Just wanted to tell someone.",
      'hamra dama ha, pump 4 baar le lihni lekin saans na aawat ba, baat bhi theek se na ho pawat ba',
    ];
    const everyday = [
      'I have had a runny nose and sneezing for two days, no fever',
      'मेरी कमर में 2 हफ्ते से हल्का दर्द है, झुकने पर बढ़ता है',
      'baby 8 months old has a little cough, feeding well and playing',
    ];
    for (const text of emergencies)
      expect([text, emergencyLikelihood(text).emergency >= DETECTOR_THRESHOLD]).toEqual([
        text,
        true,
      ]);
    for (const text of everyday)
      expect([text, emergencyLikelihood(text).emergency < DETECTOR_THRESHOLD]).toEqual([
        text,
        true,
      ]);
    // Which emergency: a crisis of the mind or of the body.
    expect(emergencyLikelihood(emergencies[0]!).crisis).toBeGreaterThan(0.5);
    expect(emergencyLikelihood(emergencies[1]!).crisis).toBeLessThan(0.5);
  });

  it('only raises the level, with the call to 108/112, and Tele-MANAS for a crisis', () => {
    const raised = raiseByDetector(calmDecision(), [
      'a mild headache since morning',
      'hamra dama ha, pump 4 baar le lihni lekin saans na aawat ba, baat bhi theek se na ho pawat ba',
    ]);
    expect(raised.level).toBe('emergency');
    expect(raised.reasons).toEqual([DETECTOR_MESSAGE]);
    expect(raised.helplines.has('14416')).toBe(false);

    const crisis = raiseByDetector(calmDecision(), [
      "I don't see the point anymore. I have collected my sleeping pills and I think tonight is the night. Just wanted to tell someone.",
    ]);
    expect(crisis.helplines.has('14416')).toBe(true);
    expect(crisis.reasons.some((r) => r.includes('14416'))).toBe(true);

    const calm = calmDecision();
    expect(raiseByDetector(calm, ['I have had a runny nose and sneezing for two days'])).toBe(calm);
  });

  it('answers in the language, naming 108, when only the detector found the emergency', () => {
    // Round 22 in Latin letters: no list of the rules reads 'fell and started shaking'.
    const message =
      'grandpa suddenly fell and started shaking, its been 6 minutes still shaking what do we do';
    for (const language of ['en-IN', 'hi-IN'] as const) {
      const reply = respond({ message, history: [], language });
      expect(reply.triage.level).toBe('emergency');
      expect(reply.responseText).toContain('108');
      expect(reply.triage.redFlags).toContain(translate(DETECTOR_MESSAGE, language));
    }
  });

  it('is the model its training data gives (run `npm run train:detector` after changing the probes)', () => {
    expect(trainDetector()).toEqual(DETECTOR_MODEL);
  }, 240_000);
});
