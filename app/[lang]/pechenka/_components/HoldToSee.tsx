// Shared with the Eleusis judge panel (the dealer's private approval of a prophet's call).
export { HoldToSee } from "@/app/_components/HoldToSee";
