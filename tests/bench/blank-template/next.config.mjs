// Blank Next.js app for the benchmark baseline; run.mjs copies this to .bench/blank and links
// the repository's node_modules, so it builds with exactly the same next/react versions.
const root = process.env.BENCH_REPO_ROOT;

/** @type {import('next').NextConfig} */
const config = { turbopack: root ? { root } : {}, outputFileTracingRoot: root };
export default config;
