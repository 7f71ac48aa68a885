import { describe, expect, it } from 'vitest';
import { PhraseMatcher } from './phrase-matcher';
import { firstSound, soundKey, tokenize } from './text';

const matcher = (phrases: string[], known: string[] = []) =>
  new PhraseMatcher(
    phrases.map((text) => ({ text, value: text })),
    undefined,
    undefined,
    undefined,
    false,
    new Set(known),
  );
const found = (m: PhraseMatcher<string>, text: string) =>
  m.find(tokenize(text)).map((x) => x.value);

describe('sound keys', () => {
  it('folds what people spelling by ear drop, add or swap', () => {
    expect(soundKey('ਹੱਥੋਂ')).toBe(soundKey('ਹਥੋ')); // addak and tippi dropped
    expect(soundKey('ওষুধ')).toBe(soundKey('ওসুদ')); // sibilant, aspirate
    expect(soundKey('ಹಾವು')).toBe(soundKey('ಆವು')); // Kannada's dropped 'h'
    expect(soundKey('ಎಚ್ಚರ')).toBe(soundKey('ಎಚ್ರ')); // a doubled consonant as one
    expect(soundKey('குளறுது')).toBe(soundKey('குலருது')); // Tamil's l and r variants
    expect(soundKey('हठात')).toBe(soundKey('हटात'));
  });

  it('keeps what changes a word', () => {
    expect(soundKey('ददोरा')).not.toBe(soundKey('दोरा')); // a repeated syllable stays
    expect(soundKey('ஊர்ல')).not.toBe(soundKey('ஊறல்')); // a virama in another place
    expect(soundKey('ಕುಡಿತ')).not.toBe(soundKey('ಕುಡೀತ')); // Dravidian vowel lengths
    expect(firstSound('फेफरं')).not.toBe(firstSound('पेपर')); // an aspirate in the first letter
    expect(firstSound('श्वास')).toBe(firstSound('स्वास'));
  });
});

describe('phrases spelled by ear', () => {
  it('finds a word spelled by ear, alone or with an ending', () => {
    const m = matcher(['दर्द', 'ওষুধ', 'ಹಾವು', 'ਸੁੰਨ', 'श्वास घेता येत नाही']);
    expect(found(m, 'पेट में दरद')).toEqual(['दर्द']);
    expect(found(m, 'ঘুমের ওসুদ')).toEqual(['ওষুধ']);
    expect(found(m, 'ಆವು ಕಚ್ತು')).toEqual(['ಹಾವು']);
    expect(found(m, 'ਬਾਂਹ ਸੁਨ ਆ')).toEqual(['ਸੁੰਨ']);
    expect(found(m, 'स्वास घेता येत नाही')).toEqual(['श्वास घेता येत नाही']);
  });

  it('reads a known word as itself, and short words only when whole', () => {
    // 'चाललाय' (is going) is no 'छाला' (blister) with an ending: four letters take none.
    expect(found(matcher(['छाला']), 'पाय सुजत चाललाय')).toEqual([]);
    // A known word reads as itself, never as another word that sounds like it.
    expect(found(matcher(['सांप'], ['साप']), 'साप')).toEqual([]);
    expect(found(matcher(['सांप']), 'साप')).toEqual(['सांप']);
  });

  it('is off unless asked for: lists that clear an alarm read spellings as written', () => {
    const plain = new PhraseMatcher([{ text: 'दर्द', value: 1 }]);
    expect(plain.find(tokenize('दरद'))).toEqual([]);
  });
});
