/**
 * Writes the two documents the site serves at /downloads/ (shell/public/downloads, copied into the
 * build by Vite): the manuscript template (.docx) and the copyright and licence form (.pdf).
 * The generated files are committed; run this again after changing their content or the journal's
 * particulars:  npm run make-downloads -w shell
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Packer } from 'docx';
import { copyrightForm } from './downloads/copyrightForm.ts';
import { manuscriptTemplate } from './downloads/manuscriptTemplate.ts';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'downloads');
mkdirSync(outDir, { recursive: true });

const outputs: Array<[string, Uint8Array]> = [
  ['IJCRI-Manuscript-Template.docx', await Packer.toBuffer(manuscriptTemplate())],
  ['IJCRI-Copyright-Form.pdf', await copyrightForm()],
];
for (const [name, bytes] of outputs) {
  writeFileSync(path.join(outDir, name), bytes);
  console.log(`wrote ${path.relative(process.cwd(), path.join(outDir, name))} (${bytes.length} bytes)`);
}
