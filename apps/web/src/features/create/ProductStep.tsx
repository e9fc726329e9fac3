import { PRODUCT_MAX_LENGTH } from '@persona/shared';
import { CREATE_TEXTS } from './create-texts';
import { TextAreaField } from './TextAreaField';

/** Wizard step 2: what the campaign sells. */
export function ProductStep({ product, onProduct }: { product: string; onProduct: (product: string) => void }) {
  return (
    <TextAreaField
      label={CREATE_TEXTS.productDescription}
      value={product}
      onChange={onProduct}
      maxLength={PRODUCT_MAX_LENGTH}
      placeholder={CREATE_TEXTS.productPlaceholder}
    />
  );
}
