<?php
/*
 * The enquiry's relay on Apache webspace (docs/decisions/0063-enquiry-own-channel.md): the page
 * builds the whole message and posts it here; this file checks it as checkEnquiryPost in
 * app/modules/enquiry-post.ts does, limits how often mail goes out, and hands it to the owner's
 * mailbox over SMTP. No library, because webspace has no Composer; no enquiry and nothing
 * personal is written anywhere (the send limits keep times and a salted hash of the address).
 *
 * `npm run deploy` uploads it as api/anfrage.php (scripts/deploy/enquiry-relay.mjs) with its
 * settings in ../.anfrage-versand/zugang.php: the SMTP access, sender and recipient, and the
 * contract's limits, reference pattern and German answers, written there from the contract
 * module so that they are defined once. GET says whether it can deliver, POST sends.
 *
 * Runs on PHP 8.0 and later without mbstring or intl, which not every host enables.
 */

declare(strict_types=1);

namespace PkvAnfrage;

const SETTINGS_FILE = __DIR__ . '/../.anfrage-versand/zugang.php';
/** The send limits' counts, beside the settings (the folder's .htaccess denies access). */
const COUNTERS_FOLDER = 'zaehler';
const COUNTERS_FILE = 'grenzen.json';
/** The whole SMTP conversation: below the page's 15 s wait (pageTimeoutMs), so the page never gives up on a mail that still goes out. */
const SMTP_SECONDS = 10.0;
const DAY_MS = 86_400_000;

const LIMIT_KEYS = ['bodyBytes', 'subjectChars', 'textChars', 'dataChars', 'addressChars', 'minFillMs', 'perClient', 'perClientWindowMs', 'perDay'];
const PROBLEMS = ['format', 'tooLarge', 'header', 'replyTo', 'honeypot', 'tooFast', 'rateLimited', 'notConfigured', 'sendFailed', 'method'];

// The contract's character classes in PCRE. JavaScript's \s and trim() know Unicode spaces and
// line terminators, PCRE's \s only ASCII ones: the set is spelled out. scripts/deploy/enquiry-relay.test.mjs
// runs these checks against checkEnquiryPost on the same bodies.
const JS_SPACE = '\x{0009}-\x{000D}\x{0020}\x{00A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}';
const HEADER_BREAKERS = '/[\x{0000}-\x{001F}\x{007F}\x{0085}\x{2028}\x{2029}]/u';
const ADDRESS_EXCLUDED = JS_SPACE . '@<>()\[\]\x{5C},;:"';
// The contract's last part needs two UTF-16 units: two characters, or one beyond U+FFFF.
const MAIL_ADDRESS = '/^[^' . ADDRESS_EXCLUDED . ']+@[^' . ADDRESS_EXCLUDED . ']+\.(?:[^' . ADDRESS_EXCLUDED . '.]{2,}|[^' . ADDRESS_EXCLUDED . '.]*[\x{10000}-\x{10FFFF}][^' . ADDRESS_EXCLUDED . '.]*)$/uD';
const JSON_TEXT = JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_LINE_TERMINATORS;

final class SmtpFailure extends \RuntimeException
{
}

/** The settings the deploy wrote, or null when they are missing or incomplete. */
function load_settings(): ?array
{
    if (!is_file(SETTINGS_FILE)) {
        return null;
    }
    try {
        $settings = include SETTINGS_FILE;
    } catch (\Throwable $error) {
        return null;
    }
    return is_array($settings) && settings_complete($settings) ? $settings : null;
}

