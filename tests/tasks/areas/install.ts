/**
 * Reader tasks of the self-hosting and DIY area: running the engines on one's
 * own server (docs/install/docker_install), building and setting up the
 * Raspberry Box (docs/install/Raspberry Box/…) and running Lespass to
 * contribute (docs/contribute/development). Each fact names the product file
 * that proves it, at the versions the pages were checked against.
 */
import type {AreaTasks} from '../types';

const selfHost = '/docs/install/docker_install/';
const box = '/docs/install/Raspberry Box';
const client = `${box}/Software/laboutik/`;
const wiring = `${box}/Hardware/wiring/`;
const systemPage = `${box}/Software/raspberry_OS/`;
const laserCut = `${box}/Hardware/lazer_cut/`;
const contribute = '/docs/contribute/development/';

const lespass = 'TiBillet/Lespass';
const fedow = 'TiBillet/Fedow';
const laboutik = 'TiBillet/LaBoutik';
const deploy = 'TiBillet/laboutik-deploy';
const traefik = 'TiBillet/Traefik-reverse-proxy';
const hardware = 'TiBillet/DIY-point-of-sale-hardware';
const boxClient = 'TiBillet/client-raspberry-cashless-LaBoutik';

export const tasks: AreaTasks = [
  {
    id: 'self-host-first-install',
    reader: 'self-hoster',
    answers: [selfHost],
    en: {
      job: 'My Lespass containers are up on my server; how do I create the database and the first space?',
      query: 'first install of a self-hosted Lespass',
    },
    fr: {
      job: 'Mes conteneurs Lespass tournent sur mon serveur : comment créer la base et le premier espace ?',
      query: 'première installation de Lespass sur mon serveur',
    },
    facts: [
      {
        source: `${lespass}:start.sh`,
        en: ['migrate_schemas', 'MIGRATE=1'],
        fr: ['migrate_schemas', 'MIGRATE=1'],
      },
      {
        source: `${lespass}:Administration/management/commands/install.py`,
        en: ['manage.py install', 'Public domain already installed'],
        fr: ['manage.py install', 'Public domain already installed'],
      },
    ],
  },
  {
    id: 'self-host-fedow-container',
    reader: 'self-hoster',
    answers: [selfHost],
    en: {
      job: 'Which file starts Fedow in production, and how can I tell that it answers?',
      query: 'run Fedow in production',
    },
    fr: {
      job: 'Quel fichier démarre Fedow en production, et comment savoir qu’il répond ?',
      query: 'faire tourner Fedow en production',
    },
    facts: [
      {
        source: `${lespass}:docker-compose.prod.yml`,
        en: ['docker-compose.prod.yml', 'tibillet/fedow:latest', 'fedow_django'],
        fr: ['docker-compose.prod.yml', 'tibillet/fedow:latest', 'fedow_django'],
      },
      {
        source: `${fedow}:fedow_core/views.py`,
        en: ['{"message":"Hello world!"}'],
        fr: ['{"message":"Hello world!"}'],
      },
    ],
  },
  {
    id: 'self-host-laboutik-settings',
    reader: 'self-hoster',
    answers: [selfHost],
    en: {
      job: 'What do I put in the cash register settings so that it reaches my Lespass and my Fedow?',
      query: 'LaBoutik environment variables to connect Lespass and Fedow',
    },
    fr: {
      job: 'Que mettre dans les réglages de la caisse pour qu’elle joigne mon Lespass et mon Fedow ?',
      query: 'variables d’environnement de LaBoutik pour relier Lespass et Fedow',
    },
    facts: [
      {
        source: `${laboutik}:env_example`,
        en: ['LESPASS_TENANT_URL', 'FEDOW_URL', 'MAIN_ASSET_NAME'],
        fr: ['LESPASS_TENANT_URL', 'FEDOW_URL', 'MAIN_ASSET_NAME'],
      },
      {
        source: `${laboutik}:administration/management/commands/install.py`,
        en: ['ADMIN_LABOUTIK'],
        fr: ['ADMIN_LABOUTIK'],
      },
    ],
  },
  {
    id: 'self-host-login-without-email',
    reader: 'self-hoster',
    answers: [selfHost],
    en: {
      job: 'E-mail does not work yet on my server: how do I get into the Lespass admin?',
      query: 'sign in to a self-hosted Lespass without e-mail',
    },
    fr: {
      job: 'Les e-mails ne partent pas encore de mon serveur : comment entrer dans l’administration de Lespass ?',
      query: 'se connecter à un Lespass auto-hébergé sans e-mail',
    },
    facts: [
      {
        source: `${lespass}:Administration/management/commands/get_login_link.py`,
        en: ['get_login_link'],
        fr: ['get_login_link'],
      },
      {source: `${lespass}:TiBillet/urls_tenants.py`, en: ['/admin/'], fr: ['/admin/']},
    ],
  },
  {
    id: 'self-host-laboutik-vps',
    reader: 'self-hoster',
    answers: [selfHost],
    en: {
      job: 'Set up a brand new VPS for the cash register with the cooperative’s deploy kit',
      query: 'self-host LaBoutik on a new VPS',
    },
    fr: {
      job: 'Préparer un VPS tout neuf pour la caisse avec le kit de déploiement de la coopérative',
      query: 'installer LaBoutik sur un nouveau VPS',
    },
    facts: [
      {
        source: `${deploy}:Makefile`,
        en: ['make install', 'update-laboutik.sh', 'VPS setup completed successfully!'],
        fr: ['make install', 'update-laboutik.sh', 'VPS setup completed successfully!'],
      },
    ],
  },
  {
    id: 'self-host-certificates',
    reader: 'self-hoster',
    answers: [selfHost],
    en: {
      job: 'My HTTPS certificates never arrive: which resolver names must Traefik know?',
      query: 'Traefik certificate resolver wildcard',
    },
    fr: {
      job: 'Mes certificats HTTPS n’arrivent jamais : quels noms de résolveurs Traefik doit-il connaître ?',
      query: 'résolveur de certificats Traefik générique',
    },
    facts: [
      {
        source: `${lespass}:docker-compose.prod.yml`,
        en: ['le-ovh', 'le-alpn'],
        fr: ['le-ovh', 'le-alpn'],
      },
      {source: `${laboutik}:docker-compose.yml`, en: ['myresolver'], fr: ['myresolver']},
      {
        source: `${traefik}:wildcard/docker-compose.yml`,
        en: ['caserver', 'staging'],
        fr: ['caserver', 'serveur de test'],
      },
    ],
  },
  {
    id: 'self-host-backups',
    reader: 'self-hoster',
    answers: [selfHost],
    en: {
      job: 'Back up the data of the three engines to another machine',
      query: 'back up the server with Borg',
    },
    fr: {
      job: 'Sauvegarder les données des trois moteurs sur une autre machine',
      query: 'sauvegarder le serveur avec Borg',
    },
    facts: [
      {source: `${lespass}:cron/saveDb.sh`, en: ['cron/saveDb.sh'], fr: ['cron/saveDb.sh']},
      {
        source: `${fedow}:backup/save.sh`,
        en: ['backup/save.sh', 'PREFIX_SAVE_DB'],
        fr: ['backup/save.sh', 'PREFIX_SAVE_DB'],
      },
      {
        source: `${laboutik}:cron/dump_and_borg.sh`,
        en: ['cron/dump_and_borg.sh'],
        fr: ['cron/dump_and_borg.sh'],
      },
    ],
  },
  {
    id: 'self-host-update',
    reader: 'self-hoster',
    answers: [selfHost],
    en: {
      job: 'Move my self-hosted Lespass to the new release without missing a database migration',
      query: 'update self-hosted Lespass to a new version',
    },
    fr: {
      job: 'Passer mon Lespass auto-hébergé à la nouvelle version sans oublier de migration',
      query: 'mettre à jour Lespass auto-hébergé',
    },
    facts: [
      {source: `${lespass}:CHANGELOG.md`, en: ['CHANGELOG.md'], fr: ['CHANGELOG.md']},
      {source: `${lespass}:VERSION`, en: ['VERSION', 'MIGRATE=1'], fr: ['VERSION', 'MIGRATE=1']},
    ],
  },
  {
    id: 'box-install-client',
    reader: 'technician',
    answers: [client],
    en: {
      job: 'Put the till software on the Raspberry Pi of the box',
      query: 'install the till software on the Raspberry Pi',
    },
    fr: {
      job: 'Mettre le logiciel de caisse sur le Raspberry Pi de la box',
      query: 'installer le logiciel de caisse sur le Raspberry Pi',
    },
    facts: [
      {
        source: `${boxClient}:LaBoutik.sh`,
        en: ['LaBoutik.sh', 'sysop', 'https://discovery.tibillet.coop'],
        fr: ['LaBoutik.sh', 'sysop', 'https://discovery.tibillet.coop'],
      },
    ],
  },
  {
    id: 'box-pair-pin',
    reader: 'technician',
    answers: [client],
    en: {
      job: 'The box asks for a PIN code: where do I get one?',
      query: 'PIN code to pair the Raspberry Box',
    },
    fr: {
      job: 'La box demande un code PIN : où est-ce que je le trouve ?',
      query: 'code PIN pour appairer la Raspberry Box',
    },
    facts: [
      {
        source: `${laboutik}:administration/adminstaff.py`,
        en: ['Appareils', 'Code PIN'],
        fr: ['Appareils', 'Code PIN'],
      },
      {
        source: `${boxClient}:nfcServer/www/assets/js/modules/templateRender.js`,
        en: ['Add a place', 'validate'],
        fr: ['Add a place', 'validate'],
      },
    ],
  },
  {
    id: 'box-reader-pins',
    reader: 'technician',
    answers: [wiring],
    en: {
      job: 'Which pins of the Raspberry Pi do the wires of the RC522 card reader go to?',
      query: 'RC522 reader pins on the Raspberry Pi',
    },
    fr: {
      job: 'Sur quelles broches du Raspberry Pi vont les câbles du lecteur de cartes RC522 ?',
      query: 'broches du lecteur RC522 sur le Raspberry Pi',
    },
    facts: [
      {
        source: `${boxClient}:nfcServer/modules/devices/vma405-rfid-rc522.js`,
        en: ['SDA on pin 24', 'RST on pin 22', 'rpi-softspi'],
        fr: ['SDA sur la 24', 'RST sur la 22', 'rpi-softspi'],
      },
    ],
  },
  {
    id: 'box-operating-system',
    reader: 'technician',
    answers: [systemPage],
    en: {
      job: 'Which system do I write on the SD card before installing the till?',
      query: 'which Raspberry Pi OS for the box',
    },
    fr: {
      job: 'Quel système écrire sur la carte SD avant d’installer la caisse ?',
      query: 'quel Raspberry Pi OS pour la box',
    },
    facts: [
      {
        source: `${boxClient}:README.md`,
        en: ['Raspberry Pi OS (Legacy, 32-bit) Lite', 'sysop'],
        fr: ['Raspberry Pi OS (Legacy, 32-bit) Lite', 'sysop'],
      },
      {source: `${boxClient}:LaBoutik.sh`, en: ['/boot/config.txt'], fr: ['/boot/config.txt']},
    ],
  },
  {
    id: 'box-laser-files',
    reader: 'technician',
    answers: [laserCut],
    en: {
      job: 'Which files do I send to the FabLab’s laser cutter for the 7-inch case?',
      query: 'laser cutter files for the 7-inch case',
    },
    fr: {
      job: 'Quels fichiers envoyer à la découpeuse laser du FabLab pour le boîtier 7 pouces ?',
      query: 'fichiers pour la découpe laser du boîtier 7 pouces',
    },
    facts: [
      {
        source: `${hardware}:7Pouces/7PoucesFixationArriere/lightburn/README.md`,
        en: ['7Pouces/7PoucesFixationArriere', '.lbrn2'],
        fr: ['7Pouces/7PoucesFixationArriere', '.lbrn2'],
      },
      {source: `${hardware}:README.md`, en: ['5 mm plywood'], fr: ['contreplaqué de 5 mm']},
    ],
  },
  {
    id: 'dev-run-lespass',
    reader: 'developer',
    answers: [contribute],
    en: {
      job: 'Run Lespass on my laptop to fix a bug and run its tests',
      query: 'run Lespass locally for development',
    },
    fr: {
      job: 'Faire tourner Lespass sur mon ordinateur pour corriger un bogue et lancer ses tests',
      query: 'lancer Lespass en local pour développer',
    },
    facts: [
      {source: `${lespass}:flush.sh`, en: ['flush.sh'], fr: ['flush.sh']},
      {source: `${lespass}:bashrc`, en: ['rsp'], fr: ['rsp']},
      {source: `${lespass}:tests/README.md`, en: ['tests/pytest/'], fr: ['tests/pytest/']},
    ],
  },
];
