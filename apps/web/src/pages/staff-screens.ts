/** The customer's review is titled for them: they review and approve, they do not submit. */
export const CUSTOMER_REVIEW_TITLE = 'Review Your Lock System';
