/**
 * `npm run admin -- <command>`: support operations on learner accounts, against the local
 * stack or, with TABLE_NAME and the COGNITO_* variables set, a deployed one.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadToolEnvironment } from '../functions/local/tool-env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  user <email>                                  show the account and profile
  grant-premium <email> --days N [--tier premium|enterprise]
                                                grant premium for N days (extends any current grant)
  revoke-premium <email>                        end every premium access now
  verify <email>                                confirm the sign-up and mark the email verified
  create-team <owner email> --name "Team name"  create a team with an Enterprise membership and its owner
`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      days: { type: 'string' },
      tier: { type: 'string', default: 'premium' },
      name: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command, email] = positionals;
  if (values.help || !command || !email) {
    console.log(USAGE);
    return command || values.help ? 0 : 2;
  }
  const target = loadToolEnvironment(root);
  const admin = await import('../functions/services/admin-service');
  let result: unknown;
  switch (command) {
    case 'user':
      result = await admin.lookUpAccount(email);
      break;
    case 'grant-premium': {
      const tier = values.tier?.toUpperCase();
      if (tier !== 'PREMIUM' && tier !== 'ENTERPRISE')
        throw new Error('--tier must be premium or enterprise');
      result = await admin.grantPremium(email, Number(values.days), tier);
      break;
    }
    case 'revoke-premium':
      result = await admin.revokePremium(email);
      break;
    case 'verify':
      result = await admin.markVerified(email);
      break;
    case 'create-team':
      if (!values.name) throw new Error('--name is required');
      result = await admin.createTeam(values.name, email);
      break;
    default:
      console.error(`Unknown command ${command}\n\n${USAGE}`);
      return 2;
  }
  console.log(JSON.stringify({ target, command, result }, null, 2));
  return 0;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
