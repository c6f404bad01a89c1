/** Sword and Shield as drawn icons (an emoji shield is missing from some phones' fonts). */
export function CardIcon({ card }: { card: "sword" | "shield" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {card === "sword" ? (
        <path d="M14.5 3.5 20.5 3.5 20.5 9.5 9 21 3 15ZM6 12l6 6M3.5 20.5l3-3" />
      ) : (
        <path d="M12 3 20 6v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6Z" />
      )}
    </svg>
  );
}
