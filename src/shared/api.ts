/**
 * The API reference's routes and groups, as the gatsby-source-lexical-api plugin defines them
 * for the nodes it makes. The site reads them from here so that the plugin stays the one owner
 * (it imports nothing from the site) and site code has one place to import them from.
 */
export {
  API_MODULES_PATH,
  API_ROOT,
  MEMBER_GROUPS,
  modulePath,
  moduleSlug,
  packagePath,
  PACKAGES_ROOT,
} from '../../plugins/gatsby-source-lexical-api/routes';
