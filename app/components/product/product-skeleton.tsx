/** Placeholder cards shown while a client-side transition loads the next list (docs/product/catalogue.md#cat-9: six). */
export function ProductGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid grid-cols-1 gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true" data-testid="product-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="animate-pulse motion-reduce:animate-none">
          <div className="aspect-square w-full rounded-soft bg-lines/60" />
          <div className="mt-4 h-6 w-2/3 rounded bg-lines/60" />
          <div className="mt-2 h-4 w-1/2 rounded bg-lines/50" />
          <div className="mt-3 h-4 w-1/4 rounded bg-lines/50" />
        </li>
      ))}
    </ul>
  );
}
