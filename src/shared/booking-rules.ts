import { addressIssues, BOOKING_MESSAGES, type BookingInput, type BookingIssue } from './booking';
import { scheduleProblem } from './schedule';

/**
 * The one booking rule set (spec §5): the form applies it before sending, `POST /api/rides` again
 * (the browser's check is only a convenience). Answers everything wrong with a booking at `now`,
 * in the order the spec's toasts report them.
 */
export function bookingIssues(input: BookingInput, now: Date): BookingIssue[] {
  const issues = addressIssues(input);
  if (input.requestType === 'scheduled') {
    const at = input.scheduledTime ? new Date(input.scheduledTime) : null;
    if (!at || Number.isNaN(at.getTime())) {
      issues.push({ path: 'scheduledTime', message: BOOKING_MESSAGES.missingSchedule });
    } else {
      const problem = scheduleProblem(at, now);
      if (problem === 'too_soon') issues.push({ path: 'scheduledTime', message: BOOKING_MESSAGES.tooSoon });
      if (problem === 'too_far') issues.push({ path: 'scheduledTime', message: BOOKING_MESSAGES.tooFar });
      if (problem === 'not_a_slot') issues.push({ path: 'scheduledTime', message: BOOKING_MESSAGES.notASlot });
    }
  }
  return issues;
}

