/**
 * Hands a file to the person: the share sheet where the browser shares files (an iPhone's "Save to
 * Files"), a download otherwise. Returns how it went, so the screen can say a download happened
 * instead (e.g. Firefox on a computer has no Web Share).
 */
export async function deliverFile(name: string, blob: Blob, title: string): Promise<"shared" | "downloaded" | "cancelled"> {
  const file = new File([blob], name, { type: blob.type });
  if (typeof navigator.canShare === "function" && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  downloadBlob(name, blob);
  return "downloaded";
}

/** Saves `blob` as a download named `name` (a link clicked for it; the object URL is let go soon after). */
export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Offers `text` as a JSON file download, e.g. an exported game. */
export function downloadText(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: "application/json" }));
}
