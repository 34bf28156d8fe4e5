import { useNavigate } from "react-router";
import { buttonClassName } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";

// spec 000 §9, 001 §2: gift cards are sold on the UK site in pounds only, so another version's gift card page
// answers with this choice: the same page on the UK site, or this site's home page. The dialog keeps focus
// inside it and Escape (or its close button) is "Return to Homepage". Without JavaScript the same two links
// stand in the page, since a dialog cannot open itself.

interface UkOnlyOverlayProps {
  title: string;
  body: string;
  ukPath: string;
  homePath: string;
  changeLabel: string;
  returnLabel: string;
}

function Choices({ ukPath, homePath, changeLabel, returnLabel }: Omit<UkOnlyOverlayProps, "title" | "body">) {
  return (
    <div className="uk-only__choices">
      {/* A full page load: the UK site has its own header, currency and bag. */}
      <a href={ukPath} className={buttonClassName("primary", true)} data-uk-switch="">
        {changeLabel}
      </a>
      <a href={homePath} className={buttonClassName("secondary", true)}>
        {returnLabel}
      </a>
    </div>
  );
}

export function UkOnlyOverlay(props: UkOnlyOverlayProps) {
  const navigate = useNavigate();
  const { title, body, homePath, returnLabel } = props;
  return (
    <>
      <section className="uk-only" aria-labelledby="uk-only-title">
        <h1 id="uk-only-title" className="pdp__title gift-card-page__title">
          {title}
        </h1>
        <p>{body}</p>
        <Choices {...props} />
      </section>
      <Modal
        open
        onClose={() => navigate(homePath)}
        title={title}
        closeLabel={returnLabel}
        className="uk-only__modal"
      >
        <p>{body}</p>
        <Choices {...props} />
      </Modal>
    </>
  );
}
