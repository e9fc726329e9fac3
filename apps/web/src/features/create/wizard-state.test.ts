import { CONTEXT_MAX_LENGTH, PRODUCT_MAX_LENGTH } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { INITIAL_WIZARD, refreshWizard, stepComplete, wizardReducer, type WizardAction, type WizardState } from './wizard-state';

const run = (...actions: WizardAction[]): WizardState => actions.reduce(wizardReducer, INITIAL_WIZARD);
const file = { name: 'brief.txt', size: 10 } as File;
const source = { id: 's-1', kind: 'file', name: 'brief.txt', size: 10, passageCount: 2, key: 'blueprint-uploads/acc/brief.txt' } as const;
const toStep3 = [
  { type: 'company', companyId: 'co-1' },
  { type: 'campaign', campaignId: 'ca-1' },
  { type: 'next' },
  { type: 'product', product: 'Running shoes' },
  { type: 'next' },
] as const satisfies WizardAction[];

describe('the Create wizard', () => {
  it('starts on step 1 with nothing chosen, and Next stays disabled until company and campaign are chosen', () => {
    expect(INITIAL_WIZARD.step).toBe(1);
    expect(stepComplete(INITIAL_WIZARD)).toBe(false);
    expect(stepComplete(run({ type: 'company', companyId: 'co-1' }))).toBe(false);
    expect(run({ type: 'next' }).step).toBe(1);
    expect(stepComplete(run({ type: 'company', companyId: 'co-1' }, { type: 'campaign', campaignId: 'ca-1' }))).toBe(true);
  });

  it('clears the campaign when another company is chosen', () => {
    const state = run({ type: 'company', companyId: 'co-1' }, { type: 'campaign', campaignId: 'ca-1' }, { type: 'company', companyId: 'co-2' });
    expect(state).toMatchObject({ companyId: 'co-2', campaignId: '' });
    expect(run({ type: 'company', companyId: 'co-1' }, { type: 'campaign', campaignId: 'ca-1' }, { type: 'company', companyId: 'co-1' }).campaignId).toBe('ca-1');
  });

  it('needs product text (not only spaces) on step 2', () => {
    const step2 = run(...toStep3.slice(0, 3));
    expect(step2.step).toBe(2);
    expect(stepComplete(wizardReducer(step2, { type: 'product', product: '   ' }))).toBe(false);
    expect(wizardReducer(wizardReducer(step2, { type: 'product', product: ' ' }), { type: 'next' }).step).toBe(2);
    expect(run(...toStep3).step).toBe(3);
  });

  it('allows Submit on step 3 with context text or a source that was read, and never goes past step 3', () => {
    const step3 = run(...toStep3);
    expect(stepComplete(step3)).toBe(false);
    expect(stepComplete(wizardReducer(step3, { type: 'context', context: 'Adults 30-50' }))).toBe(true);
    const added = run(...toStep3, { type: 'sources', action: { type: 'added', key: 0, input: { kind: 'file', file } } });
    expect(stepComplete(added)).toBe(false);
    const read = wizardReducer(added, { type: 'sources', action: { type: 'read', key: 0, source } });
    expect(stepComplete(read)).toBe(true);
    expect(stepComplete(wizardReducer(read, { type: 'sources', action: { type: 'removed', key: 0 } }))).toBe(false);
    expect(run(...toStep3, { type: 'sources', action: { type: 'added', key: 0, input: { kind: 'file', file } } }, { type: 'back' }, { type: 'next' }).sources).toHaveLength(1);
    expect(wizardReducer(wizardReducer(step3, { type: 'context', context: 'x' }), { type: 'next' }).step).toBe(3);
  });

  it('keeps Submit disabled while a source is being read or failed, even with context text', () => {
    const withContext = run(...toStep3, { type: 'context', context: 'Adults 30-50' });
    const reading = wizardReducer(withContext, { type: 'sources', action: { type: 'added', key: 0, input: { kind: 'file', file } } });
    expect(stepComplete(reading)).toBe(false);
    const failed = wizardReducer(reading, { type: 'sources', action: { type: 'failed', key: 0, error: 'This file is empty.' } });
    expect(stepComplete(failed)).toBe(false);
    expect(stepComplete(wizardReducer(failed, { type: 'sources', action: { type: 'removed', key: 0 } }))).toBe(true);
  });

  it('goes back one step at a time and keeps what was typed', () => {
    const back = run(...toStep3, { type: 'back' });
    expect(back).toMatchObject({ step: 2, product: 'Running shoes', companyId: 'co-1' });
    expect(run(...toStep3, { type: 'back' }, { type: 'back' }, { type: 'back' }).step).toBe(1);
  });

  it('keeps a pasted text over its limit whole, and waits on that step until it is shortened', () => {
    const longContext = run(...toStep3, { type: 'context', context: 'a'.repeat(CONTEXT_MAX_LENGTH + 1) });
    expect(longContext.context).toHaveLength(CONTEXT_MAX_LENGTH + 1);
    expect(stepComplete(longContext)).toBe(false);
    expect(stepComplete(wizardReducer(longContext, { type: 'context', context: 'a'.repeat(CONTEXT_MAX_LENGTH) }))).toBe(true);

    const step2 = run(...toStep3.slice(0, 3), { type: 'product', product: 'p'.repeat(PRODUCT_MAX_LENGTH + 1) });
    expect(step2.product).toHaveLength(PRODUCT_MAX_LENGTH + 1);
    expect(stepComplete(step2)).toBe(false);
    expect(wizardReducer(step2, { type: 'next' }).step).toBe(2);
  });

  it('refreshing an avatar: its company and campaign fixed, and Submit only with a source that was read', () => {
    const start = refreshWizard({ id: 'av-1', companyId: 'co-1', campaignId: 'ca-1' });
    expect(start).toMatchObject({ step: 1, companyId: 'co-1', campaignId: 'ca-1', refreshOf: 'av-1' });
    expect(stepComplete(start)).toBe(true);
    const steps: WizardAction[] = [{ type: 'company', companyId: 'co-2' }, { type: 'campaign', campaignId: 'ca-2' }, { type: 'next' }, { type: 'product', product: 'Shoes' }, { type: 'next' }, { type: 'context', context: 'Only context' }];
    const step3 = steps.reduce(wizardReducer, start);
    expect(step3).toMatchObject({ step: 3, companyId: 'co-1', campaignId: 'ca-1' });
    expect(stepComplete(step3)).toBe(false);
    const added = wizardReducer(step3, { type: 'sources', action: { type: 'added', key: 0, input: { kind: 'file', file } } });
    expect(stepComplete(added)).toBe(false);
    expect(stepComplete(wizardReducer(added, { type: 'sources', action: { type: 'read', key: 0, source } }))).toBe(true);
  });
});
