// The import zones of docs/decisions/022-enforced-boundaries.md, as import-x/no-restricted-paths
// zones (paths from the repository root). One zone per API module and per web feature, made from
// the folders that exist, so a new module or feature is fenced in without editing this file.

const API = './apps/api/src';
const WEB = './apps/web/src';
const DECISION = 'See docs/decisions/022-enforced-boundaries.md.';

/**
 * @param {{ apiModules: string[], webFeatures: string[] }} folders
 * @returns {{ target: string | string[], from: string | string[], except?: string[], message: string }[]}
 */
export function importZones({ apiModules, webFeatures }) {
  return [
    {
      target: [
        `${API}/platform`,
        `${API}/db`,
        `${API}/storage`,
        `${API}/speech`,
        `${API}/mail`,
        `${API}/payments`,
      ],
      from: [`${API}/domain`, `${API}/modules`],
      message: `platform, db, storage, speech, mail and payments are the bottom layer: they never import domain or modules. ${DECISION}`,
    },
    {
      target: `${API}/domain`,
      from: `${API}/modules`,
      message: `domain is shared by the modules and never imports one. ${DECISION}`,
    },
    ...apiModules.map((name) => ({
      target: `${API}/modules/${name}`,
      from: `${API}/modules`,
      except: [`./${name}`],
      message: `A module never imports another module; move what both need to apps/api/src/domain. ${DECISION}`,
    })),
    {
      target: [`${WEB}/lib`, `${WEB}/components`, `${WEB}/config`, `${WEB}/layout`, `${WEB}/types`],
      from: [`${WEB}/features`, `${WEB}/app`],
      message: `Shared code (lib, components, config, layout, types) never imports features or app. ${DECISION}`,
    },
    ...webFeatures.map((name) => ({
      target: `${WEB}/features/${name}`,
      from: [`${WEB}/features`],
      except: [`./${name}`],
      message: `A feature never imports another feature; compose them in app/ or move the shared part to components/ or lib/. ${DECISION}`,
    })),
    {
      target: `${WEB}/features`,
      from: `${WEB}/app`,
      message: `Features never import app/; app/ composes features. ${DECISION}`,
    },
  ];
}
