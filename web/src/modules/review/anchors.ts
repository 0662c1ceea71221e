/** The id of the score form's heading, where the detail page's "Score" links and buttons go. */
export const SCORE_TITLE_ID = 'review-score-title';
