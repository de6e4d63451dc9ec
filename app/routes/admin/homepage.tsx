/**
 * /admin/homepage (docs/product/admin-back-office.md#adm-20): the six blocks of the home page below the hero, in the shop's
 * order. Each can be moved (drag by its handle, or the earlier/later buttons) and shown or hidden
 * at once; "Modifier" opens the block's editor in place (?block=<key>): its picture from the media
 * library when it has one, and each of its texts in four languages. The texts start as the
 * dictionary's; what the owner writes overrides them (static_translations), and emptying a field,
 * or "Revenir aux textes d'origine", gives the dictionary's back.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { data, Form, isRouteErrorResponse, Link, useActionData, useFetcher, useNavigation, useSearchParams, useSubmit } from "react-router";
import { ExternalLink, Eye, EyeOff, Pencil, X } from "lucide-react";
import { pendingOrder, type OrderedListFields } from "~/components/admin/content/ordered-list";
import type { Route } from "./+types/homepage";
import { requireStaff } from "~/server/permissions.server";
import { readFormData } from "~/server/form-data.server";
import { logger } from "~/server/logger.server";
import {
  getHomepageForEdit,
  HomepageAdminError,
  moveHomepageBlock,
  overrideFieldError,
  saveHomepageBlock,
  setHomepageBlockVisible,
  setHomepageOrder,
  textsForEdit,
  type HomepageBlockEditor,
  type HomepageText,
} from "~/features/content/homepage-admin.server";
import { saveOverrides, StaticTranslationError } from "~/features/i18n/static-translations-admin.server";
import {
  fieldOf,
  HOMEPAGE_BLOCK_TEXTS,
  HOMEPAGE_BLOCKS,
  HOMEPAGE_IMAGE_BLOCKS,
  HOMEPAGE_TEXT_MAX,
  homepageBlockSchema,
  homepageMoveSchema,
  homepageOrderSchema,
  homepageVisibilitySchema,
  isLongText,
  type HomepageBlockKey,
} from "~/schemas/admin/homepage";
import { LANGS, type Lang } from "~/lib/langs";
import type { SubmissionResult } from "~/lib/form";
import { useAdmin } from "~/components/admin/shell/admin-context";
import { adminTitle } from "~/components/admin/shell/meta";
import type { CrumbHandle } from "~/components/admin/shell/breadcrumbs";
import { DataTableError } from "~/components/admin/data-table/data-table";
import { ConfirmDialog } from "~/components/admin/shell/confirm-dialog";
import { StatusCell } from "~/components/admin/data-table/cells";
import { MoveButtons, SortableList, SortableRow } from "~/components/admin/content/sortable-list";
import { AdminForm, useSettledAnswer } from "~/components/admin/form/admin-form";
import { TranslatedFields, type TranslatedValues } from "~/components/admin/form/translated-fields";
import { MediaField } from "~/components/admin/media/media-field";
import { toast } from "~/components/ui/toast";
import { useEachAnswer } from "~/hooks/browser";
import { useAnswerToasts } from "~/components/admin/form/answer-toasts";
import { fieldMessages } from "~/components/admin/form/field-messages";
import { SaveButton } from "~/components/admin/form/save-button";
import { Button, buttonVariants } from "~/components/ui/button";
import { formAction, refusedBodyMessage } from "~/server/form-action.server";
import { useTranslator } from "~/lib/request-context";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, "content:write");
  return { blocks: await getHomepageForEdit() };
}

type ListAnswer = { intent: string; ok?: string; error?: string };
/** `texts`: the block's texts as stored after a save or a reset, which its form starts again from. */
type BlockAnswer = { intent: "block" | "reset"; key: string; result?: SubmissionResult<string[]>; ok?: string; error?: string; savedAt?: number; texts?: HomepageText[] };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, t } = await requireStaff({ request, context }, "content:write");
  const form = await readFormData(request);
  const values = Object.fromEntries(form);
  const intent = String(values.intent ?? "");
  const actor = { id: user.id, email: user.email };
  const invalid = () => data<ListAnswer>({ intent, error: t("homepage.errors.invalid") }, { status: 400 });
  const nameOf = (key: string) => t(`homepage.block.${key}`);
  try {
    switch (intent) {
      case "move": {
        const parsed = homepageMoveSchema.safeParse(values);
        if (!parsed.success) return invalid();
        await moveHomepageBlock(parsed.data.key, parsed.data.direction, actor);
        const blocks = await getHomepageForEdit();
        const position = blocks.findIndex((block) => block.key === parsed.data.key) + 1;
        return data<ListAnswer>({ intent, ok: t("homepage.moved", { name: nameOf(parsed.data.key), position }) });
      }
      case "order": {
        const parsed = homepageOrderSchema.safeParse(values);
        if (!parsed.success) return invalid();
        await setHomepageOrder(parsed.data.keys as HomepageBlockKey[], actor);
        return data<ListAnswer>({ intent, ok: t("homepage.orderSaved") });
      }
      case "show":
      case "hide": {
        const parsed = homepageVisibilitySchema.safeParse(values);
        if (!parsed.success) return invalid();
        await setHomepageBlockVisible(parsed.data.key, intent === "show", actor);
        return data<ListAnswer>({ intent, ok: t(intent === "show" ? "homepage.shown" : "homepage.hidden", { name: nameOf(parsed.data.key) }) });
      }
      case "reset": {
        const key = String(values.key ?? "");
        if (!(HOMEPAGE_BLOCKS as readonly string[]).includes(key)) return invalid();
        const changes = HOMEPAGE_BLOCK_TEXTS[key as HomepageBlockKey].flatMap((textKey) => LANGS.map((lang) => ({ key: textKey, lang, text: null })));
        await saveOverrides(changes, actor, { action: "homepage.texts" });
        return data<BlockAnswer>({ intent, key, ok: t("homepage.resetDone", { name: nameOf(key) }), savedAt: Date.now(), texts: await textsForEdit(HOMEPAGE_BLOCK_TEXTS[key as HomepageBlockKey]) });
      }
      case "block": {
        const key = String(values.key ?? "");
        // Awaited here, so that a failure the block's save does not answer itself is answered below.
        return await formAction({ request, context }, {
          schema: homepageBlockSchema,
          form,
          answer: { intent, key },
          invalid: (submission) => ({ error: refusedBodyMessage(submission, t) }),
          submit: async (value, { submission }) => {
            try {
              const { changed } = await saveHomepageBlock(value, actor);
              const texts = await textsForEdit(HOMEPAGE_BLOCK_TEXTS[value.key]);
              return data<BlockAnswer>({ intent, key, result: submission.reply(), ok: t(changed ? "homepage.saved" : "homepage.unchanged"), savedAt: Date.now(), texts });
            } catch (error) {
              if (!(error instanceof StaticTranslationError)) throw error;
              const fieldErrors = overrideFieldError(error, (textKey, lang) => `texts.${lang}.${fieldOf(textKey)}`, t);
              return data<BlockAnswer>({ intent, key, result: submission.reply({ fieldErrors }) }, { status: 400 });
            }
          },
        });
      }
      default:
        return invalid();
    }
  } catch (error) {
    if (error instanceof HomepageAdminError) return data<ListAnswer>({ intent, error: t(`homepage.errors.${error.code}`) }, { status: 409 });
    logger.error({ err: error }, "homepage action failed");
    return data<ListAnswer>({ intent, error: t("homepage.errors.generic") }, { status: 500 });
  }
}

