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

export const tasks: AreaTasks = {
  en: [
    {
      id: 'self-host-first-install',
      reader: 'self-hoster',
      job: 'My Lespass containers are up on my server; how do I create the database and the first space?',
      query: 'first install of a self-hosted Lespass',
      answers: [selfHost],
      facts: [
        {says: ['migrate_schemas', 'MIGRATE=1'], source: `${lespass}:start.sh`},
        {
          says: ['manage.py install', 'Public domain already installed'],
          source: `${lespass}:Administration/management/commands/install.py`,
        },
      ],
    },
    {
      id: 'self-host-fedow-container',
      reader: 'self-hoster',
      job: 'Which file starts Fedow in production, and how can I tell that it answers?',
      query: 'run Fedow in production',
      answers: [selfHost],
      facts: [
        {
          says: ['docker-compose.prod.yml', 'tibillet/fedow:latest', 'fedow_django'],
          source: `${lespass}:docker-compose.prod.yml`,
        },
        {says: ['{"message":"Hello world!"}'], source: `${fedow}:fedow_core/views.py`},
      ],
    },
    {
      id: 'self-host-laboutik-settings',
      reader: 'self-hoster',
      job: 'What do I put in the cash register settings so that it reaches my Lespass and my Fedow?',
      query: 'LaBoutik environment variables to connect Lespass and Fedow',
      answers: [selfHost],
      facts: [
        {
          says: ['LESPASS_TENANT_URL', 'FEDOW_URL', 'MAIN_ASSET_NAME'],
          source: `${laboutik}:env_example`,
        },
        {
          says: ['ADMIN_LABOUTIK'],
          source: `${laboutik}:administration/management/commands/install.py`,
        },
      ],
    },
    {
      id: 'self-host-login-without-email',
      reader: 'self-hoster',
      job: 'E-mail does not work yet on my server: how do I get into the Lespass admin?',
      query: 'sign in to a self-hosted Lespass without e-mail',
      answers: [selfHost],
      facts: [
        {
          says: ['get_login_link'],
          source: `${lespass}:Administration/management/commands/get_login_link.py`,
        },
        {says: ['/admin/'], source: `${lespass}:TiBillet/urls_tenants.py`},
      ],
    },
    {
      id: 'self-host-laboutik-vps',
      reader: 'self-hoster',
      job: 'Set up a brand new VPS for the cash register with the cooperative’s deploy kit',
      query: 'self-host LaBoutik on a new VPS',
      answers: [selfHost],
      facts: [
        {
          says: ['make install', 'update-laboutik.sh', 'VPS setup completed successfully!'],
          source: `${deploy}:Makefile`,
        },
      ],
    },
    {
      id: 'self-host-certificates',
      reader: 'self-hoster',
      job: 'My HTTPS certificates never arrive: which resolver names must Traefik know?',
      query: 'Traefik certificate resolver wildcard',
      answers: [selfHost],
      facts: [
        {says: ['le-ovh', 'le-alpn'], source: `${lespass}:docker-compose.prod.yml`},
        {says: ['myresolver'], source: `${laboutik}:docker-compose.yml`},
        {says: ['caserver', 'staging'], source: `${traefik}:wildcard/docker-compose.yml`},
      ],
    },
    {
      id: 'self-host-backups',
      reader: 'self-hoster',
      job: 'Back up the data of the three engines to another machine',
      query: 'back up the server with Borg',
      answers: [selfHost],
      facts: [
        {says: ['cron/saveDb.sh'], source: `${lespass}:cron/saveDb.sh`},
        {says: ['backup/save.sh', 'PREFIX_SAVE_DB'], source: `${fedow}:backup/save.sh`},
        {says: ['cron/dump_and_borg.sh'], source: `${laboutik}:cron/dump_and_borg.sh`},
      ],
    },
    {
      id: 'self-host-update',
      reader: 'self-hoster',
      job: 'Move my self-hosted Lespass to the new release without missing a database migration',
      query: 'update self-hosted Lespass to a new version',
      answers: [selfHost],
      facts: [
        {says: ['CHANGELOG.md'], source: `${lespass}:CHANGELOG.md`},
        {says: ['VERSION', 'MIGRATE=1'], source: `${lespass}:VERSION`},
      ],
    },
    {
      id: 'box-install-client',
      reader: 'technician',
      job: 'Put the till software on the Raspberry Pi of the box',
      query: 'install the till software on the Raspberry Pi',
      answers: [client],
      facts: [
        {
          says: ['LaBoutik.sh', 'sysop', 'https://discovery.tibillet.coop'],
          source: `${boxClient}:LaBoutik.sh`,
        },
      ],
    },
    {
      id: 'box-pair-pin',
      reader: 'technician',
      job: 'The box asks for a PIN code: where do I get one?',
      query: 'PIN code to pair the Raspberry Box',
      answers: [client],
      facts: [
        {says: ['Appareils', 'Code PIN'], source: `${laboutik}:administration/adminstaff.py`},
        {
          says: ['Add a place', 'validate'],
          source: `${boxClient}:nfcServer/www/assets/js/modules/templateRender.js`,
        },
      ],
    },
    {
      id: 'box-reader-pins',
      reader: 'technician',
      job: 'Which pins of the Raspberry Pi do the wires of the RC522 card reader go to?',
      query: 'RC522 reader pins on the Raspberry Pi',
      answers: [wiring],
      facts: [
        {
          says: ['SDA on pin 24', 'RST on pin 22', 'rpi-softspi'],
          source: `${boxClient}:nfcServer/modules/devices/vma405-rfid-rc522.js`,
        },
      ],
    },
    {
      id: 'box-operating-system',
      reader: 'technician',
      job: 'Which system do I write on the SD card before installing the till?',
      query: 'which Raspberry Pi OS for the box',
      answers: [systemPage],
      facts: [
        {
          says: ['Raspberry Pi OS (Legacy, 32-bit) Lite', 'sysop'],
          source: `${boxClient}:README.md`,
        },
        {says: ['/boot/config.txt'], source: `${boxClient}:LaBoutik.sh`},
      ],
    },
    {
      id: 'box-laser-files',
      reader: 'technician',
      job: 'Which files do I send to the FabLab’s laser cutter for the 7-inch case?',
      query: 'laser cutter files for the 7-inch case',
      answers: [laserCut],
      facts: [
        {
          says: ['7Pouces/7PoucesFixationArriere', '.lbrn2'],
          source: `${hardware}:7Pouces/7PoucesFixationArriere/lightburn/README.md`,
        },
        {says: ['5 mm plywood'], source: `${hardware}:README.md`},
      ],
    },
    {
      id: 'dev-run-lespass',
      reader: 'developer',
      job: 'Run Lespass on my laptop to fix a bug and run its tests',
      query: 'run Lespass locally for development',
      answers: [contribute],
      facts: [
        {says: ['flush.sh'], source: `${lespass}:flush.sh`},
        {says: ['rsp'], source: `${lespass}:bashrc`},
        {says: ['tests/pytest/'], source: `${lespass}:tests/README.md`},
      ],
    },
  ],
  fr: [
    {
      id: 'self-host-first-install',
      reader: 'self-hoster',
      job: 'Mes conteneurs Lespass tournent sur mon serveur : comment créer la base et le premier espace ?',
      query: 'première installation de Lespass sur mon serveur',
      answers: [selfHost],
      facts: [
        {says: ['migrate_schemas', 'MIGRATE=1'], source: `${lespass}:start.sh`},
        {
          says: ['manage.py install', 'Public domain already installed'],
          source: `${lespass}:Administration/management/commands/install.py`,
        },
      ],
    },
    {
      id: 'self-host-fedow-container',
      reader: 'self-hoster',
      job: 'Quel fichier démarre Fedow en production, et comment savoir qu’il répond ?',
      query: 'faire tourner Fedow en production',
      answers: [selfHost],
      facts: [
        {
          says: ['docker-compose.prod.yml', 'tibillet/fedow:latest', 'fedow_django'],
          source: `${lespass}:docker-compose.prod.yml`,
        },
        {says: ['{"message":"Hello world!"}'], source: `${fedow}:fedow_core/views.py`},
      ],
    },
    {
      id: 'self-host-laboutik-settings',
      reader: 'self-hoster',
      job: 'Que mettre dans les réglages de la caisse pour qu’elle joigne mon Lespass et mon Fedow ?',
      query: 'variables d’environnement de LaBoutik pour relier Lespass et Fedow',
      answers: [selfHost],
      facts: [
        {
          says: ['LESPASS_TENANT_URL', 'FEDOW_URL', 'MAIN_ASSET_NAME'],
          source: `${laboutik}:env_example`,
        },
        {
          says: ['ADMIN_LABOUTIK'],
          source: `${laboutik}:administration/management/commands/install.py`,
        },
      ],
    },
    {
      id: 'self-host-login-without-email',
      reader: 'self-hoster',
      job: 'Les e-mails ne partent pas encore de mon serveur : comment entrer dans l’administration de Lespass ?',
      query: 'se connecter à un Lespass auto-hébergé sans e-mail',
      answers: [selfHost],
      facts: [
        {
          says: ['get_login_link'],
          source: `${lespass}:Administration/management/commands/get_login_link.py`,
        },
        {says: ['/admin/'], source: `${lespass}:TiBillet/urls_tenants.py`},
      ],
    },
    {
      id: 'self-host-laboutik-vps',
      reader: 'self-hoster',
      job: 'Préparer un VPS tout neuf pour la caisse avec le kit de déploiement de la coopérative',
      query: 'installer LaBoutik sur un nouveau VPS',
      answers: [selfHost],
      facts: [
        {
          says: ['make install', 'update-laboutik.sh', 'VPS setup completed successfully!'],
          source: `${deploy}:Makefile`,
        },
      ],
    },
    {
      id: 'self-host-certificates',
      reader: 'self-hoster',
      job: 'Mes certificats HTTPS n’arrivent jamais : quels noms de résolveurs Traefik doit-il connaître ?',
      query: 'résolveur de certificats Traefik générique',
      answers: [selfHost],
      facts: [
        {says: ['le-ovh', 'le-alpn'], source: `${lespass}:docker-compose.prod.yml`},
        {says: ['myresolver'], source: `${laboutik}:docker-compose.yml`},
        {says: ['caserver', 'serveur de test'], source: `${traefik}:wildcard/docker-compose.yml`},
      ],
    },
    {
      id: 'self-host-backups',
      reader: 'self-hoster',
      job: 'Sauvegarder les données des trois moteurs sur une autre machine',
      query: 'sauvegarder le serveur avec Borg',
      answers: [selfHost],
      facts: [
        {says: ['cron/saveDb.sh'], source: `${lespass}:cron/saveDb.sh`},
        {says: ['backup/save.sh', 'PREFIX_SAVE_DB'], source: `${fedow}:backup/save.sh`},
        {says: ['cron/dump_and_borg.sh'], source: `${laboutik}:cron/dump_and_borg.sh`},
      ],
    },
    {
      id: 'self-host-update',
      reader: 'self-hoster',
      job: 'Passer mon Lespass auto-hébergé à la nouvelle version sans oublier de migration',
      query: 'mettre à jour Lespass auto-hébergé',
      answers: [selfHost],
      facts: [
        {says: ['CHANGELOG.md'], source: `${lespass}:CHANGELOG.md`},
        {says: ['VERSION', 'MIGRATE=1'], source: `${lespass}:VERSION`},
      ],
    },
    {
      id: 'box-install-client',
      reader: 'technician',
      job: 'Mettre le logiciel de caisse sur le Raspberry Pi de la box',
      query: 'installer le logiciel de caisse sur le Raspberry Pi',
      answers: [client],
      facts: [
        {
          says: ['LaBoutik.sh', 'sysop', 'https://discovery.tibillet.coop'],
          source: `${boxClient}:LaBoutik.sh`,
        },
      ],
    },
    {
      id: 'box-pair-pin',
      reader: 'technician',
      job: 'La box demande un code PIN : où est-ce que je le trouve ?',
      query: 'code PIN pour appairer la Raspberry Box',
      answers: [client],
      facts: [
        {says: ['Appareils', 'Code PIN'], source: `${laboutik}:administration/adminstaff.py`},
        {
          says: ['Add a place', 'validate'],
          source: `${boxClient}:nfcServer/www/assets/js/modules/templateRender.js`,
        },
      ],
    },
    {
      id: 'box-reader-pins',
      reader: 'technician',
      job: 'Sur quelles broches du Raspberry Pi vont les câbles du lecteur de cartes RC522 ?',
      query: 'broches du lecteur RC522 sur le Raspberry Pi',
      answers: [wiring],
      facts: [
        {
          says: ['SDA sur la 24', 'RST sur la 22', 'rpi-softspi'],
          source: `${boxClient}:nfcServer/modules/devices/vma405-rfid-rc522.js`,
        },
      ],
    },
    {
      id: 'box-operating-system',
      reader: 'technician',
      job: 'Quel système écrire sur la carte SD avant d’installer la caisse ?',
      query: 'quel Raspberry Pi OS pour la box',
      answers: [systemPage],
      facts: [
        {
          says: ['Raspberry Pi OS (Legacy, 32-bit) Lite', 'sysop'],
          source: `${boxClient}:README.md`,
        },
        {says: ['/boot/config.txt'], source: `${boxClient}:LaBoutik.sh`},
      ],
    },
    {
      id: 'box-laser-files',
      reader: 'technician',
      job: 'Quels fichiers envoyer à la découpeuse laser du FabLab pour le boîtier 7 pouces ?',
      query: 'fichiers pour la découpe laser du boîtier 7 pouces',
      answers: [laserCut],
      facts: [
        {
          says: ['7Pouces/7PoucesFixationArriere', '.lbrn2'],
          source: `${hardware}:7Pouces/7PoucesFixationArriere/lightburn/README.md`,
        },
        {says: ['contreplaqué de 5 mm'], source: `${hardware}:README.md`},
      ],
    },
    {
      id: 'dev-run-lespass',
      reader: 'developer',
      job: 'Faire tourner Lespass sur mon ordinateur pour corriger un bogue et lancer ses tests',
      query: 'lancer Lespass en local pour développer',
      answers: [contribute],
      facts: [
        {says: ['flush.sh'], source: `${lespass}:flush.sh`},
        {says: ['rsp'], source: `${lespass}:bashrc`},
        {says: ['tests/pytest/'], source: `${lespass}:tests/README.md`},
      ],
    },
  ],
};
