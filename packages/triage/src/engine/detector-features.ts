import { KB } from './knowledge-index';
import { negationStarts } from './negation';
import { clauses, isIndic, normalize, soundKey } from './text';

/**
 * What the emergency detector (./emergency-detector.ts) reads in a message, shared with its
 * training (eval/train-detector.ts).
 */

/** Feature buckets: the hashing trick keeps the model a fixed size whatever the vocabulary. */
export const DETECTOR_BUCKETS = 1 << 18;

/** 32-bit FNV-1a, folded into the buckets. */
function bucket(feature: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    hash ^= feature.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & (DETECTOR_BUCKETS - 1);
}

/**
 * A message's features: each word, each pair of neighbouring words in a clause, and the 3–5
 * letter groups of each word as it sounds (an Indic word by its sound key, so a spelling by ear
 * shares most of them), plus a bias, each counted once. A word in a clause with a 'not' is also
 * marked as such ('रक्त नाही', 'no blood'), since the calm messages deny what emergencies tell.
 */
export function detectorFeatures(text: string): number[] {
  const features = new Set<number>([bucket('bias')]);
  for (const clause of clauses(text)) {
    const words = normalize(clause).split(' ').filter(Boolean);
    const denied = negationStarts(KB.lexiconMatcher.find(words)).length > 0;
    words.forEach((word, i) => {
      features.add(bucket(`w:${word}`));
      if (denied) features.add(bucket(`n:${word}`));
      if (i + 1 < words.length) features.add(bucket(`b:${word}_${words[i + 1]}`));
      const sound = `<${isIndic(word) ? soundKey(word) : word}>`;
      for (let n = 3; n <= 5; n++)
        for (let j = 0; j + n <= sound.length; j++)
          features.add(bucket(`c${n}:${sound.slice(j, j + n)}`));
    });
  }
  return [...features];
}

/** A trained model's weights as stored: signed bytes times a scale. */
export interface StoredWeights {
  scale: number;
  /** Base64 of DETECTOR_BUCKETS signed bytes. */
  bytes: string;
}
