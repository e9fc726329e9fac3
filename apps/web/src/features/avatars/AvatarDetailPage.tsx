import { capitalizeWords } from '@persona/shared';
import { useParams } from 'react-router';
import { LoadingView } from '../../components/LoadingView';
import { SectionHeader } from '../../components/SectionHeader';
import { SECTION_TITLES } from '../../lib/ui-texts';
import { useAvatarActions } from './avatar-actions';
import { snapshotToCard } from './avatar-display';
import { useAvatar } from './avatar-detail-api';
import { AvatarCard } from './AvatarCard';
import { AvatarNotFound } from './AvatarNotFound';
import { AVATARS_TEXTS } from './avatars-texts';
import { BackButton } from './BackButton';
import { ChatLink } from './ChatLink';
import { DocumentFrame } from './DocumentFrame';

/** /avatarDetail/{id} (spec section 2): the avatar's card and its embedded document; Back, and Chat for 'test'. */
export default function AvatarDetailPage() {
  const { id = '' } = useParams();
  const { data: snapshot, error } = useAvatar(id);
  const actions = useAvatarActions();

  return (
    <>
      <SectionHeader
        title={SECTION_TITLES.avatar}
        description={AVATARS_TEXTS.detailDescription}
        actions={
          <>
            <BackButton />
            {snapshot && <ChatLink id={snapshot.id} name={capitalizeWords(snapshot.name)} />}
          </>
        }
      />
      {snapshot ? (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,20rem)_1fr]">
          {/* The wrapper keeps the card at its own height (it fills its cell in the library grid). */}
          <div>
            <AvatarCard avatar={snapshotToCard(snapshot)} actions={actions} eager />
          </div>
          <DocumentFrame url={snapshot.data.docUrl} name={capitalizeWords(snapshot.name)} />
        </div>
      ) : error ? (
        <AvatarNotFound error={error} />
      ) : (
        <LoadingView />
      )}
    </>
  );
}
