/**
 * A ustar archive of a few small files in one folder (an archive export bundle): 512-byte
 * headers, contents padded to 512 bytes, two empty blocks at the end. Names are ASCII and
 * under 100 bytes; every file gets mode 0644 and the given time.
 */
export function tarOf(folder: string, files: readonly { name: string; content: string }[], mtime: Date): Buffer {
  const blocks: Buffer[] = [];
  const seconds = Math.floor(mtime.getTime() / 1000);
  const entry = (name: string, body: Buffer, type: '0' | '5') => {
    const header = Buffer.alloc(512);
    const put = (value: string, offset: number, length: number) => header.write(value, offset, length, 'ascii');
    const octal = (n: number, length: number) => n.toString(8).padStart(length - 1, '0');
    if (Buffer.byteLength(name) >= 100 || !/^[\x20-\x7e]+$/.test(name)) throw new Error(`tar: name not supported: ${name}`);
    put(name, 0, 100);
    put(octal(type === '5' ? 0o755 : 0o644, 8), 100, 8);
    put(octal(0, 8), 108, 8);
    put(octal(0, 8), 116, 8);
    put(octal(body.length, 12), 124, 12);
    put(octal(seconds, 12), 136, 12);
    put('        ', 148, 8);
    put(type, 156, 1);
    put('ustar\u000000', 257, 8);
    let sum = 0;
    for (const byte of header) sum += byte;
    put(`${octal(sum, 7)}\u0000`, 148, 8);
    blocks.push(header, body);
    if (body.length % 512 !== 0) blocks.push(Buffer.alloc(512 - (body.length % 512)));
  };
  entry(`${folder}/`, Buffer.alloc(0), '5');
  for (const file of files) entry(`${folder}/${file.name}`, Buffer.from(file.content, 'utf8'), '0');
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}
