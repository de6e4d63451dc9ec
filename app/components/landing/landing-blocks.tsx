/**
 * The blocks of a landing page (docs/product/admin-back-office.md#adm-22), as the server prepared them
 * (features/content/landing-pages.server.ts): texts already in the visitor's language, Markdown
 * already sanitised HTML, grids already priced. The page's one h1 is the first hero's title, else
 * the page's own title above the blocks.
 */
import { Link } from "react-router";
import type { LandingBlockView } from "./landing-view";
import { Markdown } from "~/components/content/markdown";
import { NewsletterForm, type NewsletterActionData } from "~/components/home/newsletter";
import { ProductGrid } from "~/components/product/product-card";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useShop } from "~/lib/shop";
import { buttonVariants } from "~/components/ui/button";

/** A shop path gets the page's language; a full address is left as it is. */
function useLinkTo() {
  const { href } = useShop();
  return (link: string) => (/^https?:\/\//i.test(link) ? { external: true, to: link } : { external: false, to: href(link) });
}

export function LandingBlocks({ title, blocks, newsletterResult }: { title: string; blocks: LandingBlockView[]; newsletterResult?: NewsletterActionData }) {
  const heroFirst = blocks[0]?.type === "hero";
  return (
    <>
      {!heroFirst && (
        <header className="mx-auto max-w-3xl px-6 pt-16 text-center md:pt-24">
          <h1 className="text-4xl md:text-6xl">{title}</h1>
        </header>
      )}
      {blocks.map((block, index) => {
        switch (block.type) {
          case "hero":
            return <HeroBlock key={block.id} block={block} isPageTitle={index === 0} />;
          case "richText":
            return (
              <section key={block.id} className="mx-auto max-w-3xl px-6 py-16 md:py-20">
                <Markdown html={block.html} className="text-lg leading-relaxed" />
              </section>
            );
          case "products":
            return <ProductsBlock key={block.id} block={block} />;
          case "imageText":
            return <ImageTextBlock key={block.id} block={block} />;
          case "newsletter":
            return <NewsletterForm key={block.id} serverResult={newsletterResult} title={block.title} text={block.text} />;
        }
      })}
    </>
  );
}

function HeroBlock({ block, isPageTitle }: { block: Extract<LandingBlockView, { type: "hero" }>; isPageTitle: boolean }) {
  const linkTo = useLinkTo();
  const Heading = isPageTitle ? "h1" : "h2";
  const target = block.ctaLink ? linkTo(block.ctaLink) : null;
  return (
    <section className="relative flex min-h-[70svh] items-end overflow-hidden bg-ink md:min-h-[75vh] md:items-center">
      {block.imageUrl && (
        <ResponsiveImage src={block.imageUrl} alt="" width={1920} height={1080} priority={isPageTitle} sizes="100vw" className="absolute inset-0 h-full w-full object-cover" />
      )}
      <div className="absolute inset-0 bg-gradient-to-t from-ink/80 via-ink/40 to-transparent md:bg-gradient-to-r md:rtl:bg-gradient-to-l" />
      <div className="relative mx-auto w-full max-w-screen-xl px-6 py-16 md:px-10">
        <div className="max-w-xl text-background">
          <Heading className="font-display text-5xl leading-[1.05] md:text-7xl">{block.title}</Heading>
          {block.text && <p className="mt-6 max-w-md text-lg text-background/85">{block.text}</p>}
          {target && block.ctaText && (
            target.external ? (
              <a href={target.to} className={buttonVariants({ variant: "primary", className: "mt-10" })} rel="noopener">
                {block.ctaText}
              </a>
            ) : (
              <Link to={target.to} className={buttonVariants({ variant: "primary", className: "mt-10" })}>
                {block.ctaText}
              </Link>
            )
          )}
        </div>
      </div>
    </section>
  );
}

function ProductsBlock({ block }: { block: Extract<LandingBlockView, { type: "products" }> }) {
  // A grid whose products are all gone (sold out of the catalogue, category hidden) shows nothing.
  if (block.products.length === 0) return null;
  const headingId = `landing-${block.id}-title`;
  return (
    <section className="mx-auto max-w-screen-xl px-6 py-16 md:py-20" aria-labelledby={block.title ? headingId : undefined}>
      {block.title && (
        <h2 id={headingId} className="mb-10 text-4xl md:text-5xl">
          {block.title}
        </h2>
      )}
      <div data-testid="landing-products">
        <ProductGrid products={block.products} layout={block.products.length <= 4 ? "row" : "wide"} headingLevel={block.title ? 3 : 2} />
      </div>
    </section>
  );
}

function ImageTextBlock({ block }: { block: Extract<LandingBlockView, { type: "imageText" }> }) {
  return (
    <section className="mx-auto max-w-screen-xl px-6 py-16 md:py-24">
      <div className="grid items-center gap-10 md:grid-cols-2 md:gap-16">
        <div className={`overflow-hidden rounded-soft ${block.imageSide === "end" ? "md:order-2" : ""}`}>
          {block.imageUrl && (
            <ResponsiveImage src={block.imageUrl} alt="" width={800} height={800} sizes="(min-width: 768px) 45vw, 90vw" className="aspect-square w-full object-cover" />
          )}
        </div>
        <div>
          {block.title && <h2 className="text-4xl md:text-5xl">{block.title}</h2>}
          {block.html && <Markdown html={block.html} className="mt-6 text-lg leading-relaxed text-muted" />}
        </div>
      </div>
    </section>
  );
}
