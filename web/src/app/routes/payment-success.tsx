import { PaymentSuccess } from '../../features/pricing/components/payment-success';

export function Component() {
  return <PaymentSuccess />;
}
