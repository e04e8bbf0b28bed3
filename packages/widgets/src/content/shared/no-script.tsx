/**
 * CSS that applies only without JavaScript: every panel the script would hide is shown (issue 16: all
 * content reachable without it). `css` is a constant of the widget's own, never data.
 */
export function NoScriptStyle({ css }: { css: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant stylesheet of the widget's own
  return <noscript dangerouslySetInnerHTML={{ __html: `<style>${css}</style>` }} />;
}
