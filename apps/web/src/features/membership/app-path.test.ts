import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-path';

describe('isAppPath', () => {
  it('takes the paths the test checkout answers', () => {
    expect(isAppPath('/payment_success?session_id=abc')).toBe(true);
    expect(isAppPath('/settings/membership')).toBe(true);
  });

  it('leaves other sites to the browser', () => {
    expect(isAppPath('https://checkout.stripe.com/c/pay/cs_test_1')).toBe(false);
    expect(isAppPath('//evil.example/path')).toBe(false);
  });
});
