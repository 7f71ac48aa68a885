import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { makeReply, renderAssistant, stubSpeech } from './assistant-test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

const mic = () => screen.getByRole('button', { name: 'Voice input' });
const chooseLanguage = (code: string) =>
  userEvent.selectOptions(screen.getByLabelText('Language'), code);

describe('AssistantPage voice input', () => {
  it('says so clearly when the browser has no speech recognition', async () => {
    stubSpeech({ recognition: false });
    renderAssistant();
    await userEvent.click(mic());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Voice input is not available in this browser. Please type your symptoms instead.',
    );
    expect(mic()).toHaveAttribute('aria-pressed', 'false');
  });

  it('listens in the chosen language, writes what it hears into the box, and toggles off', async () => {
    const speech = stubSpeech();
    renderAssistant();
    await chooseLanguage('ta-IN');
    await userEvent.type(screen.getByLabelText('Your symptoms'), 'இரண்டு நாளா');
    speech.synth.cancel.mockClear();

    await userEvent.click(mic());
    const recognition = speech.recognitions[0]!;
    expect(recognition.lang).toBe('ta-IN');
    expect(recognition.interimResults).toBe(true);
    expect(recognition.start).toHaveBeenCalled();
    expect(speech.synth.cancel).toHaveBeenCalled(); // it must not hear our own voice
    expect(mic()).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Listening… speak now.');

    act(() => recognition.hear('தலை', ' வலி'));
    expect(screen.getByLabelText('Your symptoms')).toHaveValue('இரண்டு நாளா தலை வலி');

    await userEvent.click(mic());
    expect(recognition.stop).toHaveBeenCalled();
    expect(mic()).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['mar-IN', 'mr-IN'],
    ['mr-IN', 'hi-IN'],
    ['bh-IN', 'hi-IN'],
  ])('listens to %s speech as %s, a tag browsers know', async (code, speechTag) => {
    const speech = stubSpeech();
    renderAssistant();
    await chooseLanguage(code);
    await userEvent.click(mic());
    expect(speech.recognitions[0]!.lang).toBe(speechTag);
  });

  it('explains a blocked microphone', async () => {
    const speech = stubSpeech();
    renderAssistant();
    await userEvent.click(mic());
    act(() => speech.recognitions[0]!.fail('not-allowed'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The microphone is blocked. Allow it for this site in your browser settings, or type your symptoms.',
    );
    expect(mic()).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('AssistantPage spoken replies', () => {
  async function askFor(responseText: string) {
    await userEvent.type(screen.getByLabelText('Your symptoms'), 'symptoms{Enter}');
    await screen.findAllByText(responseText);
  }

  it('reads the reply with the closest voice of the language, or stays silent without one', async () => {
    const speech = stubSpeech();
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse(makeReply({ responseText: 'জ্বর' })))
      .mockResolvedValueOnce(jsonResponse(makeReply({ responseText: 'జ్వరం' })));
    renderAssistant();

    await chooseLanguage('bn-IN'); // only a bn-BD voice exists: same language, other region
    await askFor('জ্বর');
    expect(speech.spoken.at(-1)).toEqual({ text: 'জ্বর', lang: 'bn-BD' });

    speech.spoken.length = 0;
    await chooseLanguage('te-IN'); // no Telugu voice at all
    await askFor('జ్వరం');
    expect(speech.spoken).toEqual([]);
  });

  it('mutes on request, remembers it, and stops speaking when the page closes', async () => {
    const speech = stubSpeech();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse(makeReply({ responseText: 'Drink fluids.' })),
    );
    const { unmount } = renderAssistant();
    await askFor('Drink fluids.');
    expect(speech.spoken).toEqual([{ text: 'Drink fluids.', lang: 'en-IN' }]);

    const toggle = screen.getByRole('button', { name: 'Read replies aloud' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    speech.synth.cancel.mockClear();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(speech.synth.cancel).toHaveBeenCalled();
    expect(localStorage.getItem('arogya.assistant.muted')).toBe('true');

    await askFor('Drink fluids.');
    expect(speech.spoken).toHaveLength(1);

    speech.synth.cancel.mockClear();
    unmount();
    expect(speech.synth.cancel).toHaveBeenCalled();
    renderAssistant();
    expect(screen.getByRole('button', { name: 'Read replies aloud' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
