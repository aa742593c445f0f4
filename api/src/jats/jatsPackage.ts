import fs from 'node:fs';
import path from 'node:path';
import yauzl from 'yauzl';

/**
 * What a publisher or typesetter delivers for one article: the JATS XML and the files it names
 * (figure images, media, supplementary files, the typeset PDF), read from a folder, a .zip or a bare
 * XML file. Everything is read into memory and checked before the importer writes anything, so a
 * refused package changes nothing. docs/content.md lists the rules.
 */
export interface JatsPackage {
  /** The XML file's name inside the package (for messages). */
  xmlName: string;
  xml: Uint8Array;
  /** Every other file, by its path inside the package with "/" separators. */
  files: Map<string, Uint8Array>;
}

/** A package that cannot be read or is refused; the message says why. */
export class PackageError extends Error {}

/** Limits for a .zip: a larger archive is not an article package, or is built to exhaust the server. */
export const ZIP_LIMITS = {
  entries: 2000,
  /** Bytes of one file once decompressed. */
  entryBytes: 200 * 1024 * 1024,
  /** Bytes of all files once decompressed. */
  totalBytes: 500 * 1024 * 1024,
  /** Decompressed size over compressed size for one entry (real images and PDFs stay far below). */
  ratio: 200,
};

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Files a package may carry besides the article that are not the article (manifests, transfer notes). */
const NOT_ARTICLE = /(?:^|\/)(?:manifest|transfer|directives|mimetype)(?:\.xml)?$/i;

/** The article's XML: `.xml`, or `.nxml` as PubMed Central's open-access packages name it. */
const XML_FILE = /\.(?:n?xml|jats)$/i;

function pickArticleXml(files: Map<string, Uint8Array>, where: string): { xmlName: string; xml: Uint8Array } {
  const candidates = [...files.keys()].filter((name) => XML_FILE.test(name) && !NOT_ARTICLE.test(name));
  const articles = candidates.filter((name) => /<article[\s>]/.test(Buffer.from(files.get(name)!).toString('utf8')));
  if (articles.length === 0) throw new PackageError(`${where}: no JATS XML file (an <article> element) in the package`);
  if (articles.length > 1) {
    throw new PackageError(
      `${where}: more than one JATS XML file in the package (${articles.join(', ')}); give one article per package`,
    );
  }
  const xmlName = articles[0]!;
  const xml = files.get(xmlName)!;
  files.delete(xmlName);
  return { xmlName, xml };
}

function readFolder(dir: string): JatsPackage {
  const files = new Map<string, Uint8Array>();
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.name.startsWith('.')) continue;
      if (entry.isSymbolicLink())
        throw new PackageError(`${dir}: ${rel} is a symbolic link; a package holds files only`);
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) files.set(rel, fs.readFileSync(path.join(dir, rel)));
    }
  };
  walk('');
  return { ...pickArticleXml(files, dir), files };
}

/** Refuses a name that would land outside the package once unpacked. */
function checkEntryName(zip: string, name: string): void {
  if (name.includes('\\')) throw new PackageError(`${zip}: entry "${name}" has a backslash in its name; refused`);
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) {
    throw new PackageError(`${zip}: entry "${name}" has an absolute path; refused`);
  }
  if (name.split('/').includes('..'))
    throw new PackageError(`${zip}: entry "${name}" points outside the package; refused`);
}

/** yauzl refuses unsafe names itself while listing; its message is put in the same words as ours. */
function zipError(file: string, error: Error): PackageError {
  const outside = /^invalid relative path: (.*)$/.exec(error.message);
  if (outside) return new PackageError(`${file}: entry "${outside[1]}" points outside the package; refused`);
  const absolute = /^absolute path: (.*)$/.exec(error.message);
  if (absolute) return new PackageError(`${file}: entry "${absolute[1]}" has an absolute path; refused`);
  return new PackageError(`${file}: not a readable .zip (${error.message})`);
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    // Our own checks name the entry; yauzl's would only say "invalid relative path".
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, decodeStrings: true, strictFileNames: false, validateEntrySizes: true },
      (error, zip) => {
        if (error) reject(new PackageError(`${file}: not a readable .zip (${error.message})`));
        else resolve(zip);
      },
    ),
  );
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, file: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) {
        reject(new PackageError(`${file}: entry "${entry.fileName}" cannot be read (${error.message})`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // The header's size is checked before reading; this stops an entry whose header lies.
        if (size > ZIP_LIMITS.entryBytes) {
          stream.destroy(
            new PackageError(
              `${file}: entry "${entry.fileName}" is larger than ${ZIP_LIMITS.entryBytes} bytes; refused`,
            ),
          );
        } else chunks.push(chunk);
      });
      stream.on('error', (e) =>
        reject(e instanceof PackageError ? e : new PackageError(`${file}: entry "${entry.fileName}": ${e.message}`)),
      );
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

async function readZip(file: string): Promise<JatsPackage> {
  const zip = await openZip(file);
  const files = new Map<string, Uint8Array>();
  try {
    if (zip.entryCount > ZIP_LIMITS.entries) {
      throw new PackageError(
        `${file}: ${zip.entryCount} entries, more than the ${ZIP_LIMITS.entries} a package may hold; refused`,
      );
    }
    let total = 0;
    const entries: yauzl.Entry[] = await new Promise((resolve, reject) => {
      const all: yauzl.Entry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        all.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve(all));
      zip.on('error', (e: Error) => reject(zipError(file, e)));
      zip.readEntry();
    });
    // Every entry is checked before any is decompressed.
    for (const entry of entries) {
      const name = entry.fileName;
      checkEntryName(file, name);
      const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
      if (mode === S_IFLNK) throw new PackageError(`${file}: entry "${name}" is a symbolic link; refused`);
      if (name.endsWith('/')) continue;
      if (entry.uncompressedSize > ZIP_LIMITS.entryBytes) {
        throw new PackageError(`${file}: entry "${name}" is larger than ${ZIP_LIMITS.entryBytes} bytes; refused`);
      }
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (ratio > ZIP_LIMITS.ratio) {
        throw new PackageError(
          `${file}: entry "${name}" expands ${Math.round(ratio)} times (more than ${ZIP_LIMITS.ratio}); refused as a zip bomb`,
        );
      }
      total += entry.uncompressedSize;
      if (total > ZIP_LIMITS.totalBytes) {
        throw new PackageError(`${file}: more than ${ZIP_LIMITS.totalBytes} bytes once decompressed; refused`);
      }
    }
    for (const entry of entries) {
      if (entry.fileName.endsWith('/') || entry.fileName.split('/').some((p) => p.startsWith('.') || p === '__MACOSX'))
        continue;
      files.set(entry.fileName, await readEntry(zip, entry, file));
    }
  } finally {
    zip.close();
  }
  return { ...pickArticleXml(files, file), files };
}

/** Reads a package from a folder, a .zip or a bare .xml file. */
export async function readJatsPackage(input: string): Promise<JatsPackage> {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(input);
  } catch (error) {
    throw new PackageError(`${input}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (stat.isDirectory()) return readFolder(input);
  if (input.toLowerCase().endsWith('.zip')) return readZip(input);
  return { xmlName: path.basename(input), xml: fs.readFileSync(input), files: new Map() };
}
