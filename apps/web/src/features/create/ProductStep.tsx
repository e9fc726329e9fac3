import { PRODUCT_MAX_LENGTH } from '@persona/shared';
import { TextAreaField } from '../../components/TextAreaField';
import { CREATE_TEXTS } from './create-texts';

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
