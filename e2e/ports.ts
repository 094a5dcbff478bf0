/** The fixture sites' ports: 4301 and 4302, or `E2E_PORT` and the next, for a second run beside the first. */
export const MNE_PORT = Number(process.env.E2E_PORT ?? 4301);
export const BIH_PORT = MNE_PORT + 1;
