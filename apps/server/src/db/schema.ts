import { sql } from 'drizzle-orm';
import type { Qualification } from '@arogya/contracts/doctors';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const userRole = pgEnum('user_role', ['patient', 'doctor', 'admin']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lower-cased; the unique index on lower(email) guards against any other writer.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull(),
    // Bumped on password reset: every token signed with an older version stops working.
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the token: a leaked table cannot be used to reset anybody's password.
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Tokens revoked by logout, kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

export const doctorProfiles = pgTable(
  'doctor_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialty: text('specialty').notNull(),
    experience: integer('experience').notNull(),
    consultationFee: integer('consultation_fee').notNull(),
    location: text('location').notNull(),
    bio: text('bio').notNull().default(''),
    languages: text('languages').array().notNull(),
    qualifications: jsonb('qualifications').$type<Qualification[]>().notNull(),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    // The credentials as the admin last verified them, to show what changed since.
    verifiedSnapshot: jsonb('verified_snapshot').$type<VerifiedSnapshot>(),
    // Lower-cased "name specialty" for trigram search; written with the profile.
    searchText: text('search_text').notNull().default(''),
    // Lower-cased languages for exact, case-insensitive language filtering.
    languageKeys: text('language_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('doctor_profiles_experience_check', sql`${t.experience} >= 0`),
    check('doctor_profiles_fee_check', sql`${t.consultationFee} > 0`),
    check('doctor_profiles_rating_check', sql`${t.ratingAverage} between 0 and 5`),
    index('doctor_profiles_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('doctor_profiles_location_trgm_idx').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
    index('doctor_profiles_language_keys_idx').using('gin', t.languageKeys),
    index('doctor_profiles_specialty_idx').on(t.specialty),
    // The directory's order, over verified profiles only.
    index('doctor_profiles_directory_order_idx')
      .on(t.ratingAverage.desc(), t.experience.desc(), t.id)
      .where(sql`${t.isVerified}`),
  ],
);

export type VerifiedSnapshot = {
  specialty: string;
  consultationFee: number;
  qualifications: Qualification[];
};

/** What admins did, to whom and when. The API only ever inserts and reads these rows. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt.desc())],
);

export const paymentOrderStatus = pgEnum('payment_order_status', [
  'created',
  'paid',
  'consumed',
  'refunded',
  'expired',
]);

/**
 * A payment order at the provider. A slot-bound order (doctor, date, time) holds that slot: the
 * unique index lets at most one created, paid or consumed order exist per slot, so two patients
 * can never pay for the same one. Amount-only orders (SPEC.md's payload) hold nothing.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    doctorId: uuid('doctor_id').references(() => doctorProfiles.id, { onDelete: 'cascade' }),
    appointmentDate: date('appointment_date'),
    appointmentTime: text('appointment_time'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    status: paymentOrderStatus('status').notNull().default('created'),
    // One payment pays one order: a payment id can never be presented for a second order.
    paymentId: text('payment_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_orders_amount_check', sql`${t.amount} > 0`),
    uniqueIndex('payment_orders_slot_hold_key')
      .on(t.doctorId, t.appointmentDate, t.appointmentTime)
      .where(sql`${t.doctorId} is not null and ${t.status} in ('created', 'paid', 'consumed')`),
    index('payment_orders_patient_idx').on(t.patientId),
  ],
);

export const appointmentStatus = pgEnum('appointment_status', ['confirmed', 'cancelled']);

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => doctorProfiles.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appointmentDate: date('appointment_date').notNull(),
    appointmentTime: text('appointment_time').notNull(),
    // The slot's instant (the wall-clock time in Asia/Kolkata), for ordering and time rules.
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    consultationFee: integer('consultation_fee').notNull(),
    videoCallRoomId: text('video_call_room_id').notNull().unique(),
    status: appointmentStatus('status').notNull().default('confirmed'),
    // One payment books once.
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ratingStars: integer('rating_stars'),
    ratingComment: text('rating_comment'),
    ratedAt: timestamp('rated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // No double booking, ever: one live appointment per doctor and slot.
    uniqueIndex('appointments_live_slot_key')
      .on(t.doctorId, t.appointmentDate, t.appointmentTime)
      .where(sql`${t.status} <> 'cancelled'`),
    check(
      'appointments_rating_check',
      sql`${t.ratingStars} is null or ${t.ratingStars} between 1 and 5`,
    ),
    index('appointments_patient_idx').on(t.patientId, t.startsAt),
    index('appointments_doctor_idx').on(t.doctorId, t.startsAt),
  ],
);

/** Messages of an appointment's chat, kept for the care relationship. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
    index('chat_messages_room_time_idx').on(t.appointmentId, t.sentAt, t.id),
  ],
);
