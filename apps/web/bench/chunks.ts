/// <reference types="node" />
/**
 * What is in the web build's chunks and why each exists (issue 20): builds the client in memory (nothing is
 * written, dist stays as it is) and prints, for a screen or every chunk, the static closure a page fetches, each
 * chunk's gzip bytes, its largest modules and who imports it (statically or lazily). Used to find why a page
 * fetches many small chunks before changing the code that splits them.
 *
 *   npx tsx apps/web/bench/chunks.ts [--screen src/features/bookings/pages/bookings-page.tsx] [--json out.json]
 *
 * With --screen: the chunks the entry and that screen's module load statically (what the route fetches before its
 * own lazy parts), with the modules of each. Without: every chunk, largest first, with its importers.
 */
import { writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rollup } from 'vite';

const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(WEB_DIR, '../..');

interface ChunkInfo {
  file: string;
  facade: string | null;
  isEntry: boolean;
  bytes: number;
  gzip: number;
  imports: string[];
  dynamicImports: string[];
  importedBy: string[];
  lazilyImportedBy: string[];
  modules: { id: string; bytes: number }[];
}

const short = (id: string) => relative(ROOT, id).replace(/^node_modules\//, '~/');

function collect(bundle: Rollup.OutputBundle): ChunkInfo[] {
  const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  return chunks.map((c) => ({
    file: c.fileName,
    facade: c.facadeModuleId ? short(c.facadeModuleId) : null,
    isEntry: c.isEntry,
    bytes: c.code.length,
    gzip: gzipSync(c.code, { level: 9 }).length,
    imports: c.imports,
    dynamicImports: c.dynamicImports,
    importedBy: chunks.filter((o) => o.imports.includes(c.fileName)).map((o) => o.fileName),
    lazilyImportedBy: chunks.filter((o) => o.dynamicImports.includes(c.fileName)).map((o) => o.fileName),
    modules: Object.entries(c.modules)
      .map(([id, m]) => ({ id: short(id), bytes: m.renderedLength }))
      .sort((a, b) => b.bytes - a.bytes),
  }));
}

function closure(byFile: Map<string, ChunkInfo>, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const i of byFile.get(start)?.imports ?? []) closure(byFile, i, seen);
  return seen;
}

function printChunk(c: ChunkInfo, modules: number): void {
  const kb = (c.gzip / 1000).toFixed(1).padStart(6);
  console.log(`${kb} KB  ${c.file}${c.facade ? `  (starts at ${c.facade})` : ''}`);
  if (c.importedBy.length || c.lazilyImportedBy.length)
    console.log(
      `          imported by ${c.importedBy.length} static, ${c.lazilyImportedBy.length} lazy: ${[...c.importedBy, ...c.lazilyImportedBy.map((f) => `lazy ${f}`)].slice(0, 6).join(', ')}`,
    );
  for (const m of c.modules.slice(0, modules)) console.log(`          ${String(m.bytes).padStart(7)}  ${m.id}`);
  if (c.modules.length > modules) console.log(`          (${c.modules.length - modules} more modules)`);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  let chunks: ChunkInfo[] = [];
  const capture: Plugin = {
    name: 'portal:chunk-report',
    generateBundle(_options, bundle) {
      chunks = collect(bundle);
    },
  };
  await build({
    root: WEB_DIR,
    configFile: resolve(WEB_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [capture],
    build: { write: false },
  });
  const jsonOut = option('--json');
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(chunks, null, 2));
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const entry = chunks.find((c) => c.isEntry)!;
  const screen = option('--screen');
  const total = (files: Iterable<string>) =>
    [...files].reduce((sum, f) => sum + (byFile.get(f)?.gzip ?? 0), 0) / 1000;
  if (screen) {
    const target = chunks.find((c) => c.facade === `apps/web/${screen.replace(/^apps\/web\//, '')}`);
    if (!target) throw new Error(`no chunk starts at ${screen}`);
    const files = new Set([...closure(byFile, entry.file), ...closure(byFile, target.file)]);
    const list = [...files].map((f) => byFile.get(f)!).sort((a, b) => b.gzip - a.gzip);
    console.log(
      `${screen}: ${total(files).toFixed(1)} KB gzip in ${files.size} chunks (${list.filter((c) => c.gzip < 2000).length} under 2 KB) before its lazy parts\n`,
    );
    for (const c of list) printChunk(c, Number(option('--modules') ?? 6));
    return;
  }
  console.log(`${chunks.length} chunks, ${chunks.filter((c) => c.gzip < 2000).length} under 2 KB gzip\n`);
  for (const c of [...chunks].sort((a, b) => b.gzip - a.gzip)) printChunk(c, Number(option('--modules') ?? 4));
}

await main();
