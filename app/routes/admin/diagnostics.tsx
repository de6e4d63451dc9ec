/**
 * /admin/diagnostics (docs/product/admin-back-office.md#adm-33, docs/product/performance-and-operations.md#ops-6), for the owner: the database (driver,
 * latency, migration version, size), the outbox (pending and failed, the oldest failure), SMTP with
 * a test mail, the new-order pushes, the background jobs (failed and interrupted ones), the media
 * storage and the image cache, versions and uptime, and the last 50 server errors of this process.
 * A problem is red, with its fix in one sentence. Read-only but for the test mail, which is the
 * settings screen's own (sendTestMailAs, TestMail).
 */
import { useEffect, useMemo, type ReactNode } from "react";
import { data, isRouteErrorResponse, Link, useActionData, useNavigation, useRevalidator } from "react-router";
import { CircleAlert, CircleCheck, RefreshCw } from "lucide-react";
import type { Route } from "./+types/diagnostics";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { logger } from "~/server/logger.server";
import { diagnostics, type DiagnosticProblem } from "~/features/diagnostics/diagnostics-admin.server";
import { sendTestMailAs } from "~/features/content/settings-admin.server";
import { TEST_MAIL_INTENT, testMailSchema } from "~/schemas/admin/settings";
import { parseListQuery } from "~/schemas/admin/list-query";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { Panel } from "~/components/admin/shell/panel";
import { DataTable, DataTableError, type AdminColumn } from "~/components/admin/data-table/data-table";
import { DateCell, StatusCell, TextCell } from "~/components/admin/data-table/cells";
import { TestMail, withLtr } from "~/components/admin/settings/test-mail";
import { formatBytes } from "~/components/admin/media/format";
import { toast } from "~/components/ui/toast";
import { Ltr, LtrSentence } from "~/components/ui/ltr";
import type { RecentError } from "~/server/logger.server";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

/** The errors list: newest first, searched by message or address, paged like every admin list. */
const errorListSpec = { sorts: ["at"] as const, defaultSort: "at" as const, defaultDir: "desc" as const };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "settings:read");
  const query = parseListQuery(errorListSpec, new URL(request.url).searchParams);
  const report = await diagnostics();
  const term = query.q.toLowerCase();
  const matching = report.errors
    .filter((error) => !term || `${error.message} ${error.detail ?? ""} ${error.path ?? ""}`.toLowerCase().includes(term))
    .sort((a, b) => (query.dir === "asc" ? a.at.localeCompare(b.at) : b.at.localeCompare(a.at)));
  const start = (query.page - 1) * query.pageSize;
  return { ...report, query, errors: matching.slice(start, start + query.pageSize), errorTotal: matching.length };
}

type ActionData = { ok?: string; error?: string; mailId?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, lang, t } = await requireStaff({ request, context }, "mail:write");
  if (!testMailSchema.safeParse(Object.fromEntries(await readFormData(request))).success) {
    return data<ActionData>({ error: t("settings.errors.invalid") }, { status: 400 });
  }
  try {
    const { mailId, message } = await sendTestMailAs({ id: user.id, email: user.email }, lang, t);
    return data<ActionData>({ ok: message, mailId });
  } catch (error) {
    logger.error({ err: error }, "test mail not queued");
    return data<ActionData>({ error: t("settings.errors.mail") }, { status: 500 });
  }
}

export const handle: CrumbHandle = { crumb: "shell.nav.diagnostics" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "diagnostics.title");

/** The parts of the screen, and which problems each one shows. */
const PART_PROBLEMS: Record<"database" | "outbox" | "mail" | "push" | "jobs" | "errors", DiagnosticProblem[]> = {
  database: ["databaseSlow", "migrationsBehind"],
  outbox: ["mailFailed", "mailStuck"],
  mail: ["smtpMissing"],
  push: ["pushFailed"],
  jobs: ["jobsFailed", "jobsStuck"],
  errors: ["recentErrors"],
};

