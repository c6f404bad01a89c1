// The back camera for the in-app scanner (getUserMedia), with what went wrong said as a problem code.
import type { Result } from "@/lib/result";

export const CAMERA_PROBLEMS = ["denied", "absent", "busy", "insecure", "failed"] as const;
export type CameraProblem = (typeof CAMERA_PROBLEMS)[number];

/** What a getUserMedia rejection means for a person, e.g. NotAllowedError -> "denied". */
export function cameraProblem(error: unknown): CameraProblem {
  const name = typeof error === "object" && error !== null ? (error as { name?: unknown }).name : undefined;
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return "denied";
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "OverconstrainedError":
      return "absent";
    case "NotReadableError":
    case "TrackStartError":
    case "AbortError":
      return "busy";
    default:
      return "failed";
  }
}

/** Opens the camera (the back one where there are two). Never throws. */
export async function openCamera(media: Pick<MediaDevices, "getUserMedia"> | undefined = globalThis.navigator?.mediaDevices): Promise<Result<MediaStream, CameraProblem>> {
  if (!media || typeof media.getUserMedia !== "function") {
    return { ok: false, error: typeof window !== "undefined" && !window.isSecureContext ? "insecure" : "absent" };
  }
  try {
    return { ok: true, value: await media.getUserMedia({ audio: false, video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } } }) };
  } catch (error) {
    return { ok: false, error: cameraProblem(error) };
  }
}

/** Stops every track, so the camera light goes off. */
export function closeCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
