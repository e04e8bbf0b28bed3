import type { FormField } from '@site-widgets/contract/forms/form-definition.ts';
import { type CurrencyConfig, DEFAULT_CURRENCY } from '@site-widgets/contract/forms/priced-fields.ts';
import type { ReactNode } from 'react';
import { CalculationField } from './CalculationField.tsx';
import { ListField } from './ListField.tsx';
import { PriceChoiceField } from './PriceChoiceField.tsx';
import { TotalField } from './TotalField.tsx';

/** What FormFieldView already worked out for every field (wrapper class, label parts, message). */
export interface FieldParts {
  wrapperClass: string;
  requiredMark: ReactNode;
  description: ReactNode;
  message: ReactNode;
  described: string | undefined;
  invalid: boolean;
}

export interface PricedFieldViewProps {
  formId: number;
  field: FormField;
  value: string | string[] | undefined;
  hidden: boolean;
  disabled: boolean;
  currency: CurrencyConfig | undefined;
  parts: FieldParts;
  onChange(fieldId: number, value: string | string[]): void;
}

/** Issue 13 items 1, 2, 4: product, option, shipping, quantity, total, calculation and list fields. */
export function PricedFieldView(props: PricedFieldViewProps) {
  const currency = props.currency ?? DEFAULT_CURRENCY;
  switch (props.field.type) {
    case 'total':
      return <TotalField {...props} currency={currency} />;
    case 'calculation':
      return <CalculationField {...props} />;
    case 'list':
      return <ListField {...props} />;
    default:
      return <PriceChoiceField {...props} currency={currency} />;
  }
}
