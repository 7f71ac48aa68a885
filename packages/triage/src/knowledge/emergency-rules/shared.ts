/** Standard call-for-help sentence used by rule messages. */
export const CALL = 'Call 108 or 112 now, or go to the nearest emergency department.';

/** What the emergency detector says when it, not a rule, finds an emergency. */
export const DETECTOR_MESSAGE = `What you describe could be an emergency. ${CALL}`;
