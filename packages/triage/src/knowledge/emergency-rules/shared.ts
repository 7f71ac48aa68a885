/** Standard call-for-help sentence used by rule messages. */
export const CALL = 'Call 108 or 112 now, or go to the nearest emergency department.';
