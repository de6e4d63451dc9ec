/**
 * /admin/settings (docs/product/admin-back-office.md#adm-30, docs/product/admin-back-office.md#adm-27): two-factor sign-in required of the team
 * (site_settings.require_owner_two_factor, enforced by requireStaff on every admin request), the
 * low-stock threshold (the same schema and service as /admin/stock-updates), and mail: whether SMTP
 * is configured (its host only, never its password) and a test mail to the owner's e-mail through
 * the shop's one mail path (the outbox, then SMTP when there is one). Links to the team, one's own
 * security and the audit log.
 */
import { useEffect } from "react";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { ChevronLeft, ChevronRight, ShieldCheck } from "lucide-react";
import type { Route } from "./+types/settings";
import { requireStaff, twoFactorRequired } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { logger } from "~/server/logger.server";
import { getLowStockThreshold } from "~/features/content/settings.server";
import { setLowStockThreshold } from "~/features/stock/stock-admin.server";
import { setRequireTwoFactor } from "~/features/staff/staff-admin.server";
import { mailSetup, sendTestMailAs } from "~/features/content/settings-admin.server";
import { requireTwoFactorSchema } from "~/schemas/admin/access";
import { LOW_STOCK_THRESHOLD_INTENT, MAX_LOW_STOCK_THRESHOLD, lowStockThresholdSchema } from "~/schemas/admin/stock";
import { REQUIRE_TWO_FACTOR_INTENT, TEST_MAIL_INTENT, settingsIntentSchema, testMailSchema } from "~/schemas/admin/settings";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { Panel } from "~/components/admin/shell/panel";
import { FieldError } from "~/components/admin/form/field-error";
import { StatusCell } from "~/components/admin/data-table/cells";
import { toast } from "~/components/ui/toast";
import { TestMail, withLtr } from "~/components/admin/settings/test-mail";
import { Button } from "~/components/ui/button";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStaff({ request, context }, "settings:read");
  const [required, lowStockThreshold, mail] = await Promise.all([twoFactorRequired(), getLowStockThreshold(), mailSetup()]);
  return { required, youHaveTwoFactor: Boolean(user.twoFactorEnabled), lowStockThreshold, mail };
}

type ActionData = { intent: string; ok?: string; error?: string; errors?: Record<string, string>; mailId?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const values = Object.fromEntries(form);
  const intent = settingsIntentSchema.safeParse(values.intent);
  // Each action checks its own permission; an unknown one still needs the screen's.
  const permission = intent.success && intent.data === TEST_MAIL_INTENT ? "mail:write" : "settings:write";
  const { user, t, lang } = await requireStaff({ request, context }, permission);
  const actor = { id: user.id, email: user.email };
  if (!intent.success) return data<ActionData>({ intent: "invalid", error: t("settings.errors.invalid") }, { status: 400 });

  switch (intent.data) {
    case REQUIRE_TWO_FACTOR_INTENT: {
      const parsed = requireTwoFactorSchema.safeParse(values);
      if (!parsed.success) return data<ActionData>({ intent: intent.data, error: t("settings.errors.invalid") }, { status: 400 });
      const required = parsed.data.required === "on";
      const result = await setRequireTwoFactor(actor, required);
      if (!result.ok) return data<ActionData>({ intent: intent.data, error: t(result.error) }, { status: 409 });
      return data<ActionData>({ intent: intent.data, ok: t(required ? "settings.security.savedOn" : "settings.security.savedOff") });
    }
    case LOW_STOCK_THRESHOLD_INTENT: {
      const parsed = lowStockThresholdSchema.safeParse(values);
      if (!parsed.success) return data<ActionData>({ intent: intent.data, errors: { threshold: t(parsed.error.issues[0]?.message ?? "stock.threshold.errors.value") } }, { status: 400 });
      try {
        const changed = await setLowStockThreshold(parsed.data.threshold, actor);
        return data<ActionData>({ intent: intent.data, ok: t(changed ? "stock.threshold.saved" : "stock.threshold.unchanged", { value: parsed.data.threshold }) });
      } catch (error) {
        logger.error({ err: error }, "low-stock threshold not saved");
        return data<ActionData>({ intent: intent.data, error: t("settings.errors.generic") }, { status: 500 });
      }
    }
    case TEST_MAIL_INTENT: {
      if (!testMailSchema.safeParse(values).success) return data<ActionData>({ intent: intent.data, error: t("settings.errors.invalid") }, { status: 400 });
      try {
        const { mailId, message } = await sendTestMailAs(actor, lang, t);
        return data<ActionData>({ intent: intent.data, mailId, ok: message });
      } catch (error) {
        logger.error({ err: error }, "test mail not queued");
        return data<ActionData>({ intent: intent.data, error: t("settings.errors.mail") }, { status: 500 });
      }
    }
  }
}

export const handle: CrumbHandle = { crumb: "shell.nav.settings" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "settings.title");

