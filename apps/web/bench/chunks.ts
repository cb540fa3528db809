/// <reference types="node" />
/**
 * What is in the web build's chunks and why each exists (issue 20): builds the client in memory (nothing is
 * written, dist stays as it is) and prints, for a screen or every chunk, the static closure a page fetches, each
 * chunk's gzip bytes, its largest modules and who imports it (statically or lazily). Used to find why a page
 * fetches many small chunks before changing the code that splits them.
 *
 *   npx tsx apps/web/bench/chunks.ts [--screen src/features/bookings/pages/bookings-page.tsx] [--why zod/] [--json out.json]
 *
 * With --screen: the chunks the entry and that screen's module load statically (what the route fetches before its
 * own lazy parts), with the modules of each. The screen's module may start a chunk or sit inside one (a landing
 * screen the server renders can be merged into a shared chunk). With --why: the shortest chain of static imports
 * from the entry (or the screen) to each module whose path contains the text, i.e. why that module loads early.
 * Without: every chunk, largest first, with its importers.
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
  for (const m of c.modules.slice(0, modules))
    console.log(`          ${String(m.bytes).padStart(7)}  ${m.id}`);
  if (c.modules.length > modules) console.log(`          (${c.modules.length - modules} more modules)`);
}

/**
 * For each module whose id contains `text` and that the starts reach through static imports: the modules that
 * import it directly (a module with no code of its own in the build, a barrel that re-exports or one dropped as
 * unused, is passed through: its importers are named, marked "maybe"), each with
 * the chain of importers back to a start (breadth first, so the shortest chain).
 */
function chains(
  importsOf: Map<string, string[]>,
  kept: Set<string>,
  starts: string[],
  text: string,
): Map<string, string[]> {
  const isBarrel = (id: string) => !kept.has(id);
  const from = new Map<string, string | null>(starts.map((s) => [s, null]));
  const queue = [...starts];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const next of importsOf.get(id) ?? []) {
      if (from.has(next)) continue;
      from.set(next, id);
      queue.push(next);
    }
  }
  const chainOf = (id: string) => {
    const chain: string[] = [id];
    for (let at = from.get(id); at; at = from.get(at)) if (!isBarrel(at)) chain.push(at);
    return chain;
  };
  const found = new Map<string, string[]>();
  for (const target of from.keys()) {
    if (!target.includes(text)) continue;
    const direct = [...from.keys()].filter(
      (id) => !isBarrel(id) && !id.includes(text) && importsOf.get(id)?.includes(target),
    );
    const viaBarrel = [...from.keys()].filter((id) => isBarrel(id) && importsOf.get(id)?.includes(target));
    const barrelUsers = [...from.keys()].filter(
      (id) => !isBarrel(id) && viaBarrel.some((b) => importsOf.get(id)?.includes(b)),
    );
    if (direct.length === 0 && barrelUsers.length === 0) continue;
    found.set(target, [
      ...direct.map((id) => chainOf(id).join(' <- ')),
      ...barrelUsers.map((id) => `(through ${viaBarrel.join(', ')}, maybe) ${chainOf(id).join(' <- ')}`),
    ]);
  }
  return found;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  let chunks: ChunkInfo[] = [];
  // Static imports of every module, by short id (for --why).
  const importsOf = new Map<string, string[]>();
  // Modules with code in a chunk; the others are barrels (re-exports only) or were dropped as unused.
  let kept = new Set<string>();
  const capture: Plugin = {
    name: 'portal:chunk-report',
    generateBundle(_options, bundle) {
      chunks = collect(bundle);
      for (const id of this.getModuleIds()) {
        importsOf.set(short(id), (this.getModuleInfo(id)?.importedIds ?? []).map(short));
      }
      kept = new Set(chunks.flatMap((c) => c.modules.filter((m) => m.bytes > 0).map((m) => m.id)));
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
  const screenId = screen && `apps/web/${screen.replace(/^apps\/web\//, '')}`;
  const why = option('--why');
  if (why) {
    const starts = [entry.facade!, ...(screenId ? [screenId] : [])];
    for (const [target, chain] of chains(importsOf, kept, starts, why)) {
      console.log(`${target}, imported by\n  ${chain.join('\n  ')}\n`);
    }
    return;
  }
  if (screenId) {
    const target =
      chunks.find((c) => c.facade === screenId) ??
      chunks.find((c) => c.modules.some((m) => m.id === screenId));
    if (!target) throw new Error(`no chunk holds ${screen}`);
    const files = new Set([...closure(byFile, entry.file), ...closure(byFile, target.file)]);
    const list = [...files].map((f) => byFile.get(f)!).sort((a, b) => b.gzip - a.gzip);
    console.log(
      `${screen}: ${total(files).toFixed(1)} KB gzip in ${files.size} chunks (${list.filter((c) => c.gzip < 2000).length} under 2 KB) before its lazy parts\n`,
    );
    for (const c of list) printChunk(c, Number(option('--modules') ?? 6));
    return;
  }
  console.log(`${chunks.length} chunks, ${chunks.filter((c) => c.gzip < 2000).length} under 2 KB gzip\n`);
  for (const c of [...chunks].sort((a, b) => b.gzip - a.gzip))
    printChunk(c, Number(option('--modules') ?? 4));
}

await main();
