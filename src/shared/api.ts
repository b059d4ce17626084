/**
 * The API reference's routes and groups, as the gatsby-source-lexical-api plugin defines them
 * for the nodes it makes. The site reads them from here so that the plugin stays the one owner
 * (it imports nothing from the site) and site code has one place to import them from.
 */
export {
  API_MODULES_PATH,
  API_ROOT,
  DECLARATION_GROUPS,
  MEMBER_GROUPS,
  PACKAGES_ROOT,
  declarationPagePath,
  modulePath,
  moduleSlug,
  packagePath,
  packageSlug,
  type ApiPageKind,
  type DeclarationKind,
  type MemberKind,
} from '../../plugins/gatsby-source-lexical-api/routes';
