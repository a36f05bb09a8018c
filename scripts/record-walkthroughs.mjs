// Records the built-in walkthrough videos of the Demo Videos screen from the product itself
// (docs/decisions/038-recorded-walkthroughs.md):
//
//   npm run record:walkthroughs [-- tool ...]      (tools: quiz practice mock-interview progress profile)
//
// Builds nothing itself (the npm script builds first), starts the built server on a free port
// with a fresh data folder (e2e/support/server.ts), signs in as the demo candidate in headless
// Chromium, whose fake microphone plays the e2e suite's spoken answer (e2e/support/spoken-answer.ts),
// and goes through each tool's screens as a user would. The Chrome DevTools Protocol screencast
// captures the page (JPEG frames with their times); Debian's ffmpeg turns the frames into a VP9
// WebM at a fixed frame rate. Each step's caption (English and Turkish) is timed from the moment
// the script took it. Waits for the server (an upload, a transcription) are cut from the video.
// Writes apps/web/src/features/support/demo/walkthroughs/<tool>.{webm,en.vtt,tr.vtt,jpg}.
import { spawn } from 'node:child_process';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { signInTo } from '../e2e/support/auth.ts';
import { startServer } from '../e2e/support/server.ts';
import { spokenAnswerWav } from '../e2e/support/spoken-answer.ts';

// Some functions below run in the page, not in Node.
/* global document, addEventListener, innerHeight */

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'apps/web/src/features/support/demo/walkthroughs');
const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
// The player on the Demo Videos screen is 16:9; the screen is captured at its CSS size.
const SIZE = { width: 1280, height: 720 };
const FPS = 12;
const DEMO = { email: 'candidate@rehearse.dev', password: 'rehearse-demo' };

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const seconds = () => Date.now() / 1000;

// A pointer drawn into the page, so a viewer sees where the user moves and clicks (a headless
// screencast has no cursor). Injected like the e2e suite's scripts, outside the page's CSP.
function drawPointer() {
  const add = () => {
    const pointer = document.createElement('div');
    pointer.setAttribute('aria-hidden', 'true');
    Object.assign(pointer.style, {
      position: 'fixed',
      left: '0',
      top: '0',
      width: '22px',
      height: '22px',
      marginLeft: '-11px',
      marginTop: '-11px',
      borderRadius: '50%',
      background: 'rgba(79, 70, 229, 0.35)',
      border: '2px solid rgba(79, 70, 229, 0.9)',
      boxShadow: '0 0 0 2px rgba(255, 255, 255, 0.8)',
      pointerEvents: 'none',
      zIndex: '2147483647',
      transition: 'transform 120ms ease-out',
      transform: 'translate(-100px, -100px)',
    });
    document.body.append(pointer);
    let at = 'translate(-100px, -100px)';
    addEventListener(
      'mousemove',
      (event) => {
        at = `translate(${event.clientX}px, ${event.clientY}px)`;
        pointer.style.transform = at;
      },
      true,
    );
    addEventListener('mousedown', () => (pointer.style.transform = `${at} scale(0.7)`), true);
    addEventListener('mouseup', () => (pointer.style.transform = at), true);
  };
  if (document.body) add();
  else addEventListener('DOMContentLoaded', add);
}

// Captures one video: screencast frames, the steps' captions and the stretches cut out.
class Recorder {
  constructor(page) {
    this.page = page;
    this.frames = [];
    this.steps = [];
    // Wall-clock stretches that are in the video; the rest (server waits) is cut.
    this.segments = [];
    this.posterAt = undefined;
  }

