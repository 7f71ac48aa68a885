import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { FindADoctorPage } from './find-a-doctor-page';

const doctor = {
  _id: 'd1',
  user: { name: 'Dr. Kavya Raman' },
  specialty: 'Cardiologist',
  experience: 12,
  consultationFee: 1200,
  location: 'Chennai',
  bio: '',
  languages: ['Tamil', 'English'],
  qualifications: [{ degree: 'MBBS', university: 'Madras Medical College', year: 2008 }],
  ratings: { average: 4.75, count: 20 },
  isVerified: true,
};

const render = (path = '/find-a-doctor', user = makeUser('patient')) =>
  renderRoutes(
    [
      { path: '/find-a-doctor', element: <FindADoctorPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { path, session: { user } },
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('FindADoctorPage', () => {
  it('shows each doctor with the rating to one decimal and the fee in rupees', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ doctors: [doctor], nextCursor: null }),
    );
    render();
    expect(await screen.findByText('Dr. Kavya Raman')).toBeInTheDocument();
    expect(screen.getByTestId('rating')).toHaveTextContent('4.8 (20 reviews)');
    expect(screen.getByText('₹1,200')).toBeInTheDocument();
    expect(screen.getByText('Tamil, English')).toBeInTheDocument();
  });

  it('searches with the filters of the URL and says so when nothing matches', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ doctors: [], nextCursor: null }));
    render('/find-a-doctor?search=cardio&location=Pune&language=Tamil');
    expect(await screen.findByText('No doctors found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search filters.')).toBeInTheDocument();
    const url = new URL(String(fetch.mock.calls[0]![0]), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      search: 'cardio',
      location: 'Pune',
      language: 'Tamil',
    });
    expect(screen.getByLabelText('Search by name or specialty')).toHaveValue('cardio');
  });

  it('waits 500 ms after typing before it searches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ doctors: [], nextCursor: null }));
    const { router } = render();
    await screen.findByText('No doctors found matching your criteria.');
    const calls = fetch.mock.calls.length;
    fireEvent.change(screen.getByLabelText('Search by name or specialty'), {
      target: { value: 'derma' },
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(fetch.mock.calls.length).toBe(calls);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(router.state.location.search).toBe('?search=derma');
    await vi.waitFor(() => expect(String(fetch.mock.calls.at(-1)![0])).toContain('search=derma'));
  });

  it("shows 'Error: {message}' when the search fails", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch doctors');
  });

  it('sends a visitor who presses Book to /login', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ doctors: [doctor], nextCursor: null }),
    );
    const { router } = renderRoutes(
      [
        { path: '/find-a-doctor', element: <FindADoctorPage /> },
        { path: '/login', element: <p>login page</p> },
      ],
      { path: '/find-a-doctor' },
    );
    fireEvent.click(
      await screen.findByRole('button', { name: 'Book an appointment with Dr. Kavya Raman' }),
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/find-a-doctor', search: '?book=d1' },
    });
  });

  it('offers no Book button to doctors', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ doctors: [doctor], nextCursor: null }),
    );
    render('/find-a-doctor', makeUser('doctor'));
    await screen.findByText('Dr. Kavya Raman');
    expect(screen.queryByRole('button', { name: /Book/ })).toBeNull();
  });
});
