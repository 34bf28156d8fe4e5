import { getHttpClient, HttpError } from "../../lib/http-client.ts";

type NotifyMeAnswer = { status: "subscribed" } | { status: "failed"; message: string | null };

/** `POST /api/product/notifyme` (README "Product API"). A 400/409 carries a message worth showing. */
export async function requestNotifyMe(body: {
  productCode: string;
  /** One size, or else the colour whose every size that takes alerts is meant. */
  variantCode?: string;
  swatchCode?: string;
  email: string;
}): Promise<NotifyMeAnswer> {
  try {
    const { data } = await getHttpClient().post<{ status: "subscribed" }>("/api/product/notifyme", body, {
      errorHandle: false,
    });
    return { status: data.status };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 400 || error.status === 409))
      return { status: "failed", message: error.errors[0]?.message ?? error.message };
    return { status: "failed", message: null };
  }
}
