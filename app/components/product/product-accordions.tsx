import { useSite } from "../../lib/use-site.ts";
import { Accordion } from "../../ui/accordion.tsx";
import "./product-accordions.css";

interface AccordionCopy {
  code: string;
  description: string;
  sizeAndCare: string;
  sustainableStyle: string;
  deliveryInfo: string;
}

/** Copy kept as plain text with line breaks: each line its own paragraph. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split("\n")
        .filter((line) => line.trim())
        .map((line, index) => (
          <p key={index}>{line}</p>
        ))}
    </>
  );
}

/** spec 002 §2: description, size and care, sustainable style and delivery, one open at a time. */
export function ProductAccordions({ product }: { product: AccordionCopy }) {
  const { t } = useSite();
  return (
    <Accordion
      className="product-accordions"
      mode="single"
      defaultOpen={["description"]}
      items={[
        {
          id: "description",
          title: t("product.accordion.description"),
          content: (
            <>
              <Paragraphs text={product.description} />
              <p className="product-accordions__code">{t("product.productCode", { code: product.code })}</p>
            </>
          ),
        },
        {
          id: "size-care",
          title: t("product.accordion.sizeAndCare"),
          content: <Paragraphs text={product.sizeAndCare} />,
        },
        {
          id: "sustainable",
          title: t("product.accordion.sustainableStyle"),
          content: <Paragraphs text={product.sustainableStyle} />,
        },
        {
          id: "delivery",
          title: t("product.accordion.delivery"),
          content: <Paragraphs text={product.deliveryInfo} />,
        },
      ]}
    />
  );
}