  async start() {
    this.cdp = await this.page.context().newCDPSession(this.page);
    this.cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
      this.frames.push({ at: metadata.timestamp ?? seconds(), jpeg: Buffer.from(data, 'base64') });
      void this.cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
    });
    // The screencast sends a frame only when the page changes: one now, for the first moment.
    const shot = await this.cdp.send('Page.captureScreenshot', { format: 'jpeg', quality: 85 });
    this.frames.push({ at: seconds(), jpeg: Buffer.from(shot.data, 'base64') });
    await this.resume();
  }

  async resume() {
    this.segments.push({ from: seconds(), to: Infinity });
    await this.cdp.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 85,
      maxWidth: SIZE.width,
      maxHeight: SIZE.height,
    });
  }

  async pause() {
    await this.cdp.send('Page.stopScreencast');
    this.segments.at(-1).to = seconds();
  }

  // Runs `work` (a wait on the server) with the screencast stopped: the video jumps over it.
  async cut(work) {
    await this.pause();
    try {
      return await work();
    } finally {
      await this.resume();
      // A frame of the page as it is now (the screencast sends none until something changes).
      const shot = await this.cdp.send('Page.captureScreenshot', { format: 'jpeg', quality: 85 });
      this.frames.push({ at: seconds(), jpeg: Buffer.from(shot.data, 'base64') });
    }
  }

  async stop() {
    await this.cdp.send('Page.stopScreencast');
    this.segments.at(-1).to = seconds();
    await this.cdp.detach();
  }

  // Where a wall-clock time falls in the video, in seconds; undefined when it was cut.
  videoTime(at) {
    let before = 0;
    for (const { from, to } of this.segments) {
      if (at < from) return before;
      if (at <= to) return before + (at - from);
      before += to - from;
    }
    return undefined;
  }

  get duration() {
    return this.segments.reduce((sum, { from, to }) => sum + (to - from), 0);
  }

  // A caption from now until the next step, in English and Turkish.
  step(en, tr) {
    this.steps.push({ at: seconds(), en, tr });
    console.log(`  ${en}`);
  }

  poster() {
    this.posterAt = seconds();
  }
}

// --- Moving like a user -------------------------------------------------------------------

let pointerAt = { x: SIZE.width / 2, y: SIZE.height / 2 };

async function scrollTo(page, locator) {
  await locator.evaluate((element) =>
    element.scrollIntoView({ behavior: 'smooth', block: 'center' }),
  );
  await sleep(600);
}

async function pointAt(page, locator) {
  await locator.waitFor();
  const inView = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 70 && box.bottom <= innerHeight - 10;
  });
  if (!inView) await scrollTo(page, locator);
  const box = await locator.boundingBox();
  const target = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const distance = Math.hypot(target.x - pointerAt.x, target.y - pointerAt.y);
  await page.mouse.move(target.x, target.y, { steps: Math.max(6, Math.round(distance / 25)) });
  pointerAt = target;
}

async function click(page, locator, pause = 500) {
  await pointAt(page, locator);
  await sleep(150);
  await locator.click();
  await sleep(pause);
}

async function type(page, locator, text) {
  await click(page, locator, 200);
  await locator.pressSequentially(text, { delay: 25 });
  await sleep(400);
}

async function chooseOption(page, combobox, option) {
  await click(page, page.getByRole('combobox', { name: combobox }), 500);
  await click(page, page.getByRole('option', { name: option }), 500);
}

async function scrollBy(page, pixels) {
  await page.evaluate((y) => scrollBy({ top: y, behavior: 'smooth' }), pixels);
  await sleep(900);
}

async function scrollToTop(page) {
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'smooth' }));
  await sleep(700);
}

const heading = (page, name) => page.getByRole('heading', { name }).first();

// Opens a screen and waits until it has drawn its data (no spinner or skeleton left).
async function open(page, path, title) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .MuiSkeleton-root'))
    .catch(() => undefined);
  await page.mouse.move(pointerAt.x, pointerAt.y);
  await sleep(300);
}

// --- The tools ----------------------------------------------------------------------------

