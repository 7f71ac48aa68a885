import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { DoctorProfilePage } from './doctor-profile-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const render = () =>
  renderRoutes([{ path: '/doctor/profile', element: <DoctorProfilePage /> }], {
    path: '/doctor/profile',
    session: { user: makeUser('doctor') },
  });

describe('DoctorProfilePage', () => {
  it('sends the languages as a trimmed list and says the profile was saved', async () => {
    const { toast } = await import('sonner');
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ message: 'Doctor profile not found.' }, 404))
      .mockImplementationOnce(async (_url, init) =>
        jsonResponse({
          _id: 'p1',
          user: { name: 'Arjun Menon', email: 'doctor@example.in' },
          ...JSON.parse(String(init?.body)),
          ratings: { average: 0, count: 0 },
          isVerified: false,
        }),
      );
    render();
    fireEvent.change(await screen.findByLabelText('Specialty'), {
      target: { value: 'Pediatrician' },
    });
    fireEvent.change(screen.getByLabelText('Experience (years)'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Consultation fee (₹)'), { target: { value: '600' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Pune' } });
    fireEvent.change(screen.getByLabelText('Languages'), {
      target: { value: ' Marathi ,Hindi,, English ' },
    });
    fireEvent.change(screen.getByLabelText('Degree'), { target: { value: 'MBBS' } });
    fireEvent.change(screen.getByLabelText('University'), { target: { value: 'BJMC' } });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Profile updated successfully!'),
    );
    const [, init] = fetch.mock.calls[1]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      specialty: 'Pediatrician',
      experience: 9,
      consultationFee: 600,
      languages: ['Marathi', 'Hindi', 'English'],
      qualifications: [{ degree: 'MBBS', university: 'BJMC', year: 2012 }],
    });
  });

  it('removes a qualification row only while more than one exists', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ message: 'none' }, 404));
    render();
    await screen.findByRole('group', { name: 'Qualification 1' });
    expect(screen.queryByRole('button', { name: 'Remove qualification 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add qualification' }));
    expect(screen.getByRole('group', { name: 'Qualification 2' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove qualification 2' }));
    expect(screen.queryByRole('group', { name: 'Qualification 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove qualification/ })).toBeNull();
  });

  it("shows 'Failed to update profile' when saving fails without a message", async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        jsonResponse({
          _id: 'p1',
          user: { name: 'Arjun Menon', email: 'doctor@example.in' },
          specialty: 'Cardiologist',
          experience: 5,
          consultationFee: 500,
          location: 'Kochi',
          bio: '',
          languages: ['Malayalam'],
          qualifications: [{ degree: 'MBBS', university: 'GMC', year: 2015 }],
          ratings: { average: 0, count: 0 },
          isVerified: true,
        }),
      )
      .mockRejectedValueOnce(new TypeError('offline'));
    render();
    expect(
      await screen.findByText('Your profile is verified and visible to patients.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    const alert = await screen.findByText('Failed to update profile');
    expect(
      within(alert.closest('[role="alert"]') as HTMLElement).getByText('Failed to update profile'),
    ).toBeInTheDocument();
  });
});
