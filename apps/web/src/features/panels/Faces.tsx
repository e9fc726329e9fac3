import { capitalizeWords, type PanelMember } from '@persona/shared';
import { AvatarPortrait } from '../avatars';

/** The width a face in a tally bar or a summary point is drawn at. */
const FACE_SIZES = '28px';

/** The faces of the given avatars, overlapping a little (an avatar no longer on the panel is left out). */
export function Faces({ members, avatarIds }: { members: readonly PanelMember[]; avatarIds: readonly string[] }) {
  const shown = avatarIds.flatMap((id) => members.filter((m) => m.avatarId === id));
  if (shown.length === 0) return null;
  return (
    <span className="flex shrink-0 -space-x-2">
      {shown.map((member) => (
        <span key={member.avatarId} className="size-7 overflow-hidden rounded-full ring-2 ring-white dark:ring-slate-900">
          <AvatarPortrait src={member.img} name={capitalizeWords(member.name)} sizes={FACE_SIZES} />
        </span>
      ))}
    </span>
  );
}
