import { ASSISTANT_LANGUAGES } from '@arogya/contracts/assistant';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { ASSISTANT_TEXTS } from './assistant-greetings';
import { LANGUAGE_TAGS } from './assistant-languages';
import { makeReply, renderAssistant, requestBody, stubSpeech } from './assistant-test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

const log = () => screen.getByRole('log', { name: 'Conversation with the assistant' });
const input = () => screen.getByLabelText('Your symptoms');

async function say(text: string) {
  await userEvent.type(input(), `${text}{Enter}`);
}

describe('AssistantPage conversation', () => {
  it('greets in English asking for a language, then in the language chosen', async () => {
    const speech = stubSpeech();
    renderAssistant();
    expect(log()).toHaveTextContent(
      'Namaste! I am your Arogya health assistant. Please choose your language, then type or speak your symptoms.',
    );

    await userEvent.selectOptions(screen.getByLabelText('Language'), 'ta-IN');
    const greeting = within(log()).getByText(/^வணக்கம்!/);
    expect(greeting).toHaveAttribute('lang', 'ta-IN');
    expect(log()).not.toHaveTextContent('Namaste!');
    expect(speech.spoken).toEqual([{ text: greeting.textContent, lang: 'ta-IN' }]);
    expect(localStorage.getItem('arogya.assistant.language')).toBe('ta-IN');
  });

  it('greets in each of the eleven languages, in its own script', async () => {
    stubSpeech();
    renderAssistant();
    for (const { code } of ASSISTANT_LANGUAGES) {
      await userEvent.selectOptions(screen.getByLabelText('Language'), code);
      const greeting = within(log()).getByText(ASSISTANT_TEXTS[code].greeting);
      expect(greeting).toHaveAttribute('lang', LANGUAGE_TAGS[code].html);
    }
    expect(within(log()).getByText(/^प्रणाम!/)).toHaveAttribute('lang', 'bho-IN');
  });

  it('offers the eleven languages of the spec, Marwari and Marathi by their own codes', () => {
    stubSpeech();
    renderAssistant();
    const options = within(screen.getByLabelText('Language')).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual([
      'en-IN',
      'hi-IN',
      'pa-IN',
      'bn-IN',
      'ta-IN',
      'te-IN',
      'kn-IN',
      'mr-IN',
      'gu-IN',
      'mar-IN',
      'bh-IN',
    ]);
    expect(options[7]).toHaveTextContent('Marwari — मारवाड़ी');
    expect(options[9]).toHaveTextContent('Marathi — मराठी');
  });

  it('sends the message, the language and the earlier messages, and shows the reply as text', async () => {
    stubSpeech();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        jsonResponse(makeReply({ responseText: 'First <b>reply</b>\nDrink water.' })),
      )
      .mockResolvedValueOnce(jsonResponse(makeReply({ responseText: 'Second reply' })));
    renderAssistant();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'hi-IN');

    await say('  mujhe bukhar hai  ');
    // Text, never HTML; the reply's line breaks are kept.
    const first = await within(log()).findByText(/^First <b>reply<\/b>/);
    expect(first.textContent).toBe('First <b>reply</b>\nDrink water.');
    expect(first).toHaveClass('whitespace-pre-line');
    await say('sir dard bhi');
    await within(log()).findByText('Second reply');

    expect(String(fetch.mock.calls[0]![0])).toBe('/api/assistant/symptoms');
    expect(requestBody(fetch, 0)).toEqual({
      message: 'mujhe bukhar hai',
      history: [],
      language: 'hi-IN',
    });
    expect(requestBody(fetch, 1)).toEqual({
      message: 'sir dard bhi',
      history: [
        { sender: 'user', text: 'mujhe bukhar hai' },
        { sender: 'ai', text: 'First <b>reply</b>\nDrink water.' },
      ],
      language: 'hi-IN',
    });
    expect(input()).toHaveValue('');
  });

  it('sends at most the last 30 messages as history', async () => {
    stubSpeech();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse(makeReply({ responseText: 'ok' })));
    renderAssistant();
    for (let turn = 1; turn <= 16; turn++) {
      await say(`symptom ${turn}`);
      await waitFor(() => expect(within(log()).getAllByText('ok')).toHaveLength(turn));
    }
    await say('symptom 17');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(17));
    const { history } = requestBody(fetch, 16);
    expect(history).toHaveLength(30);
    expect(history[0]).toEqual({ sender: 'user', text: 'symptom 2' });
    expect(history.at(-1)).toEqual({ sender: 'ai', text: 'ok' });
  });

  it('ignores text that is only spaces', async () => {
    stubSpeech();
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderAssistant();
    await say('    ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(fetch).not.toHaveBeenCalled();
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('sends nothing more while a reply is pending', async () => {
    stubSpeech();
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderAssistant();

    await say('fever');
    expect(await within(log()).findByText('The assistant is replying…')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    await say('and a cough');
    await userEvent.click(send);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(input()).toHaveValue('and a cough');

    await act(async () => answer(jsonResponse(makeReply({ responseText: 'Rest well.' }))));
    expect(await within(log()).findByText('Rest well.')).toBeInTheDocument();
    expect(send).not.toHaveAttribute('aria-disabled');
    await userEvent.click(send);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(requestBody(fetch, 1).message).toBe('and a cough');
  });

  it('sends the text of a suggestion chip as the next message', async () => {
    stubSpeech();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => jsonResponse(makeReply()));
    renderAssistant();
    await say('fever');
    const chips = await screen.findByRole('group', { name: 'Suggestions' });

    await userEvent.click(within(chips).getByRole('button', { name: 'I also have body ache' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(requestBody(fetch, 1).message).toBe('I also have body ache');
    expect(within(log()).getByText('I also have body ache')).toBeInTheDocument();
    expect(chips).toHaveFocus();
  });

  it("shows and speaks 'AI Assistant is currently unavailable.' when the call fails", async () => {
    const speech = stubSpeech();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    renderAssistant();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'hi-IN');
    speech.spoken.length = 0;

    await say('fever');
    const error = await within(log()).findByText('AI Assistant is currently unavailable.');
    expect(error).toHaveAttribute('lang', 'en-IN');
    expect(speech.spoken).toEqual([
      { text: 'AI Assistant is currently unavailable.', lang: 'en-IN' },
    ]);
  });

  it("shows the server's message when it gives one", async () => {
    stubSpeech();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ message: 'Too many requests. Wait a minute.' }, 429))
      .mockResolvedValueOnce(jsonResponse(makeReply({ responseText: 'Back again.' })));
    renderAssistant();
    await say('fever');
    expect(await within(log()).findByText('Too many requests. Wait a minute.')).toBeInTheDocument();

    // The error is not sent back as if the assistant had said it.
    await say('fever');
    await within(log()).findByText('Back again.');
    expect(requestBody(fetch, 1).history).toEqual([{ sender: 'user', text: 'fever' }]);
  });
});
