export interface ReadResponse {
  ok: boolean;
  status: number;
  data: unknown;
  headers: Headers;
}

/** spec 000 §7: JSON when the response says so, text otherwise. An empty or malformed JSON body stays text. */
export async function readResponse(response: Response): Promise<ReadResponse> {
  const text = await response.text();
  const isJson = /[/+]json\b/i.test(response.headers.get("Content-Type") ?? "");
  let data: unknown = text;
  if (isJson && text.trim() !== "") {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  return { ok: response.ok, status: response.status, data, headers: response.headers };
}