export default function SettingsScreen({ loaderData }: Route.ComponentProps) {
  const { required, youHaveTwoFactor, lowStockThreshold, mail } = loaderData;
  const { t } = useTranslator();
  const { can, dir } = useAdmin();
  const answer = useActionData<ActionData>();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const writable = can("settings:write");
  const Chevron = dir === "rtl" ? ChevronLeft : ChevronRight;

  useEffect(() => {
    if (answer?.ok) toast.success(answer.ok);
    else if (answer?.error) toast.error(answer.error);
  }, [answer]);

  const links = [
    { to: "/admin/site-settings", label: t("settings.more.siteSettings"), permission: "settings:read" as const },
    { to: "/admin/configuration", label: t("settings.more.configuration"), permission: "settings:read" as const },
    { to: "/admin/settings/staff", label: t("settings.more.staff"), permission: "staff:write" as const },
    { to: "/admin/security", label: t("settings.more.security"), permission: "dashboard:read" as const },
    { to: "/admin/settings/audit", label: t("settings.more.audit"), permission: "audit:read" as const },
  ].filter((link) => can(link.permission));

  return (
    <section aria-labelledby="settings-title" className="space-y-5">
      <header className="space-y-1">
        <h1 id="settings-title" className="text-3xl lg:text-4xl">
          {t("settings.title")}
        </h1>
        <p className="max-w-prose text-sm text-muted">{t("settings.intro")}</p>
      </header>

      <div className="grid gap-5 lg:grid-cols-2">
        <Panel id="settings-security" title={t("settings.security.title")} action={<StatusCell label={t(required ? "settings.security.on" : "settings.security.off")} tone={required ? "success" : "neutral"} />}>
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value={REQUIRE_TWO_FACTOR_INTENT} />
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
              <input key={String(required)} type="checkbox" name="required" value="on" defaultChecked={required} disabled={!writable} aria-describedby="settings-security-hint" className="size-5 accent-accent" />
              {t("settings.security.label")}
            </label>
            <p id="settings-security-hint" className="text-sm text-muted">
              {t("settings.security.hint")}
            </p>
            <p className="flex items-start gap-2 rounded-soft bg-background px-3 py-2 text-sm">
              <ShieldCheck aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${youHaveTwoFactor ? "text-[#1e5630]" : "text-muted"}`} />
              <span>
                {t(youHaveTwoFactor ? "settings.security.youHave" : "settings.security.youDont")}{" "}
                {!youHaveTwoFactor && (
                  <Link to="/admin/security" className="underline underline-offset-4">
                    {t("settings.security.setUp")}
                  </Link>
                )}
              </span>
            </p>
            {writable && (
              <Button type="submit" disabled={busy(REQUIRE_TWO_FACTOR_INTENT)} aria-busy={busy(REQUIRE_TWO_FACTOR_INTENT) || undefined} variant="surface" size="md" className="font-medium disabled:opacity-60">
                {t("settings.security.save")}
              </Button>
            )}
          </Form>
        </Panel>

        <Panel
          id="settings-stock"
          title={t("settings.stock.title")}
          action={
            can("stock:read") ? (
              <Link to="/admin/stock-updates" className="inline-flex min-h-11 items-center text-sm underline-offset-4 hover:underline">
                {t("settings.stock.more")}
              </Link>
            ) : undefined
          }
        >
          <Form method="post" noValidate className="space-y-1">
            <input type="hidden" name="intent" value={LOW_STOCK_THRESHOLD_INTENT} />
            <label htmlFor="settings-low-stock" className="mb-1 block text-sm font-medium">
              {t("stock.threshold.label")}
            </label>
            <div className="flex flex-wrap items-start gap-2">
              <input
                key={lowStockThreshold}
                id="settings-low-stock"
                name="threshold"
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_LOW_STOCK_THRESHOLD}
                step={1}
                dir="ltr"
                disabled={!writable}
                defaultValue={lowStockThreshold}
                aria-describedby={`settings-low-stock-hint${answer?.errors?.threshold ? " settings-low-stock-error" : ""}`}
                aria-invalid={answer?.errors?.threshold ? true : undefined}
                className="field w-28 text-center tabular-nums"
              />
              {writable && (
                <Button type="submit" disabled={busy(LOW_STOCK_THRESHOLD_INTENT)} aria-busy={busy(LOW_STOCK_THRESHOLD_INTENT) || undefined} variant="surface" size="md" className="font-medium disabled:opacity-60">
                  {t("stock.threshold.save")}
                </Button>
              )}
            </div>
            <p id="settings-low-stock-hint" className="text-xs text-muted">
              {t("stock.threshold.hint")}
            </p>
            <FieldError id="settings-low-stock-error" message={answer?.intent === LOW_STOCK_THRESHOLD_INTENT ? answer.errors?.threshold : undefined} />
          </Form>
        </Panel>

        <Panel id="settings-mail" title={t("settings.mail.title")} action={<StatusCell label={t(mail.smtp ? "settings.mail.status.on" : "settings.mail.status.off")} tone={mail.smtp ? "success" : "neutral"} />}>
          <div className="space-y-3 text-sm">
            <p data-testid="settings-smtp">
              {mail.smtp ? (
                mail.host ? (
                  withLtr(t("settings.mail.smtpOn", { host: "\u0000" }), mail.host, "font-mono")
                ) : (
                  t("settings.mail.smtpOnNoHost")
                )
              ) : (
                t("settings.mail.smtpOff")
              )}
            </p>
            <p className="text-xs text-muted">{t("settings.mail.smtpHint")}</p>
            {can("mail:read") && (
              <Link to="/admin/mail" className="inline-flex min-h-11 items-center gap-1 underline-offset-4 hover:underline">
                {t("settings.mail.outbox")}
                <Chevron aria-hidden="true" className="size-4" />
              </Link>
            )}
            <TestMail ownerEmail={mail.ownerEmail} busy={busy(TEST_MAIL_INTENT)} mailId={answer?.intent === TEST_MAIL_INTENT ? answer.mailId : undefined} />
          </div>
        </Panel>

        <Panel id="settings-more" title={t("settings.more.title")} flush>
          <ul className="divide-y divide-lines">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="flex min-h-12 items-center justify-between gap-3 px-4 text-sm hover:bg-background">
                  {link.label}
                  <Chevron aria-hidden="true" className="size-4 text-muted" />
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </section>
  );
}
