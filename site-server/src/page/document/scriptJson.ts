/** JSON that is safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * An inline script the site server writes, with the answer's CSP nonce: only scripts carrying
 * it run, so markup that reaches the page any other way (an API text, say) cannot add one.
 */
export function inlineScript(code: string, nonce: string | undefined): string {
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${code}</script>`;
}
