import { renderWidget } from '../../runtime/ssr.tsx';
import { NewsletterForm, type NewsletterFormProps } from './NewsletterForm.tsx';

/** The newsletter form as the server puts it into a page: complete without JavaScript. */
export function renderNewsletterWidget(props: NewsletterFormProps): string {
  const attributes: Record<string, string> = { 'list-id': props.listId };
  if (props.clearFields !== undefined) attributes['clear-fields'] = props.clearFields ? 'yes' : 'no';
  if (props.successMessage) attributes['success-message'] = props.successMessage;
  if (props.errorMessage) attributes['error-message'] = props.errorMessage;
  return renderWidget('newsletter', attributes, <NewsletterForm {...props} />, props);
}
