import providers from 'email-providers/all.json' with { type: 'json' };

const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set(providers as string[]);

/**
 * True when the address belongs to a free-mail or disposable provider (spec §5: a business email
 * is required). The list is the maintained `email-providers` package.
 */
export function isFreeMailAddress(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return FREE_MAIL_DOMAINS.has(domain);
}