function settings_complete(array $settings): bool
{
    $smtp = $settings['smtp'] ?? null;
    if (!is_array($smtp) || !is_string($smtp['host'] ?? null) || $smtp['host'] === '' || !is_int($smtp['port'] ?? null)) {
        return false;
    }
    if (!in_array($smtp['security'] ?? null, ['tls', 'starttls'], true) || !is_string($smtp['user'] ?? null) || $smtp['user'] === '' || !is_string($smtp['password'] ?? null)) {
        return false;
    }
    foreach (['from', 'to', 'reference'] as $key) {
        if (!is_string($settings[$key] ?? null) || $settings[$key] === '') {
            return false;
        }
    }
    foreach (LIMIT_KEYS as $key) {
        if (!is_int($settings['limits'][$key] ?? null) || $settings['limits'][$key] <= 0) {
            return false;
        }
    }
    foreach (PROBLEMS as $problem) {
        $answer = $settings['answers'][$problem] ?? null;
        if (!is_array($answer) || !is_int($answer['status'] ?? null) || !is_string($answer['message'] ?? null)) {
            return false;
        }
    }
    return true;
}

/** JavaScript's `length`, which the contract's limits count: UTF-16 units, two for a character beyond U+FFFF. */
function js_length(string $text): int
{
    return strlen($text) - preg_match_all('/[\x80-\xBF]/', $text) + preg_match_all('/[\xF0-\xF7]/', $text);
}

function is_blank(string $text): bool
{
    return preg_match('/^[' . JS_SPACE . ']*$/uD', $text) === 1;
}

function breaks_header(string $text): bool
{
    return preg_match(HEADER_BREAKERS, $text) === 1;
}

function is_mail_address(string $value, array $limits): bool
{
    return js_length($value) <= $limits['addressChars'] && !breaks_header($value) && preg_match(MAIL_ADDRESS, $value) === 1;
}

/**
 * checkEnquiryPost, check for check and in the same order, on a body decoded with objects kept
 * as objects (so `data` stays `{}` where the page sent `{}`). Returns the post or the problem's name.
 * @return array|string
 */
function check_post($body, array $settings)
{
    $limits = $settings['limits'];
    if (!$body instanceof \stdClass) {
        return 'format';
    }
    $v = $body->v ?? null;
    $reference = $body->reference ?? null;
    $subject = $body->subject ?? null;
    $text = $body->text ?? null;
    $data = $body->data ?? null;
    $replyTo = $body->replyTo ?? null;
    $website = $body->website ?? null;
    $elapsedMs = $body->elapsedMs ?? null;
    // JSON's 1.0 is JavaScript's 1.
    if (($v !== 1 && $v !== 1.0) || !is_string($reference) || !is_string($subject) || !is_string($text)) {
        return 'format';
    }
    if (!$data instanceof \stdClass || !is_string($replyTo) || !is_string($website) || !(is_int($elapsedMs) || is_float($elapsedMs))) {
        return 'format';
    }
    if ($website !== '') {
        return 'honeypot';
    }
    if (breaks_header($subject) || breaks_header($reference)) {
        return 'header';
    }
    $referencePattern = '~' . str_replace('~', '\~', $settings['reference']) . '~D';
    if (preg_match($referencePattern, $reference) !== 1 || is_blank($subject) || is_blank($text)) {
        return 'format';
    }
    $dataText = json_encode($data, JSON_TEXT);
    if (js_length($subject) > $limits['subjectChars'] || js_length($text) > $limits['textChars'] || $dataText === false || js_length($dataText) > $limits['dataChars']) {
        return 'tooLarge';
    }
    if ($replyTo !== '' && !is_mail_address($replyTo, $limits)) {
        return breaks_header($replyTo) ? 'header' : 'replyTo';
    }
    if (!is_finite((float) $elapsedMs) || $elapsedMs < $limits['minFillMs']) {
        return 'tooFast';
    }
    return ['reference' => $reference, 'subject' => $subject, 'text' => $text, 'data' => $data, 'replyTo' => $replyTo];
}