const TOOLS = {
  async quiz(page, rec) {
    await open(page, '/apps/quiz', 'Assess Knowledge');
    await rec.start();
    rec.step(
      'Assess Knowledge: a Daily 5, a review of missed questions, or a quiz you set up.',
      'Bilgini Ölç: Günün 5 sorusu, kaçırdığın soruların tekrarı ya da kendi kurduğun bir test.',
    );
    await sleep(2500);
    rec.step(
      'Pick the skills to assess: here JavaScript and SQL.',
      'Ölçülecek becerileri seç: burada JavaScript ve SQL.',
    );
    await click(page, page.getByRole('checkbox', { name: /^JavaScript/ }), 600);
    await click(page, page.getByRole('checkbox', { name: /^SQL/ }), 900);
    rec.step(
      'Choose the length and the mode: 5 questions, Practice shows feedback after each answer.',
      'Uzunluğu ve modu seç: 5 soru; Alıştırma modu her cevaptan sonra geri bildirim gösterir.',
    );
    await click(page, page.getByRole('button', { name: '5 questions' }), 600);
    await click(page, page.getByRole('radio', { name: /^Practice/ }), 900);
    await click(page, page.getByRole('button', { name: 'Start quiz' }), 0);
    await page.waitForURL((url) => url.pathname === '/apps/quiz/practice');
    for (let n = 1; n <= 5; n++) {
      await heading(page, `Question ${n} of 5`).waitFor();
      await sleep(n === 1 ? 1200 : 600);
      if (n === 1) {
        rec.step(
          'Read the question and choose an answer, then check it.',
          'Soruyu oku, bir cevap seç ve kontrol et.',
        );
      }
      const options = page.locator(
        'main label:has(input[type=radio]), main label:has(input[type=checkbox])',
      );
      await click(page, options.nth(n % 2), 500);
      await click(page, page.getByRole('button', { name: 'Check answer' }), 0);
      await page
        .getByRole('status')
        .filter({ hasText: /Correct|Not quite|time ran out/ })
        .waitFor();
      if (n === 1) {
        rec.step(
          'Right or wrong, every option is explained.',
          'Doğru ya da yanlış, her seçeneğin açıklaması gösterilir.',
        );
        rec.poster();
        await sleep(1500);
        await scrollBy(page, 300);
        await sleep(1200);
      } else {
        await sleep(900);
      }
      if (n === 2) {
        rec.step(
          'Keep going to the last question; keys 1 to 4 and Enter work too.',
          'Son soruya kadar devam et; 1-4 tuşları ve Enter da çalışır.',
        );
      }
      await click(
        page,
        page.getByRole('button', { name: n === 5 ? 'See results' : 'Next question' }),
        0,
      );
    }
    await heading(page, 'Your results').waitFor();
    rec.step(
      'Your results: the score, your level per skill and every question with its explanation.',
      'Sonuçların: puan, her beceride seviyen ve açıklamalarıyla tüm sorular.',
    );
    await sleep(2500);
    await scrollBy(page, 450);
    await sleep(2000);
    await scrollBy(page, 450);
    await sleep(2000);
  },

  async practice(page, rec) {
    await open(page, '/apps/practice', 'Practice Interviews');
    await rec.start();
    rec.step(
      'Practice Interviews: every question of the bank, one at a time.',
      'Mülakat Alıştırması: soru bankasındaki her soru, teker teker.',
    );
    await sleep(2000);
    rec.step(
      'Filter by role, competency or kind of question.',
      'Role, yetkinliğe ya da soru türüne göre süz.',
    );
    await chooseOption(page, 'Category', 'Behavioural');
    await page.getByText(/^\d+ questions?$/).waitFor();
    await sleep(800);
    rec.step('Open a question to answer it.', 'Cevaplamak için bir soru aç.');
    await click(page, page.getByRole('link').filter({ hasText: 'Tell me about' }).first(), 0);
    await page.waitForURL((url) => url.pathname === '/apps/practice/practice');
    await heading(page, 'Your answer').waitFor();
    await page.waitForLoadState('networkidle');
    await sleep(1200);
    rec.step(
      'Answer by typing, or record it: here with the microphone.',
      'Yazarak cevap ver ya da kaydet: burada mikrofonla.',
    );
    await click(page, page.getByRole('button', { name: 'Audio', exact: true }), 600);
    await click(page, page.getByRole('button', { name: 'Start recording' }), 0);
    rec.step(
      'Speak your answer; the clock shows how long you have talked.',
      'Cevabını söyle; saat ne kadar konuştuğunu gösterir.',
    );
    rec.poster();
    await page.getByText(/^REC 0:0[8-9]$/).waitFor({ timeout: 30_000 });
    await click(page, page.getByRole('button', { name: 'Stop recording' }), 0);
    rec.step('The recording is transcribed on the server.', 'Kayıt sunucuda yazıya dökülür.');
    await page.getByTestId('transcription-progress').waitFor();
    await sleep(1500);
    const box = page.getByRole('textbox', { name: 'Transcript' });
    await rec.cut(async () => {
      const deadline = Date.now() + 180_000;
      while ((await box.inputValue()).trim() === '' || !(await box.isEnabled())) {
        if (Date.now() > deadline) throw new Error('No transcript after 3 minutes');
        await sleep(500);
      }
    });
    await scrollTo(page, box);
    rec.step(
      'Check the transcript and correct it if a word was misheard.',
      'Metni kontrol et, yanlış duyulan bir kelime varsa düzelt.',
    );
    await sleep(2500);
    await click(page, page.getByRole('button', { name: 'Get feedback' }), 0);
    await heading(page, 'Your attempt').waitFor();
    await page.getByRole('article', { name: 'Pace' }).first().waitFor();
    await sleep(600);
    rec.step(
      'Instant feedback: structure, pace, pauses, filler words and more.',
      'Anında geri bildirim: yapı, hız, duraklamalar, dolgu kelimeleri ve dahası.',
    );
    await scrollTo(page, heading(page, 'Your attempt'));
    await sleep(2500);
    await scrollBy(page, 350);
    await sleep(2500);
    rec.step(
      'Every attempt is kept, so you can retake the question and compare.',
      'Her deneme saklanır; soruyu yeniden cevaplayıp karşılaştırabilirsin.',
    );
    await scrollBy(page, 350);
    await sleep(2500);
  },

  async 'mock-interview'(page, rec) {
    await open(page, '/apps/mock-interview', 'Mock Interviews');
    await rec.start();
    rec.step(
      'Mock Interviews: a timed interview, recorded like a one-way video interview.',
      'Deneme Mülakatları: tek yönlü video mülakat gibi kaydedilen, süreli bir mülakat.',
    );
    await sleep(2000);
    rec.step(
      'Set it up: a role, how many questions, time to think and to answer.',
      'Ayarla: bir rol, soru sayısı, düşünme ve cevaplama süresi.',
    );
    await chooseOption(page, 'Role template', 'Frontend developer');
    const slider = page.getByRole('slider');
    await pointAt(page, slider);
    await slider.focus();
    await page.keyboard.press('Home');
    await page.getByText('1 question', { exact: true }).waitFor();
    await sleep(700);
    await chooseOption(page, 'Think time', '2 seconds');
    await chooseOption(page, 'Answer time', '30 seconds');
    rec.step(
      'Check the camera and microphone before you start.',
      'Başlamadan önce kamerayı ve mikrofonu kontrol et.',
    );
    await click(page, page.getByRole('radio', { name: /^Video/ }), 300);
    await click(page, page.getByRole('button', { name: 'Test camera and microphone' }), 0);
    await page.getByLabel('Camera preview').waitFor();
    await page.getByRole('meter', { name: 'Microphone level' }).waitFor();
    await sleep(2000);
    rec.step('Start the interview.', 'Mülakatı başlat.');
    await click(page, page.getByRole('button', { name: 'Start interview' }), 0);
    await page.waitForURL((url) => url.pathname === '/apps/mock-interview/practice');
    await heading(page, 'Question 1 of 1').waitFor();
    rec.step(
      'The question is read aloud, you get time to think, then recording starts by itself.',
      'Soru sesli okunur, düşünmek için süre verilir, ardından kayıt kendiliğinden başlar.',
    );
    const stop = page.getByRole('button', { name: 'Stop answer' });
    await stop.waitFor({ timeout: 60_000 });
    rec.poster();
    rec.step(
      'Answer to the camera; the timer shows the time left.',
      'Kameraya cevap ver; sayaç kalan süreyi gösterir.',
    );
    await page.getByText(/^REC 0:0[6-9]$/).waitFor({ timeout: 30_000 });
    await click(page, stop, 0);
    await heading(page, 'Check your transcript').waitFor();
    rec.step(
      'Save the take: the server transcribes it; you may retake if takes are left.',
      'Kaydı sakla: sunucu yazıya döker; hakkın kaldıysa yeniden çekebilirsin.',
    );
    await rec.cut(() => page.getByText('Recording uploaded').waitFor({ timeout: 180_000 }));
    await sleep(1500);
    await click(page, page.getByRole('button', { name: 'Save answer' }), 0);
    await heading(page, 'Take 1 saved').waitFor();
    await sleep(1200);
    await click(page, page.getByRole('button', { name: 'Finish and see feedback' }), 0);
    await page.waitForURL((url) => url.pathname === '/apps/mock-interview/feedback');
    await rec.cut(() =>
      page
        .getByRole('region', { name: /^Question 1$/ })
        .getByRole('article', { name: 'Pace' })
        .waitFor({ timeout: 180_000 }),
    );
    await page.getByText('Interview score', { exact: true }).waitFor();
    await scrollToTop(page);
    rec.step(
      'The feedback: an interview score and the three most useful improvements.',
      'Geri bildirim: mülakat puanı ve en faydalı üç iyileştirme.',
    );
    await sleep(2500);
    await scrollBy(page, 400);
    await sleep(1500);
    rec.step(
      'Per question: your recording, the transcript with highlights, and each metric.',
      'Her soru için: kaydın, vurgulu metin ve her ölçüt.',
    );
    await scrollTo(page, page.getByRole('region', { name: /^Question 1$/ }));
    await sleep(2000);
    await scrollBy(page, 400);
    await sleep(2000);
  },

  async progress(page, rec) {
    await open(page, '/workspace/dashboard', 'Progress Tracker');
    await rec.start();
    rec.step(
      'Progress Tracker: everything you did in quizzes, practice and mock interviews.',
      'İlerleme Takibi: testlerde, alıştırmalarda ve deneme mülakatlarında yaptığın her şey.',
    );
    rec.poster();
    await sleep(2500);
    rec.step('Pick a date range.', 'Bir tarih aralığı seç.');
    await click(page, page.getByRole('button', { name: 'Last 7 days' }), 1200);
    await click(page, page.getByRole('button', { name: 'Last 30 days' }), 1200);
    rec.step(
      'Your quiz scores over time and the days you practised.',
      'Zaman içindeki test puanların ve alıştırma yaptığın günler.',
    );
    await scrollBy(page, 300);
    await sleep(2500);
    rec.step(
      'Set a weekly goal: sessions from Monday to Sunday.',
      'Haftalık bir hedef koy: pazartesiden pazara oturum sayısı.',
    );
    await scrollToTop(page);
    const goal = page.getByRole('spinbutton', { name: 'Sessions a week' });
    await click(page, goal, 200);
    await goal.fill('');
    await goal.pressSequentially('4', { delay: 80 });
    await click(page, page.getByRole('button', { name: 'Save goal' }), 1800);
    rec.step(
      'Weak areas and your level per skill tell you what to practise next.',
      'Zayıf alanlar ve her becerideki seviyen bir sonraki adımı gösterir.',
    );
    await scrollBy(page, 450);
    await sleep(2500);
    await scrollBy(page, 450);
    await sleep(2500);
  },

  async profile(page, rec) {
    await open(page, '/user/profile', 'Profile');
    await rec.start();
    rec.step(
      'My Profile: your picture, name, status and a headline.',
      'Profilim: fotoğrafın, adın, durumun ve bir başlık.',
    );
    rec.poster();
    await sleep(2000);
    rec.step('Write a headline and save your details.', 'Bir başlık yaz ve bilgilerini kaydet.');
    await type(
      page,
      page.getByRole('textbox', { name: 'Headline' }),
      'Frontend developer preparing for interviews',
    );
    await click(page, page.getByRole('button', { name: 'Save details' }), 1500);
    rec.step(
      'Your targets: the roles and skills you prepare for; the Daily 5 draws from them.',
      'Hedeflerin: hazırlandığın roller ve beceriler; Günün 5 sorusu bunlardan seçilir.',
    );
    await scrollTo(page, heading(page, 'Your targets'));
    await sleep(1000);
    await click(page, page.getByRole('combobox', { name: 'Target roles' }), 600);
    await click(page, page.getByRole('option', { name: 'Frontend developer' }), 600);
    await page.keyboard.press('Escape');
    await click(page, page.getByRole('combobox', { name: 'Target skills' }), 600);
    await click(page, page.getByRole('option', { name: 'React' }), 500);
    await click(page, page.getByRole('option', { name: 'TypeScript' }), 600);
    await page.keyboard.press('Escape');
    await sleep(400);
    await click(page, page.getByRole('button', { name: 'Save targets' }), 2000);
    rec.step(
      'Your data: download everything as a file, or delete the account.',
      'Verilerin: her şeyi bir dosya olarak indir ya da hesabı sil.',
    );
    await scrollTo(page, heading(page, 'Your data'));
    await sleep(3000);
  },
};

