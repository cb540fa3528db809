/** One entry of a zip archive's central directory: its name and sizes, read without inflating anything. */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  /** 0xffffffff means the real size is in a Zip64 extra field: treat it as unknown and huge. */
  uncompressedSize: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/**
 * The entries of a zip archive, from the central directory at its end; null when the bytes are not a readable zip.
 * Reading the directory costs no decompression, so the sizes an archive claims can be checked before it is opened
 * (a zip bomb says how large it will become) and its parts named (an Office file has [Content_Types].xml).
 */
export function readZipDirectory(buffer: Buffer): ZipEntry[] | null {
  const searchFrom = Math.max(0, buffer.length - END_RECORD_SIZE - MAX_COMMENT);
  let end = -1;
  for (let i = buffer.length - END_RECORD_SIZE; i >= searchFrom; i--) {
    if (buffer.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = buffer.readUInt16LE(end + 10);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    if (at + 46 + nameLength > buffer.length) return null;
    entries.push({
      name: buffer.toString('utf8', at + 46, at + 46 + nameLength),
      compressedSize: buffer.readUInt32LE(at + 20),
      uncompressedSize: buffer.readUInt32LE(at + 24),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
