/**
 * The form field a qualifying eligibility check adds to the application form (decision 480): a
 * marker the server counts, never an answer and never stored with the application. A file of its
 * own so the form's script carries these two words and nothing else of the check.
 */
export const ELIGIBILITY_MARKER_FIELD = 'eligibilityCheck';
export const ELIGIBILITY_MARKER_VALUE = 'ELIGIBLE';

/**
 * The attribute the check's island sets on the section that holds the page's application form
 * when its answer is "You can apply." The two islands share no script: the form reads the page.
 */
export const ELIGIBILITY_CHECKED_ATTRIBUTE = 'data-eligibility-checked';
