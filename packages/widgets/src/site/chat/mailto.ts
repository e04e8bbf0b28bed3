/** A mailto: address with the visitor's message as its body (no backend: their own mail app sends it). */
export function chatMailto(email: string, message: string, subject = 'A message from the website'): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  const body = message.trim();
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${email}?${query.join('&')}`;
}
