// k6 run -e BASE_URL=http://host:port -e PROFILE=smoke|average|stress|spike|soak loadtests/scenarios/study-plan-day.ts
import { k6Scenario } from './lib/k6-client.ts';

const scenario = k6Scenario('study-plan-day');
export const options = scenario.options;
export const setup = scenario.setup;
export default scenario.iteration;
