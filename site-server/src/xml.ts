/** Text and attribute values in XML: markup characters and the control characters XML 1.0 forbids. */
export function escapeXml(value: string | number): string {
  return (
    String(value)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(
        /[&<>"']/g,
        (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!,
      )
  );
}

/** `<name>value</name>`, or nothing for an empty value. */
export function element(name: string, value: string | number | null | undefined, attributes = ''): string {
  if (value === null || value === undefined || String(value).trim() === '') return '';
  return `<${name}${attributes}>${escapeXml(value)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