export const handle: CrumbHandle = { crumb: "shell.nav.homepage" };

export const meta: Route.MetaFunction = ({ matches }) => adminTitle(matches, "homepage.title");

/** The blocks are keyed by their kind and shown or hidden (features/content/homepage-admin.server.ts). */
const BLOCK_FIELDS: OrderedListFields<HomepageBlockEditor> = { key: "key", keys: "keys", flag: "isVisible", on: "show", off: "hide" };

export default function Homepage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  const { lang, number } = useAdmin();
  const fetcher = useFetcher<ListAnswer>({ key: "homepage-list" });
  const blocks = useMemo(() => pendingOrder(loaderData.blocks, fetcher.formData, BLOCK_FIELDS), [loaderData.blocks, fetcher.formData]);
  const [search] = useSearchParams();
  const open = search.get("block");

  useEachAnswer(fetcher.state === "idle" ? fetcher.data : undefined, (answer) => {
    if (answer.ok) toast.success(answer.ok);
    else if (answer.error) toast.error(answer.error);
  });

  const refocus = useRef<{ key: string; direction: "up" | "down" } | null>(null);
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    const button = document.getElementById(`block-${wanted.direction}-${wanted.key}`) as HTMLButtonElement | null;
    const twin = document.getElementById(`block-${wanted.direction === "up" ? "down" : "up"}-${wanted.key}`) as HTMLButtonElement | null;
    (button && !button.disabled ? button : twin)?.focus();
    if (fetcher.state === "idle") refocus.current = null;
  }, [blocks, fetcher.state]);

  const button = buttonVariants({ variant: "surface", size: "sm", className: "inline-flex items-center gap-1.5 lg:min-h-9" });

  return (
    <section aria-labelledby="homepage-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="homepage-title" className="text-3xl lg:text-4xl">
          {t("homepage.title")}
        </h1>
        <a href={`/${lang}`} target="_blank" rel="noreferrer" className={button}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {t("homepage.viewInShop")}
        </a>
      </div>
      <p className="text-sm text-muted">
        {t("homepage.intro")}{" "}
        <Link to="/admin/hero" className="underline underline-offset-4 hover:text-ink">
          {t("homepage.heroLink")}
        </Link>
      </p>

      <SortableList
        ids={blocks.map((block) => block.key)}
        label={t("homepage.listLabel")}
        nameOf={(key) => t(`homepage.block.${key}`)}
        onReorder={(keys) => fetcher.submit({ intent: "order", keys: keys.join(",") }, { method: "post" })}
        busy={fetcher.state !== "idle"}
      >
        {blocks.map((block, index) => {
          const name = t(`homepage.block.${block.key}`);
          const editing = open === block.key;
          return (
            <SortableRow key={block.key} id={block.key} handleLabel={t("homepage.dragHandle", { name })} className={block.isVisible ? "" : "bg-background"}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <div className="flex min-w-0 flex-1 basis-56 items-start gap-3">
                  <span aria-hidden="true" className="mt-0.5 w-5 shrink-0 text-center text-sm tabular-nums text-muted">
                    {number(index + 1)}
                  </span>
                  <div className="min-w-0">
                    <h2 className="font-sans text-base font-medium" id={`block-${block.key}-name`}>
                      {name}
                    </h2>
                    <p className="text-xs text-muted">{t(`homepage.blockHint.${block.key}`)}</p>
                    <div className="mt-1.5 flex flex-wrap items-center gap-2">
                      <StatusCell label={t(block.isVisible ? "homepage.status.shown" : "homepage.status.hidden")} tone={block.isVisible ? "success" : "neutral"} />
                      {block.changed > 0 && <span className="text-xs text-muted">{t("homepage.changedCount", { count: number(block.changed) })}</span>}
                    </div>
                  </div>
                </div>
                <div className="ms-auto flex flex-wrap items-center justify-end gap-2">
                  <MoveButtons
                    fetcher={fetcher}
                    field="key"
                    value={block.key}
                    idPrefix="block"
                    first={index === 0}
                    last={index === blocks.length - 1}
                    label={(direction) => t(direction === "up" ? "homepage.moveUp" : "homepage.moveDown", { name })}
                    onMove={(direction) => {
                      refocus.current = { key: block.key, direction };
                    }}
                  />
                  <fetcher.Form method="post">
                    <input type="hidden" name="intent" value={block.isVisible ? "hide" : "show"} />
                    <input type="hidden" name="key" value={block.key} />
                    <button type="submit" aria-label={t(block.isVisible ? "homepage.hideLabel" : "homepage.showLabel", { name })} className={button}>
                      {block.isVisible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
                      {t(block.isVisible ? "homepage.hide" : "homepage.show")}
                    </button>
                  </fetcher.Form>
                  <Link
                    to={editing ? "?" : `?block=${block.key}`}
                    preventScrollReset
                    replace
                    aria-expanded={editing}
                    aria-controls={editing ? `block-editor-${block.key}` : undefined}
                    aria-label={t(editing ? "homepage.closeLabel" : "homepage.editLabel", { name })}
                    className={button}
                  >
                    {editing ? <X aria-hidden="true" className="size-4" /> : <Pencil aria-hidden="true" className="size-4" />}
                    {t(editing ? "homepage.close" : "homepage.edit")}
                  </Link>
                </div>
              </div>
              {editing && <BlockEditor block={block} />}
            </SortableRow>
          );
        })}
      </SortableList>
    </section>
  );
}

