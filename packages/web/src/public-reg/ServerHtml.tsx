/** Html of a registration page text; the server sanitised it before storing, nothing else goes here. */
export function ServerHtml({
  html,
  className,
  as = 'div',
}: {
  html: string;
  className?: string;
  as?: 'div' | 'span';
}) {
  if (!html.trim()) return null;
  const Tag = as;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every page text (DESIGN.md).
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
