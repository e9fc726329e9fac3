import type { PanelKind } from '@persona/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useSubmit } from '../../lib/useSubmit';
import { useAttachment } from '../chat';
import type { PickedAvatar } from './avatar-choices';
import { checkPanelForm, togglePick, type PanelFormErrors } from './panel-form';
import { createPanel, panelsCache } from './panels-api';
import type { PanelLocationState } from './useAutoRun';

/**
 * The New Panel form: picked avatars, kind, question or asset (typed, or uploaded through chat's attachment
 * upload), optional title. Checked with createPanelBodySchema before it is sent (the server checks the same);
 * a refusal is the 'Oops!' alert with the server's message. Once created, the panel opens and runs.
 */
export function useNewPanel(accountId: string) {
  const cache = panelsCache(useQueryClient());
  const navigate = useNavigate();
  const [picked, setPicked] = useState<PickedAvatar[]>([]);
  const [kind, setKind] = useState<PanelKind>('question');
  const [question, setQuestion] = useState('');
  const [asset, setAsset] = useState('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<PanelFormErrors>({});
  const upload = useAttachment();
  const uploading = upload.attachment?.status === 'uploading';

  const toggle = (avatar: PickedAvatar) =>
    setPicked((current) => {
      const ids = togglePick(
        current.map(({ id }) => id),
        avatar.id,
      );
      return ids.map((id) => current.find((one) => one.id === id) ?? avatar);
    });

  const submit = useSubmit(async () => {
    const attachmentId = upload.attachment?.status === 'ready' ? upload.attachment.id : null;
    const checked = checkPanelForm({ kind, avatarIds: picked.map(({ id }) => id), question, asset: attachmentId ? '' : asset, attachmentId, title }, accountId);
    setErrors(checked.errors ?? {});
    if (!checked.body) return;
    const panel = await createPanel(checked.body);
    cache.setPanel(panel);
    void cache.refreshLists();
    const state: PanelLocationState = { run: true };
    await navigate(generatePath(PATHS.panel, { id: panel.id }), { state });
  });

  return {
    values: { picked, kind, question, asset, title },
    set: { kind: setKind, question: setQuestion, asset: setAsset, title: setTitle },
    toggle,
    upload,
    uploading,
    errors,
    submit,
  };
}
