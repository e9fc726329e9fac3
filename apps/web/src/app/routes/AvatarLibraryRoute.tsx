import { AvatarLibraryPage } from '../../features/avatars/AvatarLibraryPage';
import { ProcessingBanner } from '../../features/orders/ProcessingBanner';

/** / (spec section 2): the Avatar Library with the orders' processing banner above it. */
export default function AvatarLibraryRoute() {
  return <AvatarLibraryPage banner={<ProcessingBanner />} />;
}
