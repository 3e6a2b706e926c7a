/** What the plans domain offers other domains: the plan rules the subscription pages read too. */
export { isSpotWeek } from './Plan/planRules';
