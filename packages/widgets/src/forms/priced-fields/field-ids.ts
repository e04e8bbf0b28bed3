/** The same ids FormFieldView gives (labels, the error summary's links and focus point at them). */
export const pricedInputId = (formId: number, fieldId: number, choice?: number) =>
  choice === undefined ? `input_${formId}_${fieldId}` : `choice_${formId}_${fieldId}_${choice}`;
export const labelId = (formId: number, fieldId: number) => `label_${formId}_${fieldId}`;
