// The part of mailparser's API the tests use (the package ships no types).
declare module "mailparser" {
  export type AddressObject = { text: string; value: { address?: string; name: string }[] };
  export type ParsedAttachment = {
    filename?: string;
    contentType: string;
    content: Buffer;
    size: number;
  };
  export type ParsedMail = {
    subject?: string;
    messageId?: string;
    text?: string;
    html: string | false;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    replyTo?: AddressObject;
    headers: Map<string, unknown>;
    attachments: ParsedAttachment[];
  };
  export function simpleParser(source: Buffer | string): Promise<ParsedMail>;
}
