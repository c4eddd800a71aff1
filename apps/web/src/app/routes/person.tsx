import { PersonOffices } from '../../features/offices/components/person-offices';
import { PersonPage } from '../../features/people/components/person-page';

/** A person's admin page, with the offices feature's section of their office and moves. */
export function PersonRoute() {
  return (
    <PersonPage renderOffice={(person) => <PersonOffices personId={person.id} personName={person.name} />} />
  );
}
