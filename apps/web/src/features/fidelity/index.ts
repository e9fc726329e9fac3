/** What the fidelity feature shares: the avatar detail page's card and the delivery console's panel. */
export { AvatarFidelityCard } from './AvatarFidelityCard';
export { OrderFidelityPanel } from './OrderFidelityPanel';
