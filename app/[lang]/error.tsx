"use client";

import { useParams } from "next/navigation";
import { ErrorPanel } from "@/app/_components/ErrorPanel";
import { isLocale } from "@/lib/i18n/locales";

export default function RouteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const params = useParams<{ lang: string }>();
  return <ErrorPanel lang={isLocale(params.lang) ? params.lang : "en"} reset={reset} />;
}
