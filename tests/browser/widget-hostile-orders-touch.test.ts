import { describeHostileOrders } from './support/hostile-orders';

describeHostileOrders('touch');
