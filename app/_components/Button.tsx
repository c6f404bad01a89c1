import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";

const base =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl px-4 py-2 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent-700 text-white hover:bg-accent-600",
  secondary:
    "border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700",
  danger: "bg-bad text-white hover:bg-red-800",
  ghost: "text-stone-800 underline-offset-4 hover:underline dark:text-stone-200",
};

/** Class list of the house button, for elements that cannot be a <Button>. */
export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/** A link styled as a button. No prefetch (here and on every app link): the pages are static and the
 * service worker keeps them, while prefetching each link in view cost the home page ~100 ms of main
 * thread during load on a phone. */
export function ButtonLink({
  href,
  variant = "primary",
  className = "",
  children,
  ...props
}: Omit<ComponentProps<typeof Link>, "className"> & { variant?: ButtonVariant; className?: string; children: ReactNode }) {
  return (
    <Link href={href} prefetch={false} className={buttonClass(variant, className)} {...props}>
      {children}
    </Link>
  );
}
