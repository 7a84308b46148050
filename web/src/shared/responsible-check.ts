// The responsible-play answers' checks, loaded on demand by shared/responsible.ts
// (as profile-check.ts is by profile.ts): an answer of another shape is an
// `invalid-response` ApiError, never limits or figures a page reads as real.
import { zGetResponsibleActivityResponse, zResponsibleLimits } from '@casino/sdk/schemas';
import { matches } from './answers.ts';

/** Limits (GET or PUT /responsible/limits, a time-out's or self-exclusion's answer) when they match the spec. */
export const checkLimits = matches(zResponsibleLimits);

/** The activity (GET /responsible/activity) when it matches the spec. */
export const checkActivity = matches(zGetResponsibleActivityResponse);