/** A writable folder for the send limits: beside the settings, else the host's temporary folder. */
function counters_folder(): ?string
{
    $candidates = [
        dirname(SETTINGS_FILE) . '/' . COUNTERS_FOLDER,
        rtrim(sys_get_temp_dir(), '/\\') . '/pkv-anfrage-' . substr(hash('sha256', __DIR__), 0, 16),
    ];
    foreach ($candidates as $folder) {
        if (!is_dir($folder)) {
            @mkdir($folder, 0700);
        }
        if (is_dir($folder) && is_writable($folder)) {
            return $folder;
        }
    }
    return null;
}

/** What the limits count a client by: its address, or for IPv6 its /64, which one connection gets whole. */
function client_key(string $address): string
{
    $packed = @inet_pton($address);
    if ($packed === false || strlen($packed) !== 16) {
        return $address;
    }
    if (substr($packed, 0, 12) === str_repeat("\0", 10) . "\xff\xff") {
        return (string) inet_ntop(substr($packed, 12));
    }
    return bin2hex(substr($packed, 0, 8)) . '/64';
}

/**
 * createSendLimiter's rule on a file shared by all requests (locked while it decides): records a
 * send and returns 0 when the client and the site are below their limits, else the seconds until
 * one frees. The address is kept only as a salted hash; the salt is renewed whenever nothing is
 * remembered any more, so a hash links a client's sends for a day at most.
 */
function take_send_slot(string $folder, string $client, array $limits, int $now): int
{
    $handle = @fopen($folder . '/' . COUNTERS_FILE, 'c+');
    if ($handle === false) {
        throw new \RuntimeException('counters');
    }
    try {
        if (!flock($handle, LOCK_EX)) {
            throw new \RuntimeException('lock');
        }
        $state = json_decode((string) stream_get_contents($handle), true);
        $state = is_array($state) ? $state : [];
        $recent = function ($times, int $window) use ($now): array {
            return array_values(array_filter(is_array($times) ? $times : [], function ($time) use ($now, $window) {
                return is_int($time) && $now - $time < $window;
            }));
        };
        $all = $recent($state['all'] ?? null, DAY_MS);
        $clients = [];
        foreach (is_array($state['clients'] ?? null) ? $state['clients'] : [] as $key => $times) {
            $times = $recent($times, $limits['perClientWindowMs']);
            if ($times !== []) {
                $clients[$key] = $times;
            }
        }
        $salt = is_string($state['salt'] ?? null) && ($all !== [] || $clients !== []) ? $state['salt'] : bin2hex(random_bytes(16));
        $key = substr(hash_hmac('sha256', $client, $salt), 0, 32);
        $mine = $clients[$key] ?? [];
        $waitMs = 0;
        if (count($mine) >= $limits['perClient']) {
            $waitMs = max($waitMs, min($mine) + $limits['perClientWindowMs'] - $now);
        }
        if (count($all) >= $limits['perDay']) {
            $waitMs = max($waitMs, min($all) + DAY_MS - $now);
        }
        $allowed = count($mine) < $limits['perClient'] && count($all) < $limits['perDay'];
        if ($allowed) {
            $mine[] = $now;
            $clients[$key] = $mine;
            $all[] = $now;
        }
        rewind($handle);
        ftruncate($handle, 0);
        fwrite($handle, (string) json_encode(['salt' => $salt, 'all' => $all, 'clients' => (object) $clients]));
        fflush($handle);
        return $allowed ? 0 : max(1, (int) ceil($waitMs / 1000));
    } finally {
        flock($handle, LOCK_UN);
        fclose($handle);
    }
}

/** RFC 2047 encoded-words of whole characters, each line short enough to fold (RFC 5322's 78). */
function encode_header_text(string $text): string
{
    $words = [];
    $chunk = '';
    foreach (preg_split('//u', $text, -1, PREG_SPLIT_NO_EMPTY) ?: [] as $character) {
        if (strlen($chunk) + strlen($character) > 39) {
            $words[] = $chunk;
            $chunk = '';
        }
        $chunk .= $character;
    }
    if ($chunk !== '') {
        $words[] = $chunk;
    }
    return implode("\r\n ", array_map(function (string $word): string {
        return '=?UTF-8?B?' . base64_encode($word) . '?=';
    }, $words));
}

