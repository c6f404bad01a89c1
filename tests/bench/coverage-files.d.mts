/** [offset in the script, file, source line] */
export type Mapping = [number, string, number];
export type FilesRun = Map<string, Map<number, number>>;
export interface PreciseCoverage {
  result: { url: string; functions: { functionName: string; ranges: { startOffset: number; endOffset: number; count: number }[] }[] }[];
}
export function classifySource(source: string, isFile: (relative: string) => boolean): string;
export function generatedMappings(code: string, rawMap: unknown, classify: (source: string) => string): Mapping[];
export function mappingAt(list: readonly Mapping[], start: number, end: number): Mapping | null;
export function filesRun(coverage: PreciseCoverage, origin: string, mappingsOf: (url: string) => Promise<Mapping[] | null>, into?: FilesRun): Promise<FilesRun>;
export function merged(a: FilesRun, b: FilesRun): FilesRun;
