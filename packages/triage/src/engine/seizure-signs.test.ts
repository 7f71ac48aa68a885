import { describe, expect, it } from 'vitest';
import { understandMessage } from './understand';

const symptomsOf = (text: string) => Object.fromEntries(understandMessage(text).symptoms);

describe('a fit told by what it left behind', () => {
  it('reads a bitten tongue with shaking, a fall or no memory as a seizure', () => {
    expect(
      symptomsOf(
        'roommate found on bathroom floor, arms and legs shaking, tongue is bitten and bleeding, doesnt remember anything',
      ),
    ).toMatchObject({ seizure: true });
    expect(symptomsOf('ಅಜ್ಜನಿಗೆ ಮೂರು ಸಲ ಮೈ ನಡುಗಿ ನಾಲಿಗೆ ಕಚ್ಚಿಕೊಂಡ್ರು, ಮಧ್ಯದಲ್ಲಿ ಎಚ್ಚರನೇ ಆಗಿಲ್ಲ')).toMatchObject({
      seizure: true,
    });
  });

  it('does not read a tongue bitten while eating as a fit', () => {
    expect(symptomsOf('I bit my tongue while eating, it is bleeding a little')).not.toHaveProperty(
      'seizure',
    );
  });

  it('reads the whole body gone stiff after a sudden stare as a fit; not stiffness after exercise', () => {
    expect(
      symptomsOf('ਦਾਦਾ ਜੀ ਅਚਾਨਕ ਇੱਕ ਟੱਕ ਵੇਖਣ ਲੱਗ ਪਏ, ਫੇਰ ਸਾਰਾ ਸਰੀਰ ਇੱਕ ਮਿੰਟ ਆਕੜ ਗਿਆ। ਹੁਣ ਬੌਂਦਲੇ ਹੋਏ ਨੇ'),
    ).toHaveProperty('seizure', true);
    expect(symptomsOf('ਕਸਰਤ ਕਰਕੇ ਸਾਰਾ ਸਰੀਰ ਆਕੜ ਗਿਆ, ਅਚਾਨਕ ਬਹੁਤ ਦਰਦ')).not.toHaveProperty('seizure');
  });
});
