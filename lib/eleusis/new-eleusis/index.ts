/** New Eleusis (Abbott 1977, as summarised by Matuszek 1995): see docs/new-eleusis.md. */
export { NE } from "./numbers";
export * from "./state";
export * from "./replay";
export * from "./reduce";
export * from "./scoring";
