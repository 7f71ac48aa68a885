import { describe, expect, it } from 'vitest';
import { respond } from './index';
import { understandMessage } from './understand';

const symptomsOf = (text: string) => Object.fromEntries(understandMessage(text).symptoms);

describe('breathing danger signs told in own words', () => {
  it('reads an inhaler that does not help in an attack as severe breathing difficulty', () => {
    expect(symptomsOf('ਮੰਮੀ ਨੂੰ ਦਮਾ ਆ, ਪੰਪ ਚਾਰ ਵਾਰ ਲੈ ਲਿਆ ਪਰ ਫਰਕ ਨਹੀਂ, ਸਾਹ ਨਹੀਂ ਆਉਂਦਾ')).toMatchObject({
      severe_breathing_difficulty: true,
    });
    expect(symptomsOf('cough since 10 days, doctor gave inhaler, no relief')).not.toHaveProperty(
      'severe_breathing_difficulty',
    );
    // 'Not going down' said of the cough and fever, far from the inhaler.
    expect(
      symptomsOf(
        'ఆస్తమా ఉన్న మా అబ్బాయికి పదేళ్లు. రాత్రి ఇన్‌హేలర్ రెండు సార్లు వాడాల్సి వచ్చింది. ఇప్పుడు మామూలుగా మాట్లాడుతున్నాడు, టీవీ చూస్తున్నాడు కానీ దగ్గు, జ్వరం తగ్గట్లేదు.',
      ),
    ).not.toHaveProperty('severe_breathing_difficulty');
  });

  it('reads breathlessness with no voice to speak as severe breathing difficulty', () => {
    expect(symptomsOf('very breathless, cannot talk')).toMatchObject({
      severe_breathing_difficulty: true,
    });
    expect(symptomsOf('moochu romba vaanguthu pesave mudiyala')).toMatchObject({
      severe_breathing_difficulty: true,
    });
    // Not a lost voice without breathlessness.
    expect(symptomsOf('sore throat since yesterday, cant talk much')).not.toHaveProperty(
      'severe_breathing_difficulty',
    );
  });

  it('reads lips or nails with a blue word near them as blue lips, not purple spots on the face', () => {
    expect(symptomsOf('grandfather lips and nails looking bluish, breathing fast')).toMatchObject({
      bluish_lips: true,
    });
    expect(symptomsOf('purple spots on face and legs')).not.toHaveProperty('bluish_lips');
  });

  it('reads "with every breath" in a child under five as the chest sinking in', () => {
    expect(symptomsOf('ਤਿੰਨ ਮਹੀਨੇ ਦੇ ਮੁੰਡੇ ਨੂੰ ਬੁਖਾਰ ਆ, ਸਾਹ ਬਹੁਤ ਤੇਜ਼, ਹਰ ਸਾਹ ਨਾਲ ਹੂੰ ਹੂੰ ਕਰਦਾ')).toMatchObject({
      chest_indrawing: true,
    });
    expect(symptomsOf('I am 40, I feel pain in my back with every breath')).not.toHaveProperty(
      'chest_indrawing',
    );
  });

  it('reads something stuck with no sound or a darkening face as choking, at any age', () => {
    const reply = respond({
      message: 'ससुर जी के गला में रोटी के टुकड़ा अटक गइल, खँसियो ना पावत बाड़ें, चेहरा बैंगनी होत जात बा',
      history: [],
      language: 'bh-IN',
    });
    expect(reply.triage.level).toBe('emergency');
    expect(
      symptomsOf('மூணு வயசு பொண்ணு வேர்க்கடலை சாப்பிடும்போது தொண்டையில மாட்டிக்கிச்சு, சத்தமே வரல'),
    ).toMatchObject({ severe_breathing_difficulty: true });
    expect(
      symptomsOf('fish bone stuck in throat since morning, pricking while swallowing'),
    ).not.toHaveProperty('severe_breathing_difficulty');
  });
});
