/** The widget's heading (dialog and drawer alike). Apart from the launcher, which does not need them in the first load. */
export const CHAT_TITLE = 'Customer Support';
export const CHAT_DESCRIPTION = 'Ask about shipping, returns, sizes, payments, tracking, cancellations or exchanges.';
