/**
 * Recognises programs and scripts by their first bytes, whatever their name says: Windows (MZ), Linux (ELF),
 * macOS (Mach-O), Java archives and classes, Windows shortcuts, and scripts with a #! line.
 */
export function looksExecutable(body: Buffer): boolean {
  if (body.length < 2) return false;
  const starts = (...bytes: number[]) => bytes.every((byte, i) => body[i] === byte);
  if (starts(0x4d, 0x5a)) return true; // MZ: exe, dll, scr, com (PE)
  if (starts(0x7f, 0x45, 0x4c, 0x46)) return true; // ELF
  if (starts(0x23, 0x21)) return true; // #!/bin/sh ...
  if (starts(0xca, 0xfe, 0xba, 0xbe)) return true; // Java class, universal Mach-O
  for (const magic of [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe]) {
    if (body.length >= 4 && body.readUInt32BE(0) === magic) return true; // Mach-O
  }
  if (starts(0x4c, 0x00, 0x00, 0x00, 0x01, 0x14, 0x02, 0x00)) return true; // .lnk
  // A zip whose first entry is META-INF/ is a Java archive (jar, apk-like); ordinary office files are not.
  if (starts(0x50, 0x4b, 0x03, 0x04) && body.length > 40) {
    const nameLength = body.readUInt16LE(26);
    const name = body.subarray(30, 30 + Math.min(nameLength, 64)).toString('latin1');
    if (name.startsWith('META-INF/') || name === 'AndroidManifest.xml' || name === 'classes.dex') return true;
  }
  return false;
}
