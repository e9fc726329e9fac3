import { AvatarLibraryPage } from '../../features/avatars/AvatarLibraryPage';
import { useProcessingBanner } from '../../features/orders/ProcessingBanner';

/** / (spec section 2): the Avatar Library with the orders' processing banner above it. */
export default function AvatarLibraryRoute() {
  const { ready, banner, processing } = useProcessingBanner();
  return <AvatarLibraryPage banner={banner} bannerReady={ready} processing={processing} />;
}