function base64_lines(string $bytes): string
{
    return rtrim(chunk_split(base64_encode($bytes), 76, "\r\n"));
}

function domain_of(string $address): string
{
    return substr($address, strrpos($address, '@') + 1);
}

/** The mail: the page's text, and its data as a JSON attachment for the adviser's broker software. */
function build_message(array $post, string $from, string $to, int $now): string
{
    $boundary = '=_anfrage_' . bin2hex(random_bytes(12));
    $attachment = 'anfrage-' . $post['reference'] . '.json';
    $json = json_encode($post['data'], JSON_TEXT | JSON_PRETTY_PRINT) . "\r\n";
    $text = preg_replace('/\r\n|\r|\n/', "\r\n", $post['text']);
    $headers = [
        'Date: ' . date(DATE_RFC2822, intdiv($now, 1000)),
        'From: ' . $from,
        'To: ' . $to,
    ];
    if ($post['replyTo'] !== '') {
        $headers[] = 'Reply-To: ' . $post['replyTo'];
    }
    array_push(
        $headers,
        'Subject: ' . encode_header_text($post['subject']),
        'Message-ID: <' . bin2hex(random_bytes(16)) . '@' . domain_of($from) . '>',
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary="' . $boundary . '"'
    );
    return implode("\r\n", [
        ...$headers,
        '',
        '--' . $boundary,
        'Content-Type: text/plain; charset=UTF-8',
        'Content-Transfer-Encoding: base64',
        '',
        base64_lines($text),
        '--' . $boundary,
        'Content-Type: application/json; charset=utf-8; name="' . $attachment . '"',
        'Content-Transfer-Encoding: base64',
        'Content-Disposition: attachment; filename="' . $attachment . '"',
        '',
        base64_lines($json),
        '--' . $boundary . '--',
        '',
    ]);
}

function is_loopback(string $host): bool
{
    return $host === 'localhost' || $host === '::1' || preg_match('/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/D', $host) === 1;
}

/** A small SMTP client: one connection, one sender, one recipient, one message, all within SMTP_SECONDS. */
final class Smtp
{
    /** @var resource */
    private $socket;
    private float $deadline;
    /** @var array<string, string> the extensions of the last EHLO, by keyword */
    private array $extensions = [];

    public function __construct(array $smtp)
    {
        $this->deadline = microtime(true) + SMTP_SECONDS;
        $host = $smtp['host'];
        $context = stream_context_create(['ssl' => [
            'verify_peer' => true,
            'verify_peer_name' => true,
            'allow_self_signed' => false,
            'peer_name' => $host,
            'SNI_enabled' => true,
        ]]);
        $address = 'tcp://' . (strpos($host, ':') !== false ? "[$host]" : $host) . ':' . $smtp['port'];
        $socket = @stream_socket_client($address, $errno, $message, $this->remaining(), STREAM_CLIENT_CONNECT, $context);
        if ($socket === false) {
            throw new SmtpFailure("Verbindung: $message ($errno)");
        }
        $this->socket = $socket;
        if ($smtp['security'] === 'tls') {
            $this->startTls();
        }
    }

    private function remaining(): float
    {
        $left = $this->deadline - microtime(true);
        if ($left <= 0) {
            throw new SmtpFailure('Zeitlimit');
        }
        return $left;
    }

    private function startTls(): void
    {
        $this->timeout();
        if (@stream_socket_enable_crypto($this->socket, true, STREAM_CRYPTO_METHOD_TLSv1_2_CLIENT | STREAM_CRYPTO_METHOD_TLSv1_3_CLIENT) !== true) {
            throw new SmtpFailure('TLS (Zertifikat oder Verschluesselung)');
        }
    }

