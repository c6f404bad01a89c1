"use client";

import { memo, useEffect, useRef } from "react";
import type { ReactNode } from "react";
import { Button } from "./Button";
import type { ButtonVariant } from "./Button";

/** A modal confirm built on <dialog>: focus is trapped and Escape cancels, natively. */
function ConfirmDialogView({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  variant = "danger",
  confirmDisabled = false,
  children,
}: {
  open: boolean;
  title: string;
  body?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  variant?: ButtonVariant;
  confirmDisabled?: boolean;
  /** Extra content between the body and the buttons, e.g. a choice to confirm. */
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="confirm-title"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-5 text-stone-900 shadow-xl backdrop:bg-black/50 dark:bg-stone-900 dark:text-stone-100"
    >
      <h2 id="confirm-title" className="text-xl font-bold">
        {title}
      </h2>
      {body ? <p className="mt-2">{body}</p> : null}
      {children}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={confirmDisabled}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}

export const ConfirmDialog = memo(ConfirmDialogView);
