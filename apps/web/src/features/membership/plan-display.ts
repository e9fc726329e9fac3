import { formatUsd } from '@persona/shared';
import { MEMBERSHIP_TEXTS } from './membership-texts';

/** The plan cards stand in their catalogue order (ascending `order`), whatever order the API lists them in. */
export const byCardOrder = <T extends { order: number }>(plans: readonly T[]): T[] => [...plans].sort((a, b) => a.order - b.order);

/** "$2,500 / month". */
export const priceLabel = (priceUsd: number): string => `${formatUsd(priceUsd)}${MEMBERSHIP_TEXTS.perMonth}`;
