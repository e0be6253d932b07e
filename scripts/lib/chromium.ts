// Debian's Chromium as the browser tests and the Lighthouse benchmark launch it: headless, and quiet (no
// background traffic, updates or sync that would disturb a measurement).
export const chromiumLaunchOptions = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
