import { campaignRenameSchema, companyNameSchema, MESSAGES, NAME_MAX_LENGTH, newCampaignNameSchema } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { UserFacingError } from '../../lib/error-message';
import { nameToSave } from './names';

describe('nameToSave', () => {
  it('trims and capitalises word by word', () => {
    expect(nameToSave(companyNameSchema, '  acme corp ')).toBe('Acme Corp');
  });

  it.each([
    [companyNameSchema, 'Please type a name for your company.'],
    [newCampaignNameSchema, MESSAGES.campaignNameRequired],
    [campaignRenameSchema, MESSAGES.campaignNameTooShort],
  ])('rejects a blank name with the rule message %#', (rule, message) => {
    expect(() => nameToSave(rule, '   ')).toThrow(new UserFacingError(message));
  });

  it('rejects a name over the limit', () => {
    expect(() => nameToSave(companyNameSchema, 'x'.repeat(NAME_MAX_LENGTH + 1))).toThrow(UserFacingError);
  });
});
