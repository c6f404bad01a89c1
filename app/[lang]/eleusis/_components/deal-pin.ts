/**
 * The dealer-PIN prompts' one schema module (lib/forms/pin.ts): a new deal's optional PIN (set-up,
 * "Next deal") and a PIN typed to open a sealed rule (locked judge, dealer's tools). Imported as each
 * prompt mounts, or at set-up when its PIN field gets focus (precached for offline), so zod stays out
 * of the pages' first load; a submit that comes first awaits it.
 */
export const loadPinSchema = () => import("@/lib/forms/pin");
