// The SANDBOX wallet script (README "Sandbox Apple Pay and Google Pay"), served by the wallet sandbox on its own
// origin. It stands in for Google's pay.js (google.payments.api.PaymentsClient) and for Safari's ApplePaySession
// closely enough for the store's client code to run unchanged: the same constructors, promises, callbacks,
// intents and error reasons. Instead of the wallet's own sheet it opens a clearly labelled SANDBOX dialog listing
// the sandbox addresses and cards; Pay asks the sandbox for a signed, expiring token (never a card number).
// The server prepends `const SANDBOX = {origin, addresses, cards, appleDevice};`.
/* global SANDBOX */
(() => {
  const DESCRIPTION_LIMIT = 200;
  const STYLE_ID = "wallet-sandbox-style";

  function addStyle() {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = `
.wsb-sheet{border:0;border-radius:16px 16px 0 0;padding:0;width:100%;max-width:440px;margin:auto auto 0;
  max-height:92vh;color:#1b1b1b;font:16px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;
  box-shadow:0 -8px 40px rgba(0,0,0,.25)}
@media (min-width:600px){.wsb-sheet{margin:auto;border-radius:16px}}
.wsb-sheet::backdrop{background:rgba(20,20,20,.55)}
.wsb-banner{background:#ffd43b;color:#1b1b1b;font-weight:700;font-size:13px;letter-spacing:.06em;
  text-transform:uppercase;padding:8px 20px;text-align:center}
.wsb-body{padding:16px 20px 20px;overflow:auto;max-height:calc(92vh - 40px)}
.wsb-body h2{font-size:20px;margin:0 0 4px}
.wsb-note{margin:0 0 12px;font-size:14px;color:#4a4a4a}
.wsb-body fieldset{border:1px solid #d6d6d6;border-radius:10px;margin:0 0 12px;padding:8px 12px}
.wsb-body legend{font-weight:600;padding:0 4px}
.wsb-body label{display:flex;gap:10px;align-items:flex-start;padding:8px 0;cursor:pointer}
.wsb-body input[type=radio]{margin-top:4px;width:18px;height:18px;accent-color:#1b1b1b}
.wsb-hint{display:block;font-size:13px;color:#4a4a4a}
.wsb-total{display:flex;justify-content:space-between;font-weight:700;font-size:18px;margin:4px 0 12px}
.wsb-error{color:#a4001d;background:#fdecee;border-radius:8px;padding:8px 12px;margin:0 0 12px}
.wsb-error:empty{display:none}
.wsb-actions{display:flex;gap:10px}
.wsb-actions button{flex:1;min-height:48px;border-radius:24px;font:inherit;font-weight:600;cursor:pointer}
.wsb-pay{background:#1b1b1b;color:#fff;border:2px solid #1b1b1b}
.wsb-pay:disabled{background:#8a8a8a;border-color:#8a8a8a;cursor:not-allowed}
.wsb-cancel{background:#fff;color:#1b1b1b;border:2px solid #1b1b1b}
.wsb-sheet :focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}`;
    document.head.appendChild(style);
  }

  function element(tag, props, children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props || {})) {
      if (key === "text") node.textContent = value;
      else if (key in node && key !== "for") node[key] = value;
      else node.setAttribute(key, value);
    }
    for (const child of children || []) node.appendChild(child);
    return node;
  }

  let sheetCount = 0;

  /**
   * Opens the sandbox sheet. `hooks.address(address)` answers `{options, total, error}`; `hooks.option(id)`
   * answers `{total, error}`; `hooks.pay({address, optionId, card})` answers `{ok, error}`; `hooks.cancel()`.
   */
  function openSheet(walletName, hooks) {
    addStyle();
    const id = `wsb-${++sheetCount}`;
    const error = element("p", { className: "wsb-error", role: "alert", id: `${id}-error` });
    const total = element("span", { text: hooks.initialTotal || "" });
    const addressSet = element("fieldset", {}, [element("legend", { text: "Delivery address" })]);
    const optionSet = element("fieldset", {}, [element("legend", { text: "Delivery option" })]);
    const cardSet = element("fieldset", {}, [element("legend", { text: "Card" })]);
    const pay = element("button", { type: "button", className: "wsb-pay", text: "Pay", disabled: true });
    const cancel = element("button", { type: "button", className: "wsb-cancel", text: "Cancel" });
    const dialog = element("dialog", { className: "wsb-sheet", "aria-labelledby": `${id}-title` }, [
      element("div", { className: "wsb-banner", text: "Sandbox — no real payment is taken" }),
      element("div", { className: "wsb-body" }, [
        element("h2", { id: `${id}-title`, text: `${walletName} (sandbox)` }),
        element("p", {
          className: "wsb-note",
          text: "A test wallet for this shop's sandbox. Choose an address, a delivery option and a card.",
        }),
        addressSet,
        optionSet,
        cardSet,
        element("p", { className: "wsb-total" }, [element("span", { text: "Total" }), total]),
        error,
        element("div", { className: "wsb-actions" }, [cancel, pay]),
      ]),
    ]);
    const state = { address: null, optionId: null, card: null, busy: false, blocked: true };

    const refresh = () => {
      pay.disabled = state.busy || state.blocked || !state.address || !state.optionId || !state.card;
      pay.textContent = state.busy ? "Processing…" : `Pay ${total.textContent}`.trim();
    };
    const setError = (message) => {
      error.textContent = message || "";
    };
    const radio = (name, value, labelText, hint, onChange) => {
      const input = element("input", { type: "radio", name: `${id}-${name}`, value });
      input.addEventListener("change", () => onChange(value));
      return element("label", {}, [
        input,
        element("span", {}, [
          document.createTextNode(labelText),
          ...(hint ? [element("span", { className: "wsb-hint", text: hint })] : []),
        ]),
      ]);
    };
    const showOptions = (options) => {
      for (const old of optionSet.querySelectorAll("label, p")) old.remove();
      state.optionId = null;
      if (!options.length) {
        optionSet.appendChild(
          element("p", { className: "wsb-hint", text: "Choose a delivery address first." }),
        );
        return;
      }
      for (const option of options)
        optionSet.appendChild(
          radio("option", option.id, option.label, option.description, async (value) => {
            state.optionId = value;
            state.busy = true;
            refresh();
            const answer = await hooks.option(value);
            state.busy = false;
            setError(answer.error);
            state.blocked = Boolean(answer.error);
            if (answer.total) total.textContent = answer.total;
            refresh();
          }),
        );
      const selected = options.find((option) => option.selected) || options[0];
      const input = optionSet.querySelector(`input[value="${selected.id}"]`);
      if (input) {
        input.checked = true;
        state.optionId = selected.id;
      }
    };
    showOptions([]);
    for (const address of SANDBOX.addresses)
      addressSet.appendChild(
        radio(
          "address",
          address.id,
          address.label,
          `${address.name}, ${address.address1}, ${address.locality} ${address.postalCode}`,
          async () => {
            state.address = address;
            state.busy = true;
            setError("");
            refresh();
            const answer = await hooks.address(address);
            state.busy = false;
            state.blocked = Boolean(answer.error);
            setError(answer.error);
            showOptions(answer.error ? [] : answer.options || []);
            if (answer.total) total.textContent = answer.total;
            refresh();
          },
        ),
      );
    for (const card of SANDBOX.cards)
      cardSet.appendChild(
        radio("card", card.id, card.label, "", () => {
          state.card = card;
          refresh();
        }),
      );

    const close = () => {
      dialog.close();
      dialog.remove();
    };
    cancel.addEventListener("click", () => {
      close();
      hooks.cancel();
    });
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      close();
      hooks.cancel();
    });
    pay.addEventListener("click", async () => {
      state.busy = true;
      setError("");
      refresh();
      const answer = await hooks.pay({ address: state.address, optionId: state.optionId, card: state.card });
      state.busy = false;
      if (answer.ok) {
        close();
        return;
      }
      setError(answer.error || "The payment was not completed.");
      refresh();
    });
    document.body.appendChild(dialog);
    dialog.showModal();
    refresh();
    return { close };
  }

  async function issueToken(walletType, card) {
    const response = await fetch(`${SANDBOX.origin}/tokens`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ walletType, cardId: card.id }),
    });
    if (!response.ok) throw new Error("The sandbox could not issue a token");
    return (await response.json()).token;
  }

  // ---- Google Pay (API 2.0) ------------------------------------------------------------------------------------

  const googleAddress = (address) => ({
    name: address.name,
    address1: address.address1,
    address2: address.address2,
    locality: address.locality,
    administrativeArea: address.administrativeArea,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    phoneNumber: address.phoneNumber,
  });

  function googleError(reason, message, intent) {
    const error = new Error(message);
    error.statusCode = reason;
    error.statusMessage = message;
    error.intent = intent;
    return error;
  }

  function checkShippingOptions(parameters) {
    for (const option of parameters?.shippingOptions || [])
      if ((option.description || "").length > DESCRIPTION_LIMIT)
        return `Developer error: shipping option "${option.id}" has a description over ${DESCRIPTION_LIMIT} characters.`;
    return null;
  }

  function cardMethodOk(request) {
    const card = (request?.allowedPaymentMethods || []).find((method) => method.type === "CARD");
    return (
      request?.apiVersion === 2 &&
      Boolean(card) &&
      (card.parameters?.allowedAuthMethods || []).length > 0 &&
      (card.parameters?.allowedCardNetworks || []).length > 0
    );
  }

  class PaymentsClient {
    constructor(options) {
      this.options = options || {};
    }

    isReadyToPay(request) {
      return Promise.resolve({ result: cardMethodOk(request) });
    }

    prefetchPaymentData() {}

    createButton(options) {
      const button = element("button", {
        type: "button",
        className: "wsb-gpay-button",
        text: "Buy with G Pay",
      });
      button.setAttribute("aria-label", "Buy with Google Pay");
      button.addEventListener("click", (event) => options.onClick(event));
      return button;
    }

    loadPaymentData(request) {
      if (!cardMethodOk(request))
        return Promise.reject(googleError("DEVELOPER_ERROR", "No card payment method is allowed"));
      const callbacks = this.options.paymentDataCallbacks || {};
      const intents = request.callbackIntents || [];
      return new Promise((resolve, reject) => {
        let optionData = null;
        let address = null;
        const changed = async (trigger) => {
          if (!callbacks.onPaymentDataChanged) return {};
          const update = await callbacks.onPaymentDataChanged({
            callbackTrigger: trigger,
            shippingAddress: address ? googleAddress(address) : undefined,
            shippingOptionData: optionData || undefined,
          });
          if (update?.error) return { error: update.error.message || update.error.reason };
          const refused = checkShippingOptions(update?.newShippingOptionParameters);
          if (refused) return { error: refused };
          return {
            total: update?.newTransactionInfo?.totalPriceLabel || update?.newTransactionInfo?.totalPrice,
            options: (update?.newShippingOptionParameters?.shippingOptions || []).map((option) => ({
              id: option.id,
              label: option.label,
              description: option.description,
              selected: option.id === update.newShippingOptionParameters.defaultSelectedOptionId,
            })),
          };
        };
        openSheet("Google Pay", {
          initialTotal: request.transactionInfo?.totalPriceLabel || "",
          async address(chosen) {
            address = chosen;
            optionData = null;
            if (!intents.includes("SHIPPING_ADDRESS")) return { options: [] };
            try {
              const answer = await changed("SHIPPING_ADDRESS");
              const selected = answer.options?.find((option) => option.selected) || answer.options?.[0];
              optionData = selected ? { id: selected.id } : null;
              return answer;
            } catch {
              return { error: "The shop did not answer. Please try again." };
            }
          },
          async option(id) {
            optionData = { id };
            if (!intents.includes("SHIPPING_OPTION")) return {};
            try {
              return await changed("SHIPPING_OPTION");
            } catch {
              return { error: "The shop did not answer. Please try again." };
            }
          },
          async pay({ card }) {
            let token;
            try {
              token = await issueToken("googlePay", card);
            } catch (error) {
              return { ok: false, error: error.message };
            }
            const paymentData = {
              apiVersion: 2,
              apiVersionMinor: 0,
              email: address.email,
              shippingAddress: googleAddress(address),
              shippingOptionData: optionData,
              paymentMethodData: {
                type: "CARD",
                description: card.label,
                info: { cardNetwork: card.brand.toUpperCase(), cardDetails: card.lastFour },
                tokenizationData: { type: "PAYMENT_GATEWAY", token },
              },
            };
            if (intents.includes("PAYMENT_AUTHORIZATION") && callbacks.onPaymentAuthorized) {
              try {
                const result = await callbacks.onPaymentAuthorized(paymentData);
                if (result?.transactionState !== "SUCCESS")
                  return { ok: false, error: result?.error?.message || "The payment was not completed." };
              } catch {
                return { ok: false, error: "The shop did not answer. Please try again." };
              }
            }
            resolve(paymentData);
            return { ok: true };
          },
          cancel() {
            reject(googleError("CANCELED", "The shopper closed the sheet"));
          },
        });
      });
    }
  }

  window.google = window.google || {};
  window.google.payments = { api: { PaymentsClient } };

  // ---- Apple Pay (ApplePaySession, version 3+) --------------------------------------------------------------------

  const appleContact = (address) => ({
    givenName: address.name.split(" ")[0],
    familyName: address.name.split(" ").slice(1).join(" "),
    emailAddress: address.email,
    phoneNumber: address.phoneNumber,
    addressLines: [address.address1, address.address2].filter(Boolean),
    locality: address.locality,
    administrativeArea: address.administrativeArea,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
  });

  class ApplePaySession {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;

    static canMakePayments() {
      return SANDBOX.appleDevice === true;
    }

    static supportsVersion(version) {
      return version >= 1 && version <= 14;
    }

    constructor(version, request) {
      if (!ApplePaySession.supportsVersion(version)) throw new Error("Unsupported Apple Pay version");
      this.request = request;
      this.pending = null;
    }

    wait() {
      return new Promise((resolve) => {
        this.pending = resolve;
      });
    }

    settle(value) {
      const pending = this.pending;
      this.pending = null;
      pending?.(value);
    }

    completeMerchantValidation(session) {
      this.settle(session);
    }

    completeShippingContactSelection(update) {
      this.settle(update);
    }

    completeShippingMethodSelection(update) {
      this.settle(update);
    }

    completePayment(result) {
      this.settle(typeof result === "number" ? { status: result } : result);
    }

    abort() {
      this.sheet?.close();
      this.oncancel?.({});
    }

    begin() {
      const updateOf = (update) => {
        const error = update?.errors?.[0];
        return {
          error: error ? error.message || error.code : null,
          total: update?.newTotal ? `${update.newTotal.amount}` : undefined,
          options: (update?.newShippingMethods || []).map((method, index) => ({
            id: method.identifier,
            label: `${method.label} — ${method.amount}`,
            description: method.detail,
            selected: index === 0,
          })),
        };
      };
      let address = null;
      let validated = Promise.resolve(true);
      if (this.onvalidatemerchant) {
        const wait = this.wait();
        this.onvalidatemerchant({ validationURL: `${SANDBOX.origin}/apple-pay/validate` });
        validated = wait.then((session) => Boolean(session?.merchantSessionIdentifier));
      }
      this.sheet = openSheet("Apple Pay", {
        initialTotal: this.request?.total?.amount ? `${this.request.total.amount}` : "",
        address: async (chosen) => {
          if (!(await validated)) return { error: "Merchant validation failed." };
          address = chosen;
          if (!this.onshippingcontactselected) return { options: [] };
          const wait = this.wait();
          this.onshippingcontactselected({ shippingContact: appleContact(chosen) });
          return updateOf(await wait);
        },
        option: async (id) => {
          if (!this.onshippingmethodselected) return {};
          const wait = this.wait();
          this.onshippingmethodselected({ shippingMethod: { identifier: id } });
          return updateOf(await wait);
        },
        pay: async ({ card }) => {
          let token;
          try {
            token = await issueToken("applePay", card);
          } catch (error) {
            return { ok: false, error: error.message };
          }
          const wait = this.wait();
          this.onpaymentauthorized?.({
            payment: {
              token: {
                paymentData: token,
                paymentMethod: { displayName: card.label, network: card.brand, type: "credit" },
                transactionIdentifier: token.split(".")[0],
              },
              shippingContact: appleContact(address),
              billingContact: appleContact(address),
            },
          });
          const result = await wait;
          if (result?.status === ApplePaySession.STATUS_SUCCESS) return { ok: true };
          return { ok: false, error: result?.errors?.[0]?.message || "The payment was not completed." };
        },
        cancel: () => this.oncancel?.({}),
      });
    }
  }

  window.ApplePaySession = ApplePaySession;
  window.ApplePayError = class ApplePayError {
    constructor(code, contactField, message) {
      this.code = code;
      this.contactField = contactField;
      this.message = message;
    }
  };
  window.dispatchEvent(new Event("wallet-sandbox-ready"));
})();
