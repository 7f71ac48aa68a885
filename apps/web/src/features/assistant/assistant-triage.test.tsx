import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { makeReply, renderAssistant, stubSpeech } from './assistant-test-helpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function replyWith(reply: ReturnType<typeof makeReply>, language?: string) {
  stubSpeech();
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(reply));
  const rendered = renderAssistant();
  if (language) await userEvent.selectOptions(screen.getByLabelText('Language'), language);
  await userEvent.type(screen.getByLabelText('Your symptoms'), 'symptoms{Enter}');
  await screen.findByText(reply.responseText);
  return rendered;
}

describe('AssistantPage guidance', () => {
  it('highlights the body area of the reply, in the figure and in words', async () => {
    stubSpeech();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(makeReply({ highlightArea: 'chest' })),
    );
    renderAssistant();
    const figure = screen.getByRole('img', { name: 'Body diagram' });
    expect(figure).toHaveAccessibleDescription(/No body area highlighted yet\.$/);
    expect(figure.querySelectorAll('[data-highlighted="true"]')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Your symptoms'), 'chest pain{Enter}');
    await screen.findByText('Highlighted: Chest');
    expect(figure).toHaveAccessibleDescription(/Highlighted: Chest$/);
    expect(figure.querySelector('[data-area="chest"]')).toHaveAttribute('data-highlighted', 'true');
    expect(figure.querySelector('[data-area="head"]')).toHaveAttribute('data-highlighted', 'false');
    expect(screen.getAllByText('Highlighted: Chest')).toHaveLength(1);
  });

  it('shows the triage level in words, the possible causes as possibilities and why', async () => {
    await replyWith(
      makeReply(
        {},
        {
          level: 'urgent',
          possibleConditions: [
            { id: 'dengue', name: 'Dengue', confidence: 0.5 },
            { id: 'malaria', name: 'Malaria', confidence: 0.3 },
          ],
          redFlags: ['High fever for more than 3 days'],
        },
      ),
    );
    const card = screen.getByRole('heading', { name: 'How urgent it looks' }).parentElement!;
    expect(within(card).getByText('See a doctor within 24 hours')).toHaveAttribute(
      'data-level',
      'urgent',
    );
    const causes = within(card).getByRole('heading', { name: 'Possible causes' }).parentElement!;
    expect(
      within(causes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dengue', 'Malaria']);
    expect(causes).toHaveTextContent('These are possibilities, not a diagnosis.');
    expect(within(card).getByText('High fever for more than 3 days')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Call 108/ })).toBeNull();
  });

  it('shows no triage card while nothing has been understood', async () => {
    await replyWith(makeReply({}, { possibleConditions: [], redFlags: [] }));
    expect(screen.queryByRole('heading', { name: 'How urgent it looks' })).toBeNull();
  });

  it('shows an emergency banner with tap-to-call 108 and 112, in the chosen language', async () => {
    await replyWith(makeReply({}, { level: 'emergency' }), 'hi-IN');
    const banner = screen.getByRole('alert');
    expect(banner).toHaveAttribute('lang', 'hi-IN');
    expect(banner).toHaveTextContent('आपातकाल — अभी 108 या 112 पर फ़ोन करें');
    expect(within(banner).getByRole('link', { name: '108 पर फ़ोन करें' })).toHaveAttribute(
      'href',
      'tel:108',
    );
    expect(within(banner).getByRole('link', { name: '112 पर फ़ोन करें' })).toHaveAttribute(
      'href',
      'tel:112',
    );
    expect(within(banner).getAllByRole('link')).toHaveLength(2);
  });

  it('adds Tele-MANAS 14416 when a red flag names it', async () => {
    await replyWith(
      makeReply(
        {},
        { level: 'emergency', redFlags: ['Thoughts of self-harm: call Tele-MANAS 14416 now.'] },
      ),
    );
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Call 14416 · Tele-MANAS' }),
    ).toHaveAttribute('href', 'tel:14416');
  });

  it('links to the doctors of the recommended specialty who speak the language', async () => {
    const { router } = await replyWith(
      makeReply({}, { recommendedSpecialty: 'Cardiologist' }),
      'bh-IN',
    );
    const link = screen.getByRole('link', { name: 'Find a Cardiologist' });
    expect(link).toHaveAttribute('href', '/find-a-doctor?search=Cardiologist&language=Hindi');

    await userEvent.click(link);
    expect(await screen.findByTestId('page')).toHaveTextContent('find-a-doctor');
    expect(router.state.location.search).toBe('?search=Cardiologist&language=Hindi');
  });

  it('does not narrow the doctors by language when the directory lists none for it', async () => {
    await replyWith(makeReply({}, { recommendedSpecialty: 'ENT Specialist' }), 'kn-IN');
    expect(screen.getByRole('link', { name: 'Find a ENT Specialist' })).toHaveAttribute(
      'href',
      '/find-a-doctor?search=ENT+Specialist',
    );
  });
});
