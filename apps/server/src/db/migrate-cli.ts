import { parseConfig } from '../config';
import { openDatabase } from './open-database';

const config = parseConfig();
const database = openDatabase(config, console);
await database.migrate();
await database.close();
console.log(`Migrated the ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database.`);