/** A text's label, from its dictionary key's last part ("pillar2Title" → "Pilier 2 : titre"). */
function labelOf(key: string, t: (key: string, params?: Record<string, string | number>) => string) {
  const field = fieldOf(key);
  const pillar = /^pillar(\d)(Title|Text)$/.exec(field);
  if (pillar) return t(pillar[2] === "Title" ? "homepage.field.pillarTitle" : "homepage.field.pillarText", { n: pillar[1] });
  if (/Eyebrow$/.test(field)) return t("homepage.field.eyebrow");
  if (/Subtitle$/.test(field)) return t("homepage.field.subtitle");
  if (/(Title|^title)$/.test(field)) return t("homepage.field.title");
  if (/(Cta|^submit)$/.test(field)) return t("homepage.field.button");
  return t("homepage.field.text");
}

/** What a failed save sent, by language and field, so nothing typed is lost. */
function sentTexts(result: SubmissionResult<string[]> | undefined): { texts: TranslatedValues; imageUrl: string | null } | null {
  const sent = result?.initialValue as { imageUrl?: unknown; texts?: Partial<Record<Lang, Record<string, unknown>>> } | null | undefined;
  if (!sent || result?.status === "success") return null;
  const texts = Object.fromEntries(LANGS.map((lang) => [lang, Object.fromEntries(Object.entries(sent.texts?.[lang] ?? {}).map(([field, value]) => [field, typeof value === "string" ? value : ""]))]));
  return { texts, imageUrl: typeof sent.imageUrl === "string" && sent.imageUrl ? sent.imageUrl : null };
}