export default function DiagnosticsScreen({ loaderData }: Route.ComponentProps) {
  const { database, outbox, mail, push, jobs, media, runtime, errors, errorTotal, query, problems, checkedAt } = loaderData;
  const { t } = useTranslator();
  const { number, date, can } = useAdmin();
  const answer = useActionData<ActionData>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const checking = revalidator.state !== "idle" || (navigation.state === "loading" && navigation.location.pathname.endsWith("/diagnostics"));
  const mailBusy = navigation.state !== "idle" && navigation.formData?.get("intent") === TEST_MAIL_INTENT;
  const bytes = (value: number) => formatBytes(value, { t, number });

  useEffect(() => {
    if (answer?.ok) toast.success(answer.ok);
    else if (answer?.error) toast.error(answer.error);
  }, [answer]);

  const status = (part: keyof typeof PART_PROBLEMS) => {
    const failing = PART_PROBLEMS[part].some((problem) => problems.includes(problem));
    return <StatusCell label={t(failing ? "diagnostics.status.problem" : "diagnostics.status.ok")} tone={failing ? "danger" : "success"} />;
  };
  const fixes = (part: keyof typeof PART_PROBLEMS) =>
    PART_PROBLEMS[part]
      .filter((problem) => problems.includes(problem))
      .map((problem) => <Fix key={problem}>{t(`diagnostics.fix.${problem}`)}</Fix>);

  const columns = useMemo<AdminColumn<RecentError>[]>(
    () => [
      { id: "at", header: t("diagnostics.errors.when"), sort: "at", cell: (row) => <DateCell value={row.at} withTime /> },
      {
        id: "message",
        header: t("diagnostics.errors.what"),
        primary: true,
        cell: (row) => (
          <span dir="ltr" className="block max-w-xl whitespace-normal break-words text-start font-mono text-xs">
            {row.message}
            {row.detail && <span className="block text-muted">{row.detail}</span>}
          </span>
        ),
      },
      { id: "path", header: t("diagnostics.errors.where"), cell: (row) => (row.path ? <bdi dir="ltr" className="font-mono text-xs">{row.path}</bdi> : <TextCell muted>—</TextCell>) },
    ],
    [t],
  );

  return (
    <section aria-labelledby="diagnostics-title" className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 id="diagnostics-title" className="text-3xl lg:text-4xl">
            {t("diagnostics.title")}
          </h1>
          <p className="max-w-prose text-sm text-muted">{t("diagnostics.intro")}</p>
          <p className="text-xs text-muted" data-testid="diagnostics-checked">
            {t("diagnostics.checkedAt", { date: date(checkedAt, "dateTime") })}
          </p>
        </div>
        <Button
          type="button"
          onClick={() => void revalidator.revalidate()}
          disabled={checking}
          aria-busy={checking || undefined}
          variant="surface" size="md" inline className="font-medium disabled:opacity-60"
        >
          <RefreshCw aria-hidden="true" className={`size-4 ${checking ? "motion-safe:animate-spin" : ""}`} />
          {checking ? t("diagnostics.refreshing") : t("diagnostics.refresh")}
        </Button>
      </header>

      {problems.length === 0 ? (
        <p role="status" className="flex items-center gap-2 rounded-soft border border-[#b9dcc1] bg-[#e4f1e6] px-4 py-3 text-sm font-medium text-[#1e5630]" data-testid="diagnostics-summary">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
          {t("diagnostics.allGood")}
        </p>
      ) : (
        <section aria-labelledby="diagnostics-attention" className="rounded-soft border border-[#e7b9ac] bg-[#f8e3de] px-4 py-3 text-[#7a2817]" data-testid="diagnostics-summary">
          <h2 id="diagnostics-attention" className="font-sans text-base font-semibold">
            {t("diagnostics.attention")}
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {problems.map((problem) => (
              <li key={problem} className="flex items-start gap-2" data-problem={problem}>
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {t(`diagnostics.fix.${problem}`)}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="grid gap-5 lg:grid-cols-2">
        <Panel id="diagnostics-database" title={t("diagnostics.database.title")} action={status("database")} testId="diagnostics-database">
          <Facts>
            <Fact label={t("diagnostics.database.driver")}>{t(`diagnostics.database.driver.${database.driver}`)}</Fact>
            <Fact label={t("diagnostics.database.latency")}>
              <Ltr>{number(database.latencyMs)} ms</Ltr>
            </Fact>
            <Fact label={t("diagnostics.database.migrations")}>
              {/* The name runs inline and may break inside itself: as a block of its own, its ")" fell alone on the next line. */}
              <LtrSentence
                text={t("diagnostics.database.migrationsValue", { applied: number(database.migrations.applied), expected: number(database.migrations.expected) })}
                values={{ latest: database.migrations.latest ?? "—" }}
                className="font-mono text-xs [overflow-wrap:anywhere]"
              />
            </Fact>
            <Fact label={t("diagnostics.database.size")}>{database.sizeBytes === null ? "—" : bytes(database.sizeBytes)}</Fact>
            <Fact label={t("diagnostics.database.version")}>
              <Ltr>{database.serverVersion}</Ltr>
            </Fact>
          </Facts>
          {fixes("database")}
        </Panel>

        <Panel id="diagnostics-outbox" title={t("diagnostics.outbox.title")} action={status("outbox")} testId="diagnostics-outbox">
          <Facts>
            <Fact label={t("diagnostics.outbox.pending")}>{number(outbox.pending)}</Fact>
            <Fact label={t("diagnostics.outbox.failed")}>{number(outbox.failed)}</Fact>
            <Fact label={t("diagnostics.outbox.oldestFailure")}>
              {outbox.oldestFailure ? (
                <>
                  <DateCell value={outbox.oldestFailure.at} withTime />
                  {outbox.oldestFailure.error && (
                    <span dir="ltr" className="block break-words font-mono text-xs text-muted">
                      {outbox.oldestFailure.error}
                    </span>
                  )}
                </>
              ) : (
                t("diagnostics.outbox.none")
              )}
            </Fact>
          </Facts>
          {fixes("outbox")}
          {can("mail:read") && (
            <Link to="/admin/mail" className="mt-2 inline-flex min-h-11 items-center text-sm underline underline-offset-4">
              {t("diagnostics.outbox.open")}
            </Link>
          )}
        </Panel>

        <Panel id="diagnostics-mail" title={t("diagnostics.mail.title")} action={status("mail")} testId="diagnostics-mail">
          <div className="space-y-3 text-sm">
            <p>{mail.smtp ? (mail.host ? withLtr(t("diagnostics.mail.on", { host: "\u0000" }), mail.host, "font-mono") : t("diagnostics.mail.onNoHost")) : t("diagnostics.mail.off")}</p>
            {fixes("mail")}
            <TestMail ownerEmail={mail.ownerEmail} busy={mailBusy} mailId={answer?.mailId} />
          </div>
        </Panel>

        <Panel id="diagnostics-push" title={t("diagnostics.push.title")} action={status("push")} testId="diagnostics-push">
          <Facts>
            <Fact label={t("diagnostics.push.keys")}>{t(push.keys ? "diagnostics.push.keysMade" : "diagnostics.push.keysNotYet")}</Fact>
            <Fact label={t("diagnostics.push.devices")}>{number(push.devices)}</Fact>
            <Fact label={t("diagnostics.push.pending")}>{number(push.pending)}</Fact>
            <Fact label={t("diagnostics.push.failed")}>{number(push.failed)}</Fact>
            <Fact label={t("diagnostics.push.lastSent")}>{push.lastSentAt ? <DateCell value={push.lastSentAt} withTime /> : t("diagnostics.outbox.none")}</Fact>
          </Facts>
          {push.devices === 0 && <p className="mt-3 text-sm text-muted">{t("diagnostics.push.noDevice")}</p>}
          {fixes("push")}
        </Panel>

        <Panel id="diagnostics-jobs" title={t("diagnostics.jobs.title")} action={status("jobs")} testId="diagnostics-jobs">
          <p className="mb-3 text-sm text-muted">{t("diagnostics.jobs.intro")}</p>
          <Facts>
            <Fact label={t("diagnostics.jobs.queued")}>{number(jobs.queued)}</Fact>
            <Fact label={t("diagnostics.jobs.running")}>{number(jobs.running)}</Fact>
            <Fact label={t("diagnostics.jobs.failed")}>{number(jobs.failed)}</Fact>
            <Fact label={t("diagnostics.jobs.stuck")}>{number(jobs.stuck)}</Fact>
          </Facts>
          {fixes("jobs")}
          {jobs.problems.length > 0 && (
            <div className="mt-3 space-y-2 text-sm">
              <h3 className="font-sans font-semibold">{t("diagnostics.jobs.latest")}</h3>
              <ul className="space-y-2" data-testid="diagnostics-job-problems">
                {jobs.problems.map((job) => (
                  <li key={job.id} className="rounded-soft border border-lines px-3 py-2">
                    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <bdi dir="ltr" className="font-mono text-xs">
                        {job.name}
                      </bdi>
                      <StatusCell label={t(`diagnostics.jobs.status.${job.status}`)} tone={job.status === "failed" ? "danger" : "warning"} />
                      <span className="text-muted">{t("diagnostics.jobs.attempts", { count: number(job.attempts) })}</span>
                      <DateCell value={job.at} withTime />
                    </span>
                    {job.error && (
                      <span dir="ltr" className="mt-1 block break-words text-start font-mono text-xs text-muted">
                        {job.error}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Panel>

        <Panel id="diagnostics-media" title={t("diagnostics.media.title")} testId="diagnostics-media">
          <Facts>
            <Fact label={t("diagnostics.media.storage")}>{t(`diagnostics.media.storage.${media.storage}`)}</Fact>
            <Fact label={t("diagnostics.media.files")}>{t("diagnostics.media.filesValue", { count: number(media.files), size: bytes(media.bytes) })}</Fact>
            <Fact label={t("diagnostics.media.cache")}>{t("diagnostics.media.cacheValue", { size: bytes(media.imageCacheBytes), max: bytes(media.imageCacheMaxBytes) })}</Fact>
          </Facts>
        </Panel>

        <Panel id="diagnostics-runtime" title={t("diagnostics.runtime.title")} testId="diagnostics-runtime">
          <Facts>
            <Fact label={t("diagnostics.runtime.app")}>
              <bdi dir="ltr">{runtime.app}</bdi>
            </Fact>
            <Fact label={t("diagnostics.runtime.node")}>
              <bdi dir="ltr">{runtime.node}</bdi>
            </Fact>
            <Fact label={t("diagnostics.runtime.reactRouter")}>
              <bdi dir="ltr">{runtime.reactRouter}</bdi>
            </Fact>
            <Fact label={t("diagnostics.runtime.uptime")}>{uptime(runtime.uptimeSeconds, t, number)}</Fact>
            <Fact label={t("diagnostics.runtime.memory")}>{bytes(runtime.memoryBytes)}</Fact>
          </Facts>
        </Panel>
      </div>

      <section aria-labelledby="diagnostics-errors-title" className="space-y-2" data-testid="diagnostics-errors">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="diagnostics-errors-title" className="font-sans text-lg font-semibold">
            {t("diagnostics.errors.title")}
          </h2>
          {status("errors")}
        </div>
        <p className="text-sm text-muted">{t("diagnostics.errors.hint")}</p>
        {fixes("errors")}
        <DataTable
          caption={t("diagnostics.errors.title")}
          rows={errors}
          total={errorTotal}
          query={query}
          columns={columns}
          getRowId={(row) => `${row.at}-${row.message}`}
          rowLabel={(row) => row.message}
          emptyText={t("diagnostics.errors.empty")}
        />
      </section>
    </section>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 tabular-nums">{children}</dd>
    </>
  );
}

/** A problem's fix, in red, under the part it belongs to. */
function Fix({ children }: { children: ReactNode }) {
  return (
    <p className="mt-3 flex items-start gap-2 text-sm font-medium text-[#7a2817]">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** "3 d 4 h", "2 h 5 min", "12 min", in the admin's language. */
function uptime(seconds: number, t: (key: string, params?: Record<string, string>) => string, number: (value: number) => string) {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return t("diagnostics.duration.days", { days: number(days), hours: number(hours % 24) });
  if (hours > 0) return t("diagnostics.duration.hours", { hours: number(hours), minutes: number(minutes % 60) });
  return t("diagnostics.duration.minutes", { count: number(minutes) });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
