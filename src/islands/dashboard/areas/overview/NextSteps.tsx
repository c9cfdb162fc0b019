/** The overview's "Next steps": where a buyer or a seller usually goes next. */
import type { BusinessUserType } from '../../../../contracts/account.ts';

export function NextSteps({ business }: { business: BusinessUserType }) {
  return (
    <section className="card" aria-labelledby="next-title">
      <h2 id="next-title">Next steps</h2>
      <ul className="next-steps">
        {business !== 'seller' && (
          <li>
            <a href="/search">Find products</a> by name, synonym or CAS number.
          </li>
        )}
        {business !== 'seller' && (
          <li>
            <a href="/markets">Browse markets</a> for the industry you manufacture for.
          </li>
        )}
        {business !== 'buyer' && (
          <li>
            <a href="/suppliers">See how suppliers present themselves</a> before your storefront opens.
          </li>
        )}
        <li>
          <a href="/account/settings">Review your account settings</a>.
        </li>
      </ul>
    </section>
  );
}