// --- Writing the files --------------------------------------------------------------------

const stamp = (t) => {
  const ms = Math.round(t * 1000);
  const pad = (n, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

function webVtt(rec, language) {
  const cues = rec.steps.map((step, i) => {
    const from = rec.videoTime(step.at) ?? 0;
    const next = rec.steps[i + 1];
    const to = next ? (rec.videoTime(next.at) ?? rec.duration) : rec.duration;
    return `${i + 1}\n${stamp(from)} --> ${stamp(Math.max(to, from + 0.5))}\n${step[language]}\n`;
  });
  return `WEBVTT\n\n${cues.join('\n')}`;
}

function run(args, input) {
  return new Promise((done, fail) => {
    const child = spawn(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
      stdio: [input ? 'pipe' : 'ignore', 'inherit', 'inherit'],
    });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`ffmpeg exited ${code}`))));
    if (input) input(child.stdin).then(() => child.stdin.end(), fail);
  });
}

// The frames at a fixed rate: each output frame is the last captured one at or before its
// time (a still screen sends no frames, so frames repeat to fill the gaps).
async function encode(rec, file) {
  const timed = rec.frames
    .map((frame) => ({ t: rec.videoTime(frame.at), jpeg: frame.jpeg }))
    .filter((frame) => frame.t !== undefined)
    .sort((a, b) => a.t - b.t);
  const count = Math.ceil(rec.duration * FPS);
  await run(
    [
      ...['-f', 'image2pipe', '-c:v', 'mjpeg', '-framerate', String(FPS), '-i', '-'],
      ...['-vf', `scale=${SIZE.width}:${SIZE.height},format=yuv420p`],
      ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '48', '-deadline', 'good'],
      ...['-cpu-used', '4', '-row-mt', '1', '-g', String(FPS * 10), '-an', file],
    ],
    async (stdin) => {
      let k = 0;
      for (let i = 0; i < count; i++) {
        while (k + 1 < timed.length && timed[k + 1].t <= i / FPS) k++;
        if (!stdin.write(timed[k].jpeg)) await new Promise((done) => stdin.once('drain', done));
      }
    },
  );
}

