/** An error as S3 answers it: an HTTP status, S3's code and a message. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** The text of every `<name>` element of an S3 request body, in order (flat elements, entities decoded). */
export function xmlValues(xml: string, name: string): string[] {
  const values: string[] = [];
  for (const match of xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g')))
    values.push(
      (match[1] ?? '')
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
        .replace(/&(lt|gt|quot|apos);/g, (entity) => ({ '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" })[entity] ?? entity)
        .replace(/&amp;/g, '&'),
    );
  return values;
}
