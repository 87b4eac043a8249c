import clsx from 'clsx';

export function SectionHeading({ id, children, className, action }: { id: string; children: React.ReactNode; className?: string; action?: React.ReactNode }) {
  return (
    <div className={clsx('section-heading', className)}>
      <h2 id={id} className="section-title">
        {children}
      </h2>
      {action}
    </div>
  );
}
