import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { payWithRazorpay } from '@/lib/razorpay-checkout';
import { renderRoutes } from '@/test/render';
import { FindADoctorPage } from '../find-a-doctor-page';
import {
  DOCTOR_ID,
  chooseSlot,
  mockApi,
  order,
  payWithCard,
  payment,
  render,
  sentBody,
} from './booking/booking-test-helpers';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// Razorpay Checkout needs its script and network; the flow around it is what is tested here.
vi.mock('@/lib/razorpay-checkout', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  payWithRazorpay: vi.fn(),
}));

describe('BookingDialog', () => {
  it('books: order, test checkout, verify, appointment; toast; closes after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockApi();
    const { router } = render();
    const dialog = await chooseSlot();
    await payWithCard('4111 1111 1111 1111');

    expect(await within(dialog).findByText('Appointment booked successfully!')).toBeVisible();
    expect(toast.success).toHaveBeenCalledWith('Appointment booked successfully!');
    expect(sentBody(fetch, '/api/payment/orders')).toEqual({
      amount: 1200,
      doctorId: DOCTOR_ID,
      appointmentDate: '2026-03-10',
      appointmentTime: '12:00 PM',
    });
    expect(sentBody(fetch, '/api/payment/sandbox/pay')).toEqual({
      order_id: 'order_sbx_1',
      card: { number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', name: 'Priya Sharma' },
    });
    expect(sentBody(fetch, '/api/payment/verify')).toEqual(payment);
    expect(sentBody(fetch, '/api/appointments')).toEqual({
      doctorId: DOCTOR_ID,
      appointmentDate: '2026-03-10',
      appointmentTime: '12:00 PM',
    });

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByRole('dialog', { name: 'Book with Dr. Kavya Raman' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it("says 'Please select a date and time.' when booking with nothing chosen", async () => {
    const fetch = mockApi();
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Book with Dr. Kavya Raman' });
    expect(within(dialog).getByText('₹1,200')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹1,200 and book' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please select a date and time.',
    );
    expect(fetch.mock.calls.some(([p]) => p === '/api/payment/orders')).toBe(false);
  });

  it('offers dates from today in India up to 90 days ahead', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20:00 UTC on 9 March is already 01:30 on 10 March in India.
    vi.setSystemTime(new Date('2026-03-09T20:00:00Z'));
    mockApi();
    render();
    const date = within(
      await screen.findByRole('dialog', { name: 'Book with Dr. Kavya Raman' }),
    ).getByLabelText('Date');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2026-03-10');
    expect(date).toHaveAttribute('max', '2026-06-08');
  });

  it('disables past, booked and held slots and says why', async () => {
    const fetch = mockApi();
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Book with Dr. Kavya Raman' });
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-03-10' } });
    expect(await within(dialog).findByRole('radio', { name: '09:00 AM Passed' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: '10:00 AM Booked' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: '11:00 AM On hold' })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: '12:00 PM' })).toBeEnabled();
    const url = fetch.mock.calls.find(([p]) => String(p).includes('/availability'))![0];
    expect(String(url)).toBe(`/api/doctors/${DOCTOR_ID}/availability?date=2026-03-10`);
  });

  it('reuses its own held order after the checkout was closed', async () => {
    const fetch = mockApi();
    render();
    const dialog = await chooseSlot();
    const checkout = await screen.findByRole('dialog', { name: 'Pay ₹1,200' });
    fireEvent.click(within(checkout).getByRole('button', { name: 'Cancel payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Payment cancelled.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹1,200 and book' }));
    expect(await screen.findByRole('dialog', { name: 'Pay ₹1,200' })).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([p]) => p === '/api/payment/orders')).toHaveLength(1);
  });

  it('fills the test card for the person', async () => {
    mockApi();
    render();
    await chooseSlot();
    const checkout = await screen.findByRole('dialog', { name: 'Pay ₹1,200' });
    fireEvent.click(within(checkout).getByRole('button', { name: 'Fill in the test card' }));
    expect(within(checkout).getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');
    expect(within(checkout).getByLabelText('Name on card')).toHaveValue('Priya Sharma');
  });

  it('sends a visitor to /login, and opens the booking for that doctor once signed in', async () => {
    mockApi();
    const routes = [
      { path: '/find-a-doctor', element: <FindADoctorPage /> },
      { path: '/login', element: <p>login page</p> },
    ];
    const visitor = renderRoutes(routes, { path: '/find-a-doctor' });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Book an appointment with Dr. Kavya Raman' }),
    );
    expect(visitor.router.state.location.pathname).toBe('/login');
    const { from } = visitor.router.state.location.state as { from: { search: string } };
    visitor.unmount();

    // The login page returns to `from`; as a patient the dialog is open for that doctor.
    renderRoutes(routes, {
      path: `/find-a-doctor${from.search}`,
      session: { user: makeUser('patient') },
    });
    expect(
      await screen.findByRole('dialog', { name: 'Book with Dr. Kavya Raman' }),
    ).toBeInTheDocument();
  });

  it("opens Razorpay Checkout with the order when the provider is 'razorpay', then verifies", async () => {
    vi.mocked(payWithRazorpay).mockResolvedValue({
      order_id: 'order_rzp_1',
      payment_id: 'pay_rzp_1',
      signature: 'rzp_sig',
    });
    const fetch = mockApi({
      'POST /api/payment/orders': () =>
        jsonResponse(
          { ...order, id: 'order_rzp_1', provider: 'razorpay', keyId: 'rzp_test_k' },
          201,
        ),
    });
    render();
    const dialog = await chooseSlot();
    expect(await within(dialog).findByText('Appointment booked successfully!')).toBeInTheDocument();
    expect(payWithRazorpay).toHaveBeenCalledWith(
      expect.objectContaining({ keyId: 'rzp_test_k', orderId: 'order_rzp_1', amountRupees: 1200 }),
    );
    expect(sentBody(fetch, '/api/payment/verify')).toEqual({
      order_id: 'order_rzp_1',
      payment_id: 'pay_rzp_1',
      signature: 'rzp_sig',
    });
    expect(screen.queryByText('Test mode')).toBeNull();
  });
});
