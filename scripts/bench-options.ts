// The benchmarks' one kind of option: `--name N`, a positive whole number.

/** The value of `--name N`, or `fallback`; exits 2 with the problem for anything but a positive whole number. */
export function countOption(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(
      `bench: --${name} must be a positive whole number, got "${process.argv[index + 1]}"`,
    );
    process.exit(2);
  }
  return value;
}
