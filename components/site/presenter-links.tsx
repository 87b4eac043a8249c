import { Link } from '@/components/ui/link';

/** 'Com A, B e C', each name linked to the presenter's card on /equipe. */
export function PresenterLinks({ people, className }: { people: ReadonlyArray<{ id: number | string; nome: string }>; className: string }) {
  if (people.length === 0) return null;
  return (
    <p className={className}>
      Com{' '}
      {people.map((person, index) => (
        <span key={person.id}>
          {index > 0 && (index === people.length - 1 ? ' e ' : ', ')}
          <Link href={`/equipe#membro-${person.id}`} className="font-semibold text-brand-700 hover:underline">
            {person.nome}
          </Link>
        </span>
      ))}
    </p>
  );
}
