// The in-house games' modules as the web uses them (`@casino/sdk/fair`'s
// registry: each game's inputs, stake and round summary), for what needs them
// once rounds are listed or played: imported with `import()` by
// use-registry.ts, never statically by a page. The modules carry the
// contract's zod schemas and the hash functions, which no page's first visit
// does (a dynamic import of the SDK's module itself would not do: the pages
// import its plain rules statically, and the bundler would keep the whole
// module where those are).
export { roundStake, summaryOf } from '@casino/sdk/fair';
