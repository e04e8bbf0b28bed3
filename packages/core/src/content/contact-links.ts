export interface ContactDetails {
  phone?: string | undefined;
  email?: string | undefined;
  whatsapp?: string | undefined;
  map?: string | undefined;
}

export interface ContactLink {
  kind: 'phone' | 'email' | 'whatsapp' | 'map';
  label: string;
  href: string;
}

/**
 * The contact buttons' links, in a fixed order. spec 001 §5: a WhatsApp number keeps digits only; a
 * telephone link keeps a leading + and digits; a map link must be http(s) (else it is left out).
 */
export function contactLinks(details: ContactDetails): ContactLink[] {
  const links: ContactLink[] = [];
  if (details.phone) {
    const digits = details.phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
    if (/\d{5,}/.test(digits))
      links.push({ kind: 'phone', label: `Call ${details.phone}`, href: `tel:${digits}` });
  }
  if (details.email && /^[^\s@<>"?&]+@[^\s@<>"?&]+$/.test(details.email))
    links.push({ kind: 'email', label: `E-mail ${details.email}`, href: `mailto:${details.email}` });
  if (details.whatsapp) {
    const digits = details.whatsapp.replace(/\D/g, '');
    if (digits.length >= 5)
      links.push({ kind: 'whatsapp', label: 'Message us on WhatsApp', href: `https://wa.me/${digits}` });
  }
  if (details.map && /^https?:\/\//i.test(details.map)) {
    try {
      links.push({ kind: 'map', label: 'Find us on the map', href: new URL(details.map).href });
    } catch {
      // Not an address: no link.
    }
  }
  return links;
}
