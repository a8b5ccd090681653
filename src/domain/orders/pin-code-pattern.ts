// A module of its own: the first load checks a remembered PIN with it, without the circles' table.
/** A PIN code: six digits, never starting with 0 (India Post). */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;
