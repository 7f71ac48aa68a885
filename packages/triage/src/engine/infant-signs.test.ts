import { describe, expect, it } from 'vitest';
import { respond } from './index';
import { understandMessage } from './understand';

describe("a baby's danger signs told in own words", () => {
  it('reads a bulging soft spot as a danger sign, and not a sunken one', () => {
    const reply = respond({
      message: 'baby 4 months, soft spot on head is bulging up and she is crying in high pitch',
      history: [],
      language: 'en-IN',
    });
    expect(reply.triage.level).toBe('emergency');
    expect(
      understandMessage('हमार आठ महीना के बेटी के माथा के ऊपर वाला नरम जगह फूलल बा').symptoms.get(
        'bulging_fontanelle',
      ),
    ).toBe(true);
    expect(
      understandMessage('baby has loose motions and the soft spot is sunken').symptoms.get(
        'bulging_fontanelle',
      ),
    ).toBe(undefined);
  });
});
