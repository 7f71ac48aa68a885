import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { booked, chooseSlot, mockApi, payWithCard, render } from './booking/booking-test-helpers';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('BookingDialog failures', () => {
  it("shows 'Failed to create payment order' when the order fails without a message", async () => {
    mockApi({ 'POST /api/payment/orders': () => new Response('', { status: 500 }) });
    render();
    const dialog = await chooseSlot();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create payment order',
    );
  });

  it("shows the server's message when the slot was taken meanwhile", async () => {
    mockApi({
      'POST /api/payment/orders': () =>
        jsonResponse(
          { message: 'This time slot is already booked or being booked. Please choose another.' },
          409,
        ),
    });
    render();
    const dialog = await chooseSlot();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This time slot is already booked or being booked. Please choose another.',
    );
  });

  it("shows the server's message for a declined card, in the checkout", async () => {
    const fetch = mockApi({
      'POST /api/payment/sandbox/pay': () =>
        jsonResponse(
          { message: 'Your card was declined by the bank.', code: 'CARD_DECLINED' },
          402,
        ),
    });
    render();
    await chooseSlot();
    const checkout = await payWithCard('4000 0000 0000 0002');
    expect(await within(checkout).findByRole('alert')).toHaveTextContent(
      'Your card was declined by the bank.',
    );
    expect(fetch.mock.calls.some(([p]) => p === '/api/payment/verify')).toBe(false);
  });

  it("shows 'Payment verification failed. Please try again.' when verify answers success false", async () => {
    mockApi({
      'POST /api/payment/verify': () => jsonResponse({ success: false, message: 'nope' }),
    });
    render();
    const dialog = await chooseSlot();
    await payWithCard('4111 1111 1111 1111');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Payment verification failed. Please try again.',
    );
    expect(screen.queryByRole('dialog', { name: 'Pay ₹1,200' })).toBeNull();
  });

  it("shows 'Payment verification failed' when verify fails without a message", async () => {
    mockApi({ 'POST /api/payment/verify': () => Promise.reject(new TypeError('offline')) });
    render();
    const dialog = await chooseSlot();
    await payWithCard('4111 1111 1111 1111');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(/^Payment verification failed$/);
  });

  it("shows 'Failed to book appointment' and retries only the booking", async () => {
    let attempts = 0;
    const fetch = mockApi({
      'POST /api/appointments': () =>
        ++attempts === 1 ? new Response('', { status: 502 }) : jsonResponse(booked, 201),
    });
    render();
    const dialog = await chooseSlot();
    await payWithCard('4111 1111 1111 1111');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to book appointment',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try booking again' }));
    expect(await within(dialog).findByText('Appointment booked successfully!')).toBeVisible();
    const orders = fetch.mock.calls.filter(([p]) => p === '/api/payment/orders');
    expect(orders).toHaveLength(1);
  });
});
