/**
 * Adding images to the library (docs/product/admin-back-office.md#adm-16): a drop zone and a file picker (a real button,
 * so it works from the keyboard), several files at once, each sent on its own request so that each
 * has its own progress bar (XMLHttpRequest's upload progress) and its own answer. The server checks
 * each file by its content (app/features/media/media.server.ts); its refusal is shown under the
 * file, in the admin's words. When a batch is over, `onUploaded` gets the images that were added.
 *
 *   <ImageUploader onUploaded={(media) => …} />            several files
 *   <ImageUploader multiple={false} onUploaded={…} />     one image (an image field)
 */
import { CheckCircle2, ImageUp, TriangleAlert } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from "react";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES, MEDIA_MAX_FILES, MEDIA_UPLOAD_PATH, type MediaItem, type MediaUploadAnswer } from "~/schemas/admin/media";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export type { MediaItem };

type JobState = "waiting" | "sending" | "checking" | "done" | "refused";

interface Job {
  key: string;
  name: string;
  /** 0 to 100. */
  percent: number;
  state: JobState;
  message?: string;
}

/** Files sent at the same time: two keep a phone's connection busy without starving the page. */
const PARALLEL_UPLOADS = 2;

/** Posts one file to the upload endpoint, reporting the share sent so far (0 to 1). */
export function sendImage(file: File, onProgress: (fraction: number) => void): Promise<{ status: number; answer?: MediaUploadAnswer }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", MEDIA_UPLOAD_PATH);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onload = () => {
      let answer: MediaUploadAnswer | undefined;
      try {
        answer = JSON.parse(request.responseText) as MediaUploadAnswer;
      } catch {
        answer = undefined;
      }
      resolve({ status: request.status, answer });
    };
    request.onerror = () => resolve({ status: 0 });
    request.onabort = () => resolve({ status: 0 });
    const body = new FormData();
    body.append("files", file, file.name);
    request.send(body);
  });
}