async function record(browserContext, tool) {
  const page = await browserContext.newPage();
  page.setDefaultTimeout(30_000);
  const rec = new Recorder(page);
  console.log(`${tool}:`);
  try {
    await TOOLS[tool](page, rec);
  } catch (error) {
    // What the page showed when a step failed, to see which label or state it waited for.
    const shot = join(tmpdir(), `record-walkthroughs-${tool}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    console.error(`  failed on ${page.url()}; the page as it was: ${shot}`);
    throw error;
  }
  await rec.stop();
  await page.close();
  const base = join(outDir, tool);
  await encode(rec, `${base}.webm`);
  await writeFile(`${base}.en.vtt`, webVtt(rec, 'en'));
  await writeFile(`${base}.tr.vtt`, webVtt(rec, 'tr'));
  const posterTime = rec.videoTime(rec.posterAt ?? 0) ?? rec.duration / 2;
  await run([
    ...['-ss', (posterTime + 1.5).toFixed(2), '-i', `${base}.webm`, '-frames:v', '1'],
    ...['-vf', 'scale=960:-2', '-q:v', '5', `${base}.jpg`],
  ]);
  const { size } = await stat(`${base}.webm`);
  console.log(
    `  -> ${relative(root, base)}.webm: ${rec.duration.toFixed(1)} s, ${(size / 1024).toFixed(0)} kB`,
  );
}

const chosen = process.argv.slice(2).filter((arg) => arg !== '--');
for (const tool of chosen) {
  if (!(tool in TOOLS))
    throw new Error(`No walkthrough "${tool}": ${Object.keys(TOOLS).join(', ')}`);
}
const tools = chosen.length > 0 ? chosen : Object.keys(TOOLS);

await mkdir(outDir, { recursive: true });
const wav = spokenAnswerWav();
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--hide-scrollbars',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
  ],
});
try {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: SIZE,
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-GB',
  });
  await context.addInitScript(drawPointer);
  const page = await context.newPage();
  await page.goto('/sign-in?redirectURL=%2Fworkspace%2Fhome');
  await signInTo(page, '/workspace/home', DEMO.email, DEMO.password);
  await page.close();
  for (const tool of tools) await record(context, tool);
} finally {
  await browser.close();
  await server.stop();
}
