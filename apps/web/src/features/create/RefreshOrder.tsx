import { capitalizeWords } from '@persona/shared';
import { SkeletonForm } from '../../components/Skeleton';
import { AvatarNotFound, useAvatar } from '../avatars';
import { CREATE_TEXTS } from './create-texts';
import { OrderWizard } from './OrderWizard';

/** The wizard for /create?refresh=<id>: the avatar read first (its name, company and campaign); one that cannot be refreshed says why. */
export function RefreshOrder({ avatarId, onClose }: { avatarId: string; onClose: () => void }) {
  const { data: avatar, error } = useAvatar(avatarId);
  if (error) return <AvatarNotFound error={error} />;
  if (!avatar) return <SkeletonForm fields={2} boxed />;
  const { companyId, campaignId } = avatar.data;
  if (!companyId || !campaignId) {
    return (
      <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
        {CREATE_TEXTS.refreshUnavailable}
      </p>
    );
  }
  return <OrderWizard onClose={onClose} refresh={{ id: avatar.id, name: capitalizeWords(avatar.name), companyId, campaignId }} />;
}
