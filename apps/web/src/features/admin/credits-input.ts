const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * What the admin typed in a credits field as a number, or null when it is not a number (spec section 5:
 * 'Input value must be a number'). Whether the number is acceptable (whole, not negative) is the API's call.
 */
export function parseCredits(text: string): number | null {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed) : null;
}
