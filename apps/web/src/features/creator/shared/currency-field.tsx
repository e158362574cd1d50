import { SelectField } from '../../../shared/ui/form';
import { currenciesWith } from './form-helpers';
import { currencyName } from './format';

/**
 * The currency of an item's prices, offered by name in the reader's language: the form's usual
 * currencies, the item's own first when it is another. `onChange` gets what was picked as it is
 * (the first choice, "Select", is the empty string), so each form decides what that means.
 */
export function CurrencyField({
  offered,
  language,
  ...select
}: {
  label: string;
  value: string;
  onChange: (currency: string) => void;
  error?: string | null;
  /** The currencies the form offers first. */
  offered: string[];
  /** The reader's language, for the currencies' names. */
  language: string;
}) {
  return (
    <SelectField
      {...select}
      options={currenciesWith(select.value, offered).map((code) => ({
        value: code,
        label: currencyName(code, language),
      }))}
    />
  );
}