    private function timeout(): void
    {
        $left = $this->remaining();
        stream_set_timeout($this->socket, (int) $left, (int) (($left - floor($left)) * 1_000_000));
    }

    /** The server's reply: its code and the text of each line. */
    public function reply(string $stage, int ...$expected): array
    {
        $lines = [];
        do {
            $this->timeout();
            $line = fgets($this->socket, 2048);
            if ($line === false || stream_get_meta_data($this->socket)['timed_out']) {
                throw new SmtpFailure("$stage: keine Antwort");
            }
            $lines[] = rtrim(substr($line, 4), "\r\n");
        } while (strlen($line) >= 4 && $line[3] === '-');
        $code = (int) substr($line, 0, 3);
        if (!in_array($code, $expected, true)) {
            throw new SmtpFailure("$stage: $code");
        }
        return $lines;
    }

    public function send(string $line, string $stage, int ...$expected): array
    {
        $this->write($line . "\r\n");
        return $this->reply($stage, ...$expected);
    }

    public function write(string $bytes): void
    {
        for ($written = 0; $written < strlen($bytes); $written += $count) {
            $this->timeout();
            $count = @fwrite($this->socket, substr($bytes, $written));
            if ($count === false || $count === 0) {
                throw new SmtpFailure('Schreiben');
            }
        }
    }

    public function hello(string $name): void
    {
        $this->extensions = [];
        foreach (array_slice($this->send("EHLO $name", 'EHLO', 250), 1) as $line) {
            // `AUTH=LOGIN PLAIN` is an older servers' spelling of `AUTH LOGIN PLAIN`.
            $parts = preg_split('/[ =]/', trim($line), 2);
            $this->extensions[strtoupper($parts[0])] = strtoupper($parts[1] ?? '');
        }
    }

    public function offers(string $extension): bool
    {
        return array_key_exists($extension, $this->extensions);
    }

    public function upgrade(string $name): void
    {
        $this->send('STARTTLS', 'STARTTLS', 220);
        $this->startTls();
        // What the server offered before the handshake no longer counts (RFC 3207).
        $this->hello($name);
    }

    public function login(string $user, string $password): void
    {
        $methods = preg_split('/\s+/', $this->extensions['AUTH'] ?? '', -1, PREG_SPLIT_NO_EMPTY);
        if (in_array('PLAIN', $methods, true)) {
            $this->send('AUTH PLAIN ' . base64_encode("\0$user\0$password"), 'AUTH', 235);
        } elseif (in_array('LOGIN', $methods, true)) {
            $this->send('AUTH LOGIN', 'AUTH', 334);
            $this->send(base64_encode($user), 'AUTH', 334);
            $this->send(base64_encode($password), 'AUTH', 235);
        } else {
            throw new SmtpFailure('AUTH: weder PLAIN noch LOGIN angeboten');
        }
    }

    public function close(): void
    {
        try {
            $this->write("QUIT\r\n");
        } catch (\Throwable $ignored) {
            // The message is delivered or refused already; QUIT is courtesy.
        }
        fclose($this->socket);
    }
}

/** Delivers the message; returns only after the server's 250 to the end of DATA, else throws SmtpFailure. */
function deliver(array $smtp, string $from, string $to, string $message): void
{
    $client = new Smtp($smtp);
    try {
        $client->reply('Begruessung', 220);
        $name = domain_of($from);
        $client->hello($name);
        if ($smtp['security'] === 'starttls') {
            if ($client->offers('STARTTLS')) {
                $client->upgrade($name);
            } elseif (!is_loopback($smtp['host'])) {
                // Never the mailbox password in plain text over the internet.
                throw new SmtpFailure('STARTTLS nicht angeboten');
            }
        }
        $client->login($smtp['user'], $smtp['password']);
        $client->send("MAIL FROM:<$from>", 'MAIL FROM', 250);
        $client->send("RCPT TO:<$to>", 'RCPT TO', 250, 251);
        $client->send('DATA', 'DATA', 354);
        $client->write(preg_replace('/^\./m', '..', $message) . "\r\n.\r\n");
        $client->reply('Ende der Nachricht', 250);
    } finally {
        $client->close();
    }
}

