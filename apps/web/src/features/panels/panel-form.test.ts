import { PANEL_TEXTS, PANEL_TITLE_MAX_LENGTH } from '@persona/shared';
import { describe, expect, it } from 'vitest';
import { checkPanelForm, EMPTY_PANEL_FORM, panelBody, togglePick } from './panel-form';

const two = ['a1', 'a2'];

describe('panelBody', () => {
  it("sends the kind's own text: the question, or the asset and its upload", () => {
    const values = { ...EMPTY_PANEL_FORM, avatarIds: two, question: 'Boots?', asset: 'Buy now', attachmentId: 'up-1' };
    expect(panelBody(values, 'acc')).toEqual({ accountId: 'acc', kind: 'question', avatarIds: two, prompt: 'Boots?' });
    expect(panelBody({ ...values, kind: 'asset', title: ' Spring ' }, 'acc')).toEqual({
      accountId: 'acc',
      kind: 'asset',
      avatarIds: two,
      prompt: 'Buy now',
      attachment: 'up-1',
      title: ' Spring ',
    });
  });
});

describe('checkPanelForm', () => {
  it('gives the body when the shared schema takes it', () => {
    const checked = checkPanelForm({ ...EMPTY_PANEL_FORM, avatarIds: two, question: '  Boots?  ' }, 'acc');
    expect(checked.errors).toBeNull();
    expect(checked.body).toMatchObject({ kind: 'question', prompt: '  Boots?  ' });
  });

  it("names each field's first problem with the shared texts", () => {
    expect(checkPanelForm({ ...EMPTY_PANEL_FORM, avatarIds: ['a1'] }, 'acc').errors).toEqual({
      avatarIds: PANEL_TEXTS.tooFewAvatars,
      prompt: PANEL_TEXTS.questionRequired,
    });
    expect(checkPanelForm({ ...EMPTY_PANEL_FORM, avatarIds: [...two, 'a3', 'a4', 'a5', 'a6', 'a7'], question: 'Boots?' }, 'acc').errors).toEqual({
      avatarIds: PANEL_TEXTS.tooManyAvatars,
    });
    expect(checkPanelForm({ ...EMPTY_PANEL_FORM, kind: 'asset', avatarIds: two, asset: '   ' }, 'acc').errors).toEqual({ prompt: PANEL_TEXTS.assetRequired });
    expect(checkPanelForm({ ...EMPTY_PANEL_FORM, avatarIds: ['a1', 'a1'], question: 'x'.repeat(2_001) }, 'acc').errors).toEqual({
      avatarIds: PANEL_TEXTS.sameAvatarTwice,
      prompt: PANEL_TEXTS.questionTooLong,
    });
    expect(checkPanelForm({ ...EMPTY_PANEL_FORM, avatarIds: two, question: 'Boots?', title: 't'.repeat(PANEL_TITLE_MAX_LENGTH + 1) }, 'acc').errors).toEqual({
      title: PANEL_TEXTS.titleTooLong,
    });
  });

  it('takes an asset given only as an upload', () => {
    expect(checkPanelForm({ ...EMPTY_PANEL_FORM, kind: 'asset', avatarIds: two, attachmentId: 'up-1' }, 'acc').body).toMatchObject({ prompt: '', attachment: 'up-1' });
  });
});

describe('togglePick', () => {
  it('picks, puts back, and refuses a seventh avatar', () => {
    expect(togglePick([], 'a1')).toEqual(['a1']);
    expect(togglePick(['a1', 'a2'], 'a1')).toEqual(['a2']);
    const six = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'];
    expect(togglePick(six, 'a7')).toEqual(six);
    expect(togglePick(six, 'a3')).toEqual(['a1', 'a2', 'a4', 'a5', 'a6']);
  });
});
