import { describe, expect, it } from 'vitest';
import { respond } from './index';
import { understandMessage } from './understand';

const levelOf = (message: string, language: 'en-IN' | 'hi-IN' | 'ta-IN' = 'en-IN') =>
  respond({ message, history: [], language }).triage.level;
const has = (text: string, id: string) => understandMessage(text).symptoms.get(id) === true;

describe('look-alikes', () => {
  it('a first-aid question about a bite that may happen is not a bite; a bite that happened is', () => {
    expect(
      levelOf('What is the first aid for snake bite? We are going trekking next week'),
    ).not.toBe('emergency');
    expect(
      levelOf('paambu kadicha udane first aid enna pannanum? village ku trip poren', 'ta-IN'),
    ).not.toBe('emergency');
    // Something else wrong: a bite that happened, however the question is put.
    expect(
      levelOf('saanp ne kaata, pair sooj raha hai, kaatne par first aid kya hai?', 'hi-IN'),
    ).toBe('emergency');
    expect(levelOf('a snake bit my father an hour ago, what is the first aid?')).toBe('emergency');
  });

  it('a snake seen that was a rope is no bite; a bite with a rope tied above it is', () => {
    expect(has('saw a snake in the store room but it was just an old rope', 'snake_bite')).toBe(
      false,
    );
    expect(has('snake bit him in the cowshed, we tied a rope above the bite', 'snake_bite')).toBe(
      true,
    );
  });

  it('a thorn said last clears a bite, but never with two puncture marks or venom signs', () => {
    expect(has('खेत में पैर में कुछ चुभा, डर गए कि साँप ने काटा, पर बबूल का काँटा निकला', 'snake_bite')).toBe(
      false,
    );
    expect(
      levelOf('she says it was a thorn but there are two small holes and the leg is swelling fast'),
    ).toBe('emergency');
  });

  it('a chest sore to the touch after the gym is a strain, unless heart signs come with it', () => {
    expect(
      levelOf('first day at the gym, push ups, chest muscle hurts when pressed, age 24'),
    ).not.toBe('emergency');
    expect(
      levelOf(
        'gym today, chest hurts when pressed but now sweating and breathless, pain to the jaw',
      ),
    ).toBe('emergency');
  });
});