function respond(int $status, array $body, array $headers = []): void
{
    http_response_code($status);
    header_remove('X-Powered-By');
    header('Content-Type: application/json; charset=utf-8');
    header('Cache-Control: no-store');
    foreach ($headers as $header) {
        header($header);
    }
    echo json_encode($body, JSON_TEXT);
}

function refuse(array $settings, string $problem, array $headers = []): void
{
    $answer = $settings['answers'][$problem];
    respond($answer['status'], ['ok' => false, 'error' => $problem, 'message' => $answer['message']], $headers);
}

function main(): void
{
    ini_set('display_errors', '0');
    $method = $_SERVER['REQUEST_METHOD'] ?? 'GET';
    $settings = load_settings();
    if ($settings === null) {
        // Without its settings the relay knows neither the answers nor where to send: it only says so.
        respond(503, $method === 'GET' || $method === 'HEAD' ? ['ready' => false] : ['ok' => false, 'error' => 'notConfigured', 'message' => '']);
        return;
    }
    // Without a place for the send limits it cannot keep them, and then it does not send.
    $folder = counters_folder();
    if ($method === 'GET' || $method === 'HEAD') {
        respond($folder === null ? 503 : 200, ['ready' => $folder !== null]);
        return;
    }
    if ($method !== 'POST') {
        refuse($settings, 'method', ['Allow: GET, HEAD, POST']);
        return;
    }
    if ($folder === null) {
        refuse($settings, 'notConfigured');
        return;
    }
    $limits = $settings['limits'];
    $declared = $_SERVER['CONTENT_LENGTH'] ?? '';
    if (is_numeric($declared) && (int) $declared > $limits['bodyBytes']) {
        refuse($settings, 'tooLarge');
        return;
    }
    $raw = file_get_contents('php://input', false, null, 0, $limits['bodyBytes'] + 1);
    if (is_string($raw) && strlen($raw) > $limits['bodyBytes']) {
        refuse($settings, 'tooLarge');
        return;
    }
    // JSON only: a form on another site can post text/plain or form data, but not application/json without asking first (CORS).
    $type = strtolower(trim(explode(';', $_SERVER['CONTENT_TYPE'] ?? '')[0]));
    $body = $type === 'application/json' && is_string($raw) ? json_decode($raw) : null;
    $checked = check_post($body, $settings);
    if (is_string($checked)) {
        refuse($settings, $checked);
        return;
    }
    try {
        $wait = take_send_slot($folder, client_key($_SERVER['REMOTE_ADDR'] ?? ''), $limits, (int) floor(microtime(true) * 1000));
    } catch (\Throwable $error) {
        refuse($settings, 'notConfigured');
        return;
    }
    if ($wait > 0) {
        refuse($settings, 'rateLimited', ["Retry-After: $wait"]);
        return;
    }
    try {
        deliver($settings['smtp'], $settings['from'], $settings['to'], build_message($checked, $settings['from'], $settings['to'], (int) floor(microtime(true) * 1000)));
    } catch (\Throwable $error) {
        // For the owner in the host's error log (ASCII, which Apache logs unescaped): where it failed and the server's code, never the enquiry.
        error_log('anfrage.php: Versand fehlgeschlagen: ' . ($error instanceof SmtpFailure ? $error->getMessage() : get_class($error)));
        refuse($settings, 'sendFailed');
        return;
    }
    respond(200, ['ok' => true, 'reference' => $checked['reference']]);
}

// php-cli only defines the functions (the tests call check_post); a web server runs the relay.
if (PHP_SAPI !== 'cli') {
    main();
}
