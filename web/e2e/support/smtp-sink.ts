/**
 * A small SMTP server on loopback for end-to-end journeys that read e-mail: it speaks
 * enough of RFC 5321 for Veil's mailer (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT) and
 * keeps every message, with its plain-text part decoded.
 */
import net from "node:net";

export type ReceivedMail = { to: string[]; data: string; text: string };

export type SmtpSink = {
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = "";
    let to: string[] = [];
    let inData = false;
    socket.write("220 sink.test ESMTP ready\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, ".");
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ to, data, text: plainText(data) });
          to = [];
          socket.write("250 2.0.0 Queued\r\n");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.toUpperCase();
        if (command.startsWith("EHLO")) socket.write("250-sink.test\r\n250 8BITMIME\r\n");
        else if (command.startsWith("HELO")) socket.write("250 sink.test\r\n");
        else if (command.startsWith("MAIL FROM:")) socket.write("250 2.1.0 OK\r\n");
        else if (command.startsWith("RCPT TO:")) {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? line.slice(8).trim());
          socket.write("250 2.1.5 OK\r\n");
        } else if (command === "DATA") {
          inData = true;
          socket.write("354 End data with <CR><LF>.<CR><LF>\r\n");
        } else if (command === "RSET" || command === "NOOP") socket.write("250 2.0.0 OK\r\n");
        else if (command === "QUIT") {
          socket.end("221 2.0.0 Bye\r\n");
          return;
        } else socket.write("502 5.5.2 Command not recognized\r\n");
      }
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text/plain part of a message (quoted-printable, base64 or as it came). */
function plainText(data: string): string {
  const start = data.search(/Content-Type: text\/plain/i);
  if (start < 0) return "";
  const part = data.slice(start);
  const headerEnd = part.indexOf("\r\n\r\n");
  const headers = part.slice(0, headerEnd);
  let body = part.slice(headerEnd + 4);
  // The next MIME boundary (long), not a text's own "--" signature line.
  const boundary = body.search(/\r\n--\S{8,}/);
  if (boundary >= 0) body = body.slice(0, boundary);
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  if (/Content-Transfer-Encoding: base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  return body;
}
