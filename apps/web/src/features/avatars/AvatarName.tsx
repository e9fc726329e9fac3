import { AVATAR_NAME_MAX_LENGTH } from '@persona/shared';
import { InlineEdit } from '../../components/InlineEdit';
import type { AvatarActions } from './avatar-actions';
import { avatarNameToSave } from './avatar-name';

interface AvatarNameProps {
  id: string;
  /** The stored name: the editor starts from it. */
  name: string;
  /** The name as displayed (capitalised). */
  display: string;
  /** The list's rename (useAvatarActions): settles once the server has saved the name. */
  onRename: AvatarActions['rename'];
  /** Wraps a long name (the detail page) instead of cutting it to the line (a library card, titled in full). */
  wrap?: boolean;
}

/** The card's name with the pen icon (spec section 4, Avatar name edit): check or Enter saves, X cancels. */
export function AvatarName({ id, name, display, onRename, wrap = false }: AvatarNameProps) {
  return (
    <InlineEdit value={name} label={display} toSave={avatarNameToSave} onSave={(typed) => onRename(id, typed)} maxLength={AVATAR_NAME_MAX_LENGTH}>
      <h2 title={wrap ? undefined : display} className={`${wrap ? 'break-words whitespace-normal' : 'truncate'} text-lg font-semibold text-gray-900 dark:text-white`}>
        {display}
      </h2>
    </InlineEdit>
  );
}