function BlockEditor({ block }: { block: HomepageBlockEditor }) {
  const { t } = useTranslator();
  const answer = useActionData<BlockAnswer | ListAnswer>();
  const navigation = useNavigation();
  const own = answer && "key" in answer && answer.key === block.key ? (answer as BlockAnswer) : undefined;
  // Putting the block's texts back (a form of its own) starts this form again from what is stored, once loaded.
  const settled = useSettledAnswer<BlockAnswer | ListAnswer>();
  const reset = settled && "key" in settled && settled.key === block.key && settled.intent === "reset" ? settled.savedAt : 0;
  const errors = (own?.result?.error ?? {}) as Record<string, string[] | null | undefined>;
  const sent = own?.intent === "block" ? sentTexts(own.result) : null;
  const busy = navigation.state === "submitting" && navigation.formData?.get("key") === block.key;
  const saving = busy && navigation.formData?.get("intent") === "block";

  useAnswerToasts(own, t("homepage.errors.check"));

  // The texts shown: the owner's where there is one, else the dictionary's (the default).
  const values: TranslatedValues =
    sent?.texts ??
    Object.fromEntries(LANGS.map((lang) => [lang, Object.fromEntries((own?.texts ?? block.texts).map((text) => [fieldOf(text.key), text.override[lang] ?? text.dictionary[lang] ?? ""]))]));
  const imageUrl = sent ? sent.imageUrl : block.imageUrl;
  const message = fieldMessages(errors, t);
  const formId = `block-form-${block.key}`;
  const submit = useSubmit();
  const resetForm = useRef<HTMLFormElement>(null);
  const [asking, setAsking] = useState(false);

  return (
    <div id={`block-editor-${block.key}`} className="mt-4 space-y-4 border-t border-lines pt-4">
      <AdminForm id={formId} method="post" noValidate key={`${block.key}-${reset ?? 0}`} className="space-y-5" aria-labelledby={`block-${block.key}-name`}>
        <input type="hidden" name="intent" value="block" />
        <input type="hidden" name="key" value={block.key} />
        {HOMEPAGE_IMAGE_BLOCKS.includes(block.key) && (
          <MediaField name="imageUrl" label={t("homepage.field.image")} description={t("homepage.field.imageHint")} defaultValue={imageUrl} error={message("imageUrl")} aspect={1} />
        )}
        <TranslatedFields
          namePrefix="texts"
          legend={t("homepage.texts")}
          fields={block.texts.map((text) => ({
            name: fieldOf(text.key),
            label: labelOf(text.key, t),
            kind: isLongText(text.key) ? "textarea" : "input",
            rows: 4,
            maxLength: HOMEPAGE_TEXT_MAX,
          }))}
          values={values}
          errors={errors}
        />
        <p className="text-xs text-muted">{t("homepage.defaultsHint")}</p>
        <SaveButton busy={saving} label={t("homepage.save", { name: t(`homepage.block.${block.key}`) })} busyLabel={t("homepage.saving")} />
      </AdminForm>
      {block.changed > 0 && (
        <Form ref={resetForm} method="post" preventScrollReset>
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="key" value={block.key} />
          <Button
            type="submit"
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              setAsking(true);
            }}
            variant="outline" size="md" className="disabled:opacity-60"
          >
            {t("homepage.reset")}
          </Button>
        </Form>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("homepage.resetTitle", { name: t(`homepage.block.${block.key}`) })}
        lost={t("homepage.resetLost", { count: block.changed })}
        confirmLabel={t("homepage.reset")}
        onConfirm={() => {
          // The block's texts go back to the dictionary's: what the editor holds goes with them.
          (document.getElementById(formId) as HTMLFormElement | null)?.reset();
          window.setTimeout(() => resetForm.current && submit(resetForm.current, { method: "post", preventScrollReset: true }), 30);
        }}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DataTableError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
