/**
 * Reading a folder's imports, for the tests that keep the tree's boundaries (which folder may
 * import which): every module a file names, resolved to a path inside the repository.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
const CODE = /\.(ts|tsx|mts|js|mjs|jsx|astro)$/;

export function codeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && CODE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every module a file names: static imports and re-exports, side-effect imports, dynamic import(). */
export function specifiers(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\1/g)) found.push(match[2]!);
  return found;
}

export interface Import {
  /** The importing file, from the repository's root. */
  file: string;
  specifier: string;
  /** The imported module, from the repository's root (a query such as `?url` dropped). */
  target: string;
}

const slashes = (path: string) => path.split(sep).join('/');

/** The files' imports of modules inside this repository, resolved to repository paths. */
export function localImports(files: string[]): Import[] {
  return files.flatMap((file) =>
    specifiers(readFileSync(file, 'utf8'))
      .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'))
      .map((specifier) => ({
        file: slashes(relative(root, file)),
        specifier,
        target: slashes(relative(root, resolve(dirname(file), specifier.replace(/\?.*$/, '')))),
      })),
  );
}

export const show = (imports: Import[]) => imports.map(({ file, specifier }) => `${file} imports ${specifier}`);

/** Whether a repository path is one of the folders or inside one. */
export const under = (path: string, ...folders: string[]) => folders.some((folder) => path === folder || path.startsWith(`${folder}/`));
