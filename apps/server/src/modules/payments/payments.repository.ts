import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { paymentOrders } from '../../db/schema';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type NewPaymentOrder = Pick<
  typeof paymentOrders.$inferInsert,
  | 'provider'
  | 'providerOrderId'
  | 'patientId'
  | 'amount'
  | 'doctorId'
  | 'appointmentDate'
  | 'appointmentTime'
  | 'holdExpiresAt'
>;

type Slot = { doctorId: string; appointmentDate: string; appointmentTime: string };

export function createPaymentsRepository(db: Database) {
  return {
    /**
     * Inserts an order. For a slot-bound order, expired holds of that slot are released first,
     * in the same transaction; answers undefined when the slot is held or booked (the unique
     * index decides, so two patients racing for one slot cannot both get an order).
     */
    async insertOrder(order: NewPaymentOrder, now: Date): Promise<PaymentOrderRow | undefined> {
      try {
        return await db.transaction(async (tx) => {
          if (order.doctorId && order.appointmentDate && order.appointmentTime) {
            await tx
              .update(paymentOrders)
              .set({ status: 'expired' })
              .where(
                and(
                  eq(paymentOrders.doctorId, order.doctorId),
                  eq(paymentOrders.appointmentDate, order.appointmentDate),
                  eq(paymentOrders.appointmentTime, order.appointmentTime),
                  eq(paymentOrders.status, 'created'),
                  lte(paymentOrders.holdExpiresAt, now),
                ),
              );
          }
          const [row] = await tx.insert(paymentOrders).values(order).returning();
          return row;
        });
      } catch (error) {
        if (uniqueViolation(error) === 'payment_orders_slot_hold_key') return undefined;
        throw error;
      }
    },

    /** The open (unpaid, unexpired) order holding a slot, if any. */
    async findOpenHold(slot: Slot, now: Date): Promise<PaymentOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.doctorId, slot.doctorId),
            eq(paymentOrders.appointmentDate, slot.appointmentDate),
            eq(paymentOrders.appointmentTime, slot.appointmentTime),
            eq(paymentOrders.status, 'created'),
            sql`${paymentOrders.holdExpiresAt} > ${now}`,
          ),
        );
      return row;
    },

    async findByProviderOrderId(providerOrderId: string): Promise<PaymentOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, providerOrderId));
      return row;
    },

    async findById(id: string): Promise<PaymentOrderRow | undefined> {
      const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
      return row;
    },

    async findByPaymentId(paymentId: string): Promise<PaymentOrderRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.paymentId, paymentId));
      return row;
    },

    /** Marks a created order paid; false when it was not in 'created' any more. */
    async markPaid(orderId: string, paymentId: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(paymentOrders)
        .set({ status: 'paid', paymentId, paidAt: now })
        .where(
          and(
            eq(paymentOrders.id, orderId),
            sql`${paymentOrders.status} in ('created', 'expired')`,
          ),
        )
        .returning({ id: paymentOrders.id });
      return updated.length > 0;
    },

    /** The caller's paid, unused order for this slot, or else their oldest paid amount-only one. */
    async findPaidOrderFor(
      patientId: string,
      slot: Slot,
      amount: number,
    ): Promise<PaymentOrderRow | undefined> {
      const [bound] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.patientId, patientId),
            eq(paymentOrders.status, 'paid'),
            eq(paymentOrders.doctorId, slot.doctorId),
            eq(paymentOrders.appointmentDate, slot.appointmentDate),
            eq(paymentOrders.appointmentTime, slot.appointmentTime),
          ),
        );
      if (bound) return bound;
      const [loose] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.patientId, patientId),
            eq(paymentOrders.status, 'paid'),
            sql`${paymentOrders.doctorId} is null`,
            eq(paymentOrders.amount, amount),
          ),
        )
        .orderBy(asc(paymentOrders.paidAt))
        .limit(1);
      return loose;
    },

    async markRefunded(orderId: string, refundId: string, now: Date): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ status: 'refunded', refundId, refundedAt: now })
        .where(eq(paymentOrders.id, orderId));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
