/**
 * Picking images from the library (docs/product/admin-back-office.md#adm-16): a Radix dialog with the library's images
 * (thumbnails from /img at 400 px), a search by file name, pages, and an upload area so that a
 * new photo can be added and picked in one go. One image, or several with `multiple`.
 *
 *   <MediaPicker onPick={(media) => …}>
 *     <button type="button">Choose from the library</button>
 *   </MediaPicker>
 *
 * The list comes from the library's JSON route (MEDIA_LIBRARY_PATH), so the picker works on any
 * screen of the back office. Who may pick needs products:read; the upload area shows only to
 * those who may upload (products:write).
 */
import * as Dialog from "@radix-ui/react-dialog";
import { Check, ChevronLeft, ChevronRight, ImageUp, Search, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { imageUrl } from "~/components/ui/responsive-image";
import { IMAGE_WIDTHS } from "~/lib/image-variants";
import { MEDIA_LIBRARY_PATH, MEDIA_PICKER_PAGE_SIZE, type MediaItem, type MediaLibraryPage, type MediaRow } from "~/schemas/admin/media";
import { ImageUploader } from "./image-uploader";
import { Button, buttonVariants } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export type { MediaItem };

type LoadState = { status: "loading" | "error" } | { status: "done"; page: MediaLibraryPage };

/** The library's rows as MediaItems (what onPick hands over). */
const asItem = ({ id, url, width, height, originalName }: MediaItem): MediaItem => ({ id, url, width, height, originalName });

/** One page of the library at a time; the latest call wins. The first page loads at once. */
function useLibrary() {
  const [state, setState] = useState<LoadState>({ status: "loading" });
  const current = useRef<AbortController | null>(null);
  const fetchPage = useCallback(async (q: string, page: number) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    try {
      const params = new URLSearchParams({ page: String(page), pageSize: String(MEDIA_PICKER_PAGE_SIZE) });
      if (q) params.set("q", q);
      const response = await fetch(`${MEDIA_LIBRARY_PATH}?${params}`, { headers: { Accept: "application/json" }, signal: controller.signal });
      if (!response.ok) throw new Error(`library ${response.status}`);
      const answer = (await response.json()) as MediaLibraryPage;
      if (!controller.signal.aborted) setState({ status: "done", page: answer });
    } catch {
      // An abort is the next load taking over; anything else is said, with a retry.
      if (!controller.signal.aborted) setState({ status: "error" });
    }
  }, []);
  const load = useCallback(
    (q: string, page: number) => {
      setState({ status: "loading" });
      void fetchPage(q, page);
    },
    [fetchPage],
  );
  useEffect(() => {
    // The library is the external system here: its state is set when the request answers.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void fetchPage("", 1);
    return () => current.current?.abort();
  }, [fetchPage]);
  return { state, load };
}

