export const SUIT_SYMBOLS = { clubs: "♣", diamonds: "♦", hearts: "♥", spades: "♠" } as const;
export type SuitName = keyof typeof SUIT_SYMBOLS;

const sizes = {
  sm: "h-12 w-9 text-sm",
  md: "h-20 w-14 text-lg",
  lg: "h-28 w-20 text-2xl",
} as const;

/** A playing card face: always white with red ♥♦ and black ♣♠, in light and dark themes alike. */
export function CardTile({
  rank,
  suit,
  size = "md",
  label,
  muted = false,
}: {
  rank: string;
  suit: SuitName;
  size?: keyof typeof sizes;
  /** Accessible name, e.g. "10 of hearts"; defaults to rank + symbol. */
  label?: string;
  muted?: boolean;
}) {
  const red = suit === "hearts" || suit === "diamonds";
  return (
    <span
      role="img"
      aria-label={label ?? `${rank}${SUIT_SYMBOLS[suit]}`}
      className={`inline-flex shrink-0 flex-col items-center justify-center rounded-lg border border-stone-400 bg-white font-bold leading-none shadow-sm ${sizes[size]} ${red ? "text-suit-red" : "text-suit-black"} ${muted ? "opacity-60" : ""}`}
    >
      <span aria-hidden="true">{rank}</span>
      <span aria-hidden="true">{SUIT_SYMBOLS[suit]}</span>
    </span>
  );
}
