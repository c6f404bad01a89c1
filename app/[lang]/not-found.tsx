import { BilingualNotice } from "@/app/_components/BilingualNotice";

export default function NotFound() {
  return <BilingualNotice kind="notFound" />;
}