export function MediaPicker({
  onPick,
  multiple = false,
  children,
  open: openProp,
  onOpenChange,
  title,
}: {
  /** The chosen images, in the order they were chosen. */
  onPick: (media: MediaItem[]) => void;
  /** Several images (a product's gallery), or one (default). */
  multiple?: boolean;
  /** The button that opens it; leave out and control `open` instead. */
  children?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title?: string;
}) {
  const { t } = useTranslator();
  const { dir } = useAdmin();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const statusId = useId();
  const heading = title ?? t(multiple ? "media.picker.titleMany" : "media.picker.title");
  const confirm = (items: MediaItem[]) => {
    if (items.length === 0) return;
    onPick(items);
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {children && <Dialog.Trigger asChild>{children}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          dir={dir}
          aria-describedby={statusId}
          className="fixed inset-0 z-50 flex flex-col bg-background sm:inset-x-4 sm:inset-y-8 sm:mx-auto sm:max-w-4xl sm:rounded-soft sm:shadow-xl"
        >
          <PickerBody heading={heading} multiple={multiple} statusId={statusId} onConfirm={confirm} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's inside, mounted at each opening: the first page, nothing chosen. */
function PickerBody({ heading, multiple, statusId, onConfirm }: { heading: string; multiple: boolean; statusId: string; onConfirm: (items: MediaItem[]) => void }) {
  const { t } = useTranslator();
  const { dir, number, can } = useAdmin();
  const { state, load } = useLibrary();
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<MediaItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const searchId = useId();

  const go = (nextPage: number) => {
    setPage(nextPage);
    load(q, nextPage);
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    // The picker may sit inside an editor's form: its portal takes it out of the page's form, but
    // React still bubbles the submit to the editor. This one stops here.
    event.preventDefault();
    event.stopPropagation();
    setPage(1);
    load(q, 1);
  };
  const toggle = (row: MediaItem) => {
    setSelected((current) => {
      const chosen = current.some((item) => item.id === row.id);
      if (!multiple) return chosen ? [] : [asItem(row)];
      return chosen ? current.filter((item) => item.id !== row.id) : [...current, asItem(row)];
    });
  };
  const onUploaded = (items: MediaItem[]) => {
    // New images are the newest: the first page shows them, already chosen.
    setSelected((current) => (multiple ? [...current, ...items.filter((item) => !current.some((c) => c.id === item.id))] : items.slice(0, 1)));
    setQ("");
    setPage(1);
    setUploading(false);
    load("", 1);
  };

  const data = state.status === "done" ? state.page : undefined;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.query.pageSize)) : 1;
  const Prev = dir === "rtl" ? ChevronRight : ChevronLeft;
  const Next = dir === "rtl" ? ChevronLeft : ChevronRight;
  const confirm = (items = selected) => onConfirm(items);

  return (
    <>
      <header className="flex items-center justify-between gap-3 border-b border-lines bg-surface px-4 py-2 sm:rounded-t-soft">
        <Dialog.Title className="font-sans text-lg font-semibold">{heading}</Dialog.Title>
        <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-soft hover:bg-background" aria-label={t("media.picker.close")}>
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </header>

      <div className="flex-1 space-y-3 overflow-y-auto p-4">
        <div className="flex flex-wrap items-end gap-2">
          <form role="search" onSubmit={onSearch} className="flex min-w-0 flex-[1_1_16rem] items-end gap-2">
            <label htmlFor={searchId} className="min-w-0 flex-1">
              <span className="mb-1 block text-xs font-medium text-muted">{t("media.picker.search")}</span>
              <span className="relative block">
                <Search aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
                <input id={searchId} type="search" value={q} onChange={(event) => setQ(event.target.value)} maxLength={200} placeholder={t("media.searchPlaceholder")} className="field ps-9 text-[0.9375rem]" />
              </span>
            </label>
            <Button type="submit" variant="ink" size="md" className="hover:bg-ink/90">
              {t("media.picker.searchButton")}
            </Button>
          </form>
          {can("products:write") && (
            <Button
              type="button"
              aria-expanded={uploading}
              onClick={() => setUploading((value) => !value)}
              variant="surface" size="sm" inline
            >
              <ImageUp aria-hidden="true" className="size-4" />
              {uploading ? t("media.field.closeUpload") : t("media.field.upload")}
            </Button>
          )}
        </div>
        {uploading && <ImageUploader multiple={multiple} onUploaded={onUploaded} />}

        <p id={statusId} role="status" aria-live="polite" className="text-sm text-muted">
          {state.status === "loading"
            ? t("media.picker.loading")
            : selected.length > 0
              ? t("media.picker.selected", { count: number(selected.length) })
              : data && data.total === 0
                ? data.query.q
                  ? t("media.picker.noMatch")
                  : t("media.picker.empty")
                : ""}
        </p>

        {state.status === "error" ? (
          <div role="alert" className="rounded-soft border border-lines bg-surface px-4 py-8 text-center">
            <p>{t("media.picker.error")}</p>
            <Button type="button" onClick={() => load(q, page)} variant="outline" size="md" className="mt-3">
              {t("media.picker.retry")}
            </Button>
          </div>
        ) : state.status !== "done" ? (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5" aria-busy="true" aria-label={t("media.picker.loading")}>
            {Array.from({ length: 10 }, (_, index) => (
              <li key={index} className="aspect-square animate-pulse rounded-soft bg-lines/70" />
            ))}
          </ul>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5" aria-label={t("media.picker.images")}>
            {data!.rows.map((row: MediaRow) => {
              const chosen = selected.some((item) => item.id === row.id);
              return (
                <li key={row.id}>
                  <button
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => toggle(row)}
                    onDoubleClick={() => !multiple && confirm([asItem(row)])}
                    className={`group relative block w-full overflow-hidden rounded-soft border-2 bg-surface text-start ${chosen ? "border-accent" : "border-transparent hover:border-lines"}`}
                  >
                    <img src={imageUrl(row.url, IMAGE_WIDTHS[0], 1)} alt="" width={200} height={200} loading="lazy" decoding="async" className="aspect-square w-full object-cover" />
                    <span className="block truncate px-1.5 py-1 text-xs">
                      <bdi>{row.originalName}</bdi>
                    </span>
                    {chosen && (
                      <span className="absolute end-1.5 top-1.5 inline-flex size-7 items-center justify-center rounded-full bg-accent text-on-accent shadow">
                        <Check aria-hidden="true" className="size-4" />
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-lines bg-surface px-4 py-2 sm:rounded-b-soft">
        <nav aria-label={t("shell.table.pagination")} className="flex items-center gap-2 text-sm">
          <button type="button" onClick={() => go(page - 1)} disabled={page <= 1 || state.status === "loading"} aria-label={t("media.picker.previous")} className="inline-flex size-11 items-center justify-center rounded-soft border border-lines hover:bg-background disabled:opacity-40">
            <Prev aria-hidden="true" className="size-5" />
          </button>
          <span className="tabular-nums">{t("media.picker.page", { page: number(page), pages: number(pages) })}</span>
          <button type="button" onClick={() => go(page + 1)} disabled={page >= pages || state.status === "loading"} aria-label={t("media.picker.next")} className="inline-flex size-11 items-center justify-center rounded-soft border border-lines hover:bg-background disabled:opacity-40">
            <Next aria-hidden="true" className="size-5" />
          </button>
        </nav>
        <div className="flex gap-2">
          <Dialog.Close className={buttonVariants({ variant: "outline", size: "md", className: "font-medium" })}>{t("media.picker.cancel")}</Dialog.Close>
          <Button type="button" onClick={() => confirm()} disabled={selected.length === 0} variant="accent" size="md">
            {multiple && selected.length > 0 ? t("media.picker.pickCount", { count: number(selected.length) }) : t("media.picker.pick")}
          </Button>
        </div>
      </footer>
    </>
  );
}
