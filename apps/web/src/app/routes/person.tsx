import { PersonOffices } from '../../features/offices/components/person-offices';
import { PersonPage } from '../../features/people/components/person-page';
import { PersonUtilizationTarget } from '../../features/utilization-targets/components/person-utilization-target';

/** A person's admin page, with the offices feature's section of their office and moves, and their utilization target. */
export function PersonRoute() {
  return (
    <PersonPage
      renderOffice={(person) => <PersonOffices personId={person.id} personName={person.name} />}
      renderUtilizationTarget={(person) => (
        <PersonUtilizationTarget personId={person.id} personName={person.name} />
      )}
    />
  );
}
