// Loads the wallet script (the sandbox's, standing in for Google's pay.js and Apple's SDK) once per page, only
// when a button will use it, and unloads it on demand (spec 001 §4: Apple Pay's script is loaded only when the
// device can pay, and unloaded on demand). Client only.

const SCRIPT_ID = "wallet-script";
let loading: Promise<void> | null = null;

export function loadWalletScript(src: string, nonce?: string): Promise<void> {
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("The wallet script could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Removes the script and what it defined, so a later page loads it afresh (or not at all). */
export function unloadWalletScript(): void {
  document.getElementById(SCRIPT_ID)?.remove();
  const win = window as unknown as Record<string, unknown>;
  // Only the sandbox's stand-ins go: Safari's own ApplePaySession is not ours to remove.
  if (loading) {
    delete win.ApplePaySession;
    delete win.ApplePayError;
    delete (win.google as { payments?: unknown } | undefined)?.payments;
  }
  loading = null;
}

interface ApplePaySessionStatic {
  canMakePayments(): boolean;
}

/** Safari's own answer when there is one; otherwise the sandbox's emulated device. */
export function deviceCanPayWithApplePay(sandboxDevice: boolean): boolean {
  const native = (window as unknown as { ApplePaySession?: ApplePaySessionStatic }).ApplePaySession;
  if (native && !loading) {
    try {
      return native.canMakePayments();
    } catch {
      return false;
    }
  }
  return sandboxDevice;
}
