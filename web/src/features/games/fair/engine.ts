// The fair engine's functions that hash (`@casino/sdk/fair`: new seeds, the
// room draw), for code that needs them only once the player acts: imported
// with `await import('…/fair/engine.ts')`, so no page's first visit carries
// the hash functions. (A dynamic import of the SDK's module itself would
// not do: the pages import its plain rules statically, and the bundler would
// keep the whole module where those are.)
export { newClientSeed, roomDrawWinner } from '@casino/sdk/fair';
