import { Skeleton, SkeletonPanel, SkeletonRowBlocks } from '../../components/Skeleton';

/** The three plan cards, to place inside a Skeleton (the grid of PlanCards). */
export function PlanCardBlocks() {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {Array.from({ length: 3 }, (_, index) => (
        <SkeletonPanel key={index} lines={5} className="p-6" />
      ))}
    </div>
  );
}

/** Membership while the account is read: the plan summary, the plan cards and the credit history. */
export function MembershipSkeleton() {
  return (
    <Skeleton className="flex flex-col gap-10">
      <SkeletonPanel lines={2} className="p-6" />
      <PlanCardBlocks />
      <SkeletonRowBlocks count={3} />
    </Skeleton>
  );
}
