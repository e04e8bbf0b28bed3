/** The site owner's markup of a panel (see PanelItem: never a visitor's text). */
export function OwnerHtml({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the owner's own content, as the server wrote it
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
