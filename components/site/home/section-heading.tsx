import clsx from 'clsx';

export function SectionHeading({ id, children, className, action }: { id: string; children: React.ReactNode; className?: string; action?: React.ReactNode }) {
  return (
    <div className={clsx('mb-4 flex items-end justify-between gap-4 border-b-2 border-ink pb-2', className)}>
      <h2 id={id} className="text-lg font-black uppercase tracking-tight text-ink sm:text-xl">
        {children}
      </h2>
      {action}
    </div>
  );
}
