import { Command, Option } from 'commander';
import {
  CliError,
  createAdminCommand,
  createOrganizationCommand,
  createTenantCommand,
  listTenantsCommand,
  ORGANIZATION_TYPES,
  resetPasswordCommand,
} from './cli/commands.js';
import { backupCommand, migrateCommand, restoreCommand } from './cli/operations.js';
import { loadConfig, type AppConfig } from './config.js';
import { BackupError } from './db/backup/format.js';
import { connectDatabase, runMigrations, type Database, type DatabaseHandle } from './db/client.js';
import { acquireDatabaseLock, DatabaseInUseError } from './db/lock.js';

/** Opens the configured database, holding the embedded database's lock while the command runs. */
async function withHandle<T>(run: (handle: DatabaseHandle, config: AppConfig) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const lock = config.databaseUrl ? null : acquireDatabaseLock(config.dataDir, 'cli');
  try {
    const database = await connectDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 2,
      statementTimeoutMs: config.statementTimeouts.longMs,
    });
    try {
      return await run(database, config);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

/** The database migrated to this version first, as the account commands need. */
const withDatabase = <T>(run: (db: Database) => Promise<T>) =>
  withHandle(async (handle) => {
    await runMigrations(handle);
    return run(handle.db);
  });

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

function printPassword(result: { password: string; generated: boolean }) {
  if (result.generated) console.log(`Password (shown once; store it safely): ${result.password}`);
  else console.log('Password: as given.');
}

const program = new Command()
  .name('oversight')
  .description(
    'Set up tenants and accounts. Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server first).',
  )
  .showHelpAfterError();

program
  .command('create-tenant')
  .description("Create a tenant (one government's installation); the first one becomes the default")
  .argument('<name>', 'short name used in the X-Tenant header, e.g. lagos')
  .requiredOption('--display-name <text>', 'the name people see, e.g. "Lagos State Government"')
  .action(async (name: string, options: { displayName: string }) => {
    const tenant = await withDatabase((db) =>
      createTenantCommand(db, { name, displayName: options.displayName }),
    );
    console.log(
      `Created tenant "${tenant.name}" (${tenant.displayName})${tenant.isDefault ? ', the default tenant' : ''}.`,
    );
  });

program
  .command('create-admin')
  .description("Create a tenant's supervising ADMIN account (the finance/budget/planning body)")
  .requiredOption('--tenant <name>', 'tenant name')
  .requiredOption('--email <email>', 'sign-in e-mail')
  .requiredOption('--name <name>', "the body's name")
  .option('--username <username>', 'sign-in username (default: made from the name)')
  .option('--password <password>', 'initial password (default: a strong one, printed once)')
  .action(
    async (options: {
      tenant: string;
      email: string;
      name: string;
      username?: string;
      password?: string;
    }) => {
      const result = await withDatabase((db) => createAdminCommand(db, options));
      console.log(
        `Created the supervising body "${result.organization.name}" of tenant "${result.tenant.name}": username ${result.user.username}, e-mail ${result.user.email}.`,
      );
      printPassword(result);
    },
  );

program
  .command('create-organization')
  .description('Create a ministry, agency, department, contractor or CSO account')
  .requiredOption('--tenant <name>', 'tenant name')
  .addOption(
    new Option('--type <type>', 'account type').choices([...ORGANIZATION_TYPES]).makeOptionMandatory(),
  )
  .option(
    '--parent <username>',
    'username of the organisation it belongs under (needed for AGENCY and DEPARTMENT; a MINISTRY defaults to the ADMIN body)',
  )
  .requiredOption('--email <email>', 'sign-in e-mail')
  .requiredOption('--name <name>', "the organisation's name")
  .option('--username <username>', 'sign-in username (default: made from the name)')
  .option('--password <password>', 'initial password (default: a strong one, printed once)')
  .action(
    async (options: {
      tenant: string;
      type: string;
      parent?: string;
      email: string;
      name: string;
      username?: string;
      password?: string;
    }) => {
      const result = await withDatabase((db) => createOrganizationCommand(db, options));
      const under = result.parent ? ` under ${result.parent.name} (${result.parent.username})` : '';
      console.log(
        `Created ${result.organization.accountType} "${result.organization.name}"${under} in tenant "${result.tenant.name}": username ${result.user.username}, e-mail ${result.user.email}.`,
      );
      printPassword(result);
    },
  );

program
  .command('reset-password')
  .description("Set a new password for an account (ends the account's sessions)")
  .requiredOption('--tenant <name>', 'tenant name')
  .requiredOption('--email <email>', "the account's e-mail")
  .option('--password <password>', 'new password (default: a strong one, printed once)')
  .action(async (options: { tenant: string; email: string; password?: string }) => {
    const result = await withDatabase((db) => resetPasswordCommand(db, options));
    console.log(
      `New password set for ${result.user.email} (${result.user.username}) in tenant "${result.tenant.name}"; its sessions are signed out.`,
    );
    printPassword(result);
  });

program
  .command('list-tenants')
  .description('List the tenants')
  .action(async () => {
    const rows = await withDatabase((db) => listTenantsCommand(db));
    if (rows.length === 0) {
      console.log(
        'No tenants yet. Start the server once (it creates the default tenant) or run create-tenant.',
      );
      return;
    }
    printTable(
      ['name', 'display name', 'default', 'users', 'organisations', 'created'],
      rows.map((row) => [
        row.name,
        row.displayName,
        row.isDefault ? 'yes' : '',
        String(row.users),
        String(row.organizations),
        row.created.slice(0, 10),
      ]),
    );
  });

program
  .command('migrate')
  .description(
    'Apply pending migrations (index builds run CONCURRENTLY on a PostgreSQL server); the server also does this at start',
  )
  .option(
    '--dry-run',
    'list what would run, and which statements take strong locks, without applying anything',
  )
  .action(async (options: { dryRun?: boolean }) => {
    console.log(await withHandle((handle) => migrateCommand(handle, { dryRun: options.dryRun ?? false })));
  });

program
  .command('backup')
  .description('Write a backup (.tar.gz) of the database and, with local storage, the uploaded files')
  .requiredOption('--to <file>', 'the backup file to write, e.g. oversight-2026-12-01.tar.gz')
  .action(async (options: { to: string }) => {
    try {
      console.log(await withHandle((handle, config) => backupCommand(handle, config, options.to)));
    } catch (error) {
      if (error instanceof DatabaseInUseError && error.holder.kind === 'server')
        throw new CliError(
          `The embedded database in ${error.dataDir} is in use by a running Oversight server: stop the server first, or let it write backups itself (BACKUP_SCHEDULE, see docs/operations/backup.md).`,
        );
      throw error;
    }
  });

program
  .command('restore')
  .description(
    'Restore a backup into an empty database (or, with --wipe, in place of everything in it); stop the servers first',
  )
  .requiredOption('--from <file>', 'the backup file')
  .option('--wipe', 'replace what the database and DATA_DIR/uploads hold (else both must be empty)')
  .action(async (options: { from: string; wipe?: boolean }) => {
    console.log(
      await withHandle((handle, config) =>
        restoreCommand(handle, config, { file: options.from, wipe: options.wipe ?? false }),
      ),
    );
  });

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CliError || error instanceof DatabaseInUseError || error instanceof BackupError) {
    console.error(`Error: ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
