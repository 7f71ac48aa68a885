import type { EmergencyRule } from './schema';
import { BODY_SYSTEM_RULES } from './emergency-rules/body-systems';
import { SITUATION_RULES } from './emergency-rules/situations';

/**
 * Symptom combinations that escalate care regardless of the most likely condition.
 * A rule matches when all `allOf` ids are present and, if `anyOf` is given, at least one of them.
 */
export const EMERGENCY_RULES: EmergencyRule[] = [...BODY_SYSTEM_RULES, ...SITUATION_RULES];
