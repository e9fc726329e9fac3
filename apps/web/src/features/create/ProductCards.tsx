import { BLUEPRINT_PRICE, BRIEF_PRICE } from '@persona/shared';
import { CREATE_TEXTS } from './create-texts';
import { ProductCard } from './ProductCard';

interface ProductCardsProps {
  onPickBlueprint: () => void;
  /** Back from the wizard: Order Blueprint takes the focus again. */
  focusBlueprint?: boolean;
}

/** The two products of spec section 2 (Create): Blueprint, and the Brief that is not available yet. */
export function ProductCards({ onPickBlueprint, focusBlueprint = false }: ProductCardsProps) {
  return (
    <section aria-label={CREATE_TEXTS.productsTitle} className="grid gap-4 sm:grid-cols-2">
      <ProductCard {...CREATE_TEXTS.blueprint} price={BLUEPRINT_PRICE} onPick={onPickBlueprint} autoFocus={focusBlueprint} />
      <ProductCard {...CREATE_TEXTS.brief} price={BRIEF_PRICE} />
    </section>
  );
}
