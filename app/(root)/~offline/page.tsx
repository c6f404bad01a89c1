import type { Metadata } from "next";
import { BilingualNotice } from "@/app/_components/BilingualNotice";

export const metadata: Metadata = { title: "Offline · Нет сети" };

export default function OfflinePage() {
  return <BilingualNotice kind="offline" />;
}