export function ImageUploader({
  onUploaded,
  multiple = true,
  label,
  className = "",
}: {
  /** The images added by one batch (called once the batch is over, when at least one was added). */
  onUploaded: (media: MediaItem[]) => void;
  /** Several files at once (default), or one. */
  multiple?: boolean;
  /** The zone's heading; defaults to "Add images". */
  label?: string;
  className?: string;
}) {
  const { t } = useTranslator();
  const { number } = useAdmin();
  const input = useRef<HTMLInputElement>(null);
  const [jobs, setJobs] = useState<Job[]>([]);
  const [dragging, setDragging] = useState(false);
  const [summary, setSummary] = useState("");
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const hintId = useId();
  const latest = useRef(onUploaded);
  useEffect(() => {
    latest.current = onUploaded;
  }, [onUploaded]);

  const update = useCallback((key: string, change: Partial<Job>) => {
    setJobs((current) => current.map((job) => (job.key === key ? { ...job, ...change } : job)));
  }, []);

  const messageFor = useCallback(
    (status: number, answer: MediaUploadAnswer | undefined): string => {
      if (answer?.refused?.[0]?.message) return answer.refused[0].message;
      if (answer?.error) return answer.error;
      if (status === 0) return t("media.upload.network");
      if (status === 401) return t("media.upload.signedOut");
      if (status === 403) return t("media.upload.forbidden");
      if (status === 413) return t("media.upload.requestTooLarge");
      return t("media.refused.failed");
    },
    [t],
  );

  const start = useCallback(
    async (list: FileList | File[]) => {
      const files = Array.from(list);
      if (files.length === 0 || busy) return;
      const chosen = multiple ? files : files.slice(0, 1);
      const batch = Date.now().toString(36);
      const planned: Job[] = chosen.map((file, index) => {
        const key = `${batch}-${index}`;
        if (index >= MEDIA_MAX_FILES) return { key, name: file.name, percent: 0, state: "refused", message: t("media.refused.tooMany") };
        if (file.size === 0) return { key, name: file.name, percent: 0, state: "refused", message: t("media.refused.empty") };
        // Said at once, without sending 15 MB for nothing; the server checks again.
        if (file.size > MEDIA_MAX_BYTES) return { key, name: file.name, percent: 0, state: "refused", message: t("media.refused.tooLarge") };
        return { key, name: file.name, percent: 0, state: "waiting" };
      });
      setJobs(planned);
      setSummary("");
      setBusy(true);
      const queue = planned.map((job, index) => ({ job, file: chosen[index] })).filter(({ job }) => job.state === "waiting");
      const added: MediaItem[] = [];
      let refused = planned.length - queue.length;
      let next = 0;
      const worker = async () => {
        while (next < queue.length) {
          const { job, file } = queue[next++];
          update(job.key, { state: "sending" });
          const { status, answer } = await sendImage(file, (fraction) => {
            const percent = Math.round(fraction * 100);
            update(job.key, percent >= 100 ? { percent: 100, state: "checking" } : { percent });
          });
          const item = status >= 200 && status < 300 ? answer?.uploaded?.[0] : undefined;
          if (item) {
            added.push(item);
            update(job.key, { percent: 100, state: "done" });
          } else {
            refused += 1;
            update(job.key, { state: "refused", message: messageFor(status, answer) });
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, worker));
      setBusy(false);
      setSummary(t("media.upload.summary", { ok: number(added.length), refused: number(refused) }));
      if (input.current) input.current.value = "";
      if (added.length > 0) latest.current(added);
    },
    [busy, multiple, number, t, update, messageFor],
  );

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer?.files?.length) void start(event.dataTransfer.files);
  };

  return (
    <section aria-labelledby={headingId} className={`space-y-3 ${className}`.trim()}>
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className="flex flex-col items-center gap-2 rounded-soft border-2 border-dashed border-lines bg-surface px-4 py-4 text-center sm:py-5 data-[dragging]:border-accent data-[dragging]:bg-accent-soft/60"
      >
        <ImageUp aria-hidden="true" className="hidden size-7 text-muted sm:block" />
        <p id={headingId} className="font-sans text-base font-semibold">
          {label ?? t("media.upload.title")}
        </p>
        {/* Dragging is for a computer; a phone has the button. */}
        <p className="hidden text-sm text-muted sm:block" aria-hidden="true">
          {dragging ? t("media.upload.dropping") : `${t(multiple ? "media.upload.drop" : "media.upload.dropOne")} ${t("media.upload.or")}`}
        </p>
        <Button
          type="button"
          onClick={() => input.current?.click()}
          disabled={busy}
          aria-describedby={hintId}
          variant="accent" size="md" inline
        >
          {t(multiple ? "media.upload.choose" : "media.upload.chooseOne")}
        </Button>
        <p id={hintId} className="max-w-prose text-xs text-muted">
          {t("media.upload.hint")}
        </p>
        <input
          ref={input}
          type="file"
          accept={MEDIA_ACCEPT}
          multiple={multiple}
          aria-label={t("media.upload.inputLabel")}
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            if (event.target.files?.length) void start(event.target.files);
          }}
        />
      </div>

      {jobs.length > 0 && (
        <ul className="space-y-2" aria-label={t("media.upload.title")}>
          {jobs.map((job) => (
            <li key={job.key} className="rounded-soft border border-lines bg-surface px-3 py-2 text-sm">
              <div className="flex items-center justify-between gap-3">
                <bdi className="min-w-0 truncate font-medium">{job.name}</bdi>
                <span className={`inline-flex shrink-0 items-center gap-1 text-xs ${job.state === "refused" ? "text-accent-2" : job.state === "done" ? "text-[#1e5630]" : "text-muted"}`}>
                  {job.state === "done" && <CheckCircle2 aria-hidden="true" className="size-4" />}
                  {job.state === "refused" && <TriangleAlert aria-hidden="true" className="size-4" />}
                  {job.state === "waiting" && t("media.upload.waiting")}
                  {job.state === "sending" && t("media.upload.sending", { percent: number(job.percent) })}
                  {job.state === "checking" && t("media.upload.checking")}
                  {job.state === "done" && t("media.upload.done")}
                </span>
              </div>
              {(job.state === "sending" || job.state === "checking" || job.state === "waiting") && (
                <progress
                  className="media-progress mt-1.5 block h-1.5 w-full overflow-hidden rounded-full accent-accent"
                  max={100}
                  value={job.state === "waiting" ? 0 : job.state === "checking" ? undefined : job.percent}
                  aria-label={t("media.upload.progress", { name: job.name })}
                />
              )}
              {job.state === "refused" && job.message && (
                <p role="alert" className="mt-1 text-sm text-accent-2">
                  {job.message}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {summary}
      </p>
      {!busy && jobs.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p aria-hidden="true" className="text-muted">
            {summary}
          </p>
          <Button type="button" onClick={() => setJobs([])} variant="ghost" className="px-2 underline underline-offset-4">
            {t("media.upload.clear")}
          </Button>
        </div>
      )}
    </section>
  );
}
