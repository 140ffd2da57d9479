export { RISE_SET_RULE_TEXT, VOID_OF_COURSE_ASPECTS, VOID_OF_COURSE_PLANETS, VOID_OF_COURSE_RULE_TEXT } from './rules';
export type { VoidOfCourseAspect, VoidOfCoursePlanet } from './rules';
export {
  isoInstant,
  moonAspectsBetween,
  moonIngressesBetween,
  moonTonight,
  moonTonightJson,
} from './moon-tonight';
export type { MoonTonight, MoonTonightInput, MoonTonightJson, MoonTonightResult, VoidOfCourse } from './moon-tonight';
