import { AVATAR_NAME_MAX_LENGTH, GENDER_MAX_LENGTH, OCCUPATION_MAX_LENGTH, PERSONA_MAX_AGE, PERSONA_MIN_AGE } from '@persona/shared';
import { TextField } from '../../components/TextField';
import type { DeliveryFormValues } from './delivery-form';
import { DELIVERY_TEXTS } from './delivery-texts';

type PersonaValues = Pick<DeliveryFormValues, 'name' | 'age' | 'gender' | 'occupation'>;

interface PersonaFieldsProps {
  values: PersonaValues;
  onChange: (patch: Partial<PersonaValues>) => void;
  /** Read-only while a draft is written into them. */
  disabled?: boolean;
}

/** Who the persona is: name, age, gender and occupation (the avatar card shows them). */
export function PersonaFields({ values, onChange, disabled = false }: PersonaFieldsProps) {
  return (
    <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-gray-900 dark:text-white">{DELIVERY_TEXTS.persona}</legend>
      <TextField label={DELIVERY_TEXTS.name} value={values.name} maxLength={AVATAR_NAME_MAX_LENGTH} onChange={(name) => onChange({ name })} />
      <TextField
        label={DELIVERY_TEXTS.age}
        type="number"
        inputMode="numeric"
        min={PERSONA_MIN_AGE}
        max={PERSONA_MAX_AGE}
        placeholder={DELIVERY_TEXTS.ageHint}
        value={values.age}
        onChange={(age) => onChange({ age })}
      />
      <TextField label={DELIVERY_TEXTS.gender} value={values.gender} maxLength={GENDER_MAX_LENGTH} onChange={(gender) => onChange({ gender })} />
      <TextField label={DELIVERY_TEXTS.occupation} value={values.occupation} maxLength={OCCUPATION_MAX_LENGTH} onChange={(occupation) => onChange({ occupation })} />
    </fieldset>
  );
}
