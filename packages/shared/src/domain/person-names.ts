/** How a person's name is shown: the one place it is formed, for the server's answers and the web app. */
export interface PersonName {
  firstName: string;
  lastName: string;
}

/** "Emily Carter". */
export function fullName(person: PersonName): string {
  return `${person.firstName} ${person.lastName}`;
}

/** "Carter, Emily": lists sorted by last name (spec: Employee as "last, first"). */
export function reversedName(person: PersonName): string {
  return `${person.lastName}, ${person.firstName}`;
}
