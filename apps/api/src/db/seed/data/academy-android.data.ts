import type { CourseSeed } from '@rehearse/contracts/academy';

// Academy courses of the "android" category: 11 steps each.
export const androidCourses: CourseSeed[] = [
  {
    slug: 'android-lifecycle-essentials',
    title: 'Android lifecycle essentials',
    description:
      'Activities, fragments, configuration changes and process death: the lifecycle questions every Android interview asks',
    category: 'android',
    duration: 50,
    featured: true,
    updatedAt: '2025-05-27T09:00:00.000Z',
    steps: [
      {
        title: 'Why the lifecycle matters',
        subtitle: 'The system, not your app, decides when things happen',
        content: `<h2>Owned by the system</h2>
<p>Android creates, pauses and destroys your screens in response to the user and to memory pressure. Most Android bugs that reach production (lost input, leaks, crashes on rotation) come from code that ignores this.</p>
<p>Interviewers ask about the lifecycle to see whether you can reason about state that may vanish at any moment.</p>`,
      },
      {
        title: 'Activity callbacks',
        subtitle: 'onCreate to onDestroy',
        content: `<h2>The sequence</h2>
<ol>
<li><code>onCreate</code>: set up the UI and restore state.</li>
<li><code>onStart</code> / <code>onStop</code>: visible or not.</li>
<li><code>onResume</code> / <code>onPause</code>: in the foreground and interactive, or not.</li>
<li><code>onDestroy</code>: finishing or being recreated.</li>
</ol>
<p>Do not rely on <code>onDestroy</code> being called: a process can be killed without it.</p>`,
      },
      {
        title: 'Fragments and their views',
        subtitle: 'Two lifecycles in one class',
        content: `<h2>Fragment versus view</h2>
<p>A fragment can outlive its view: on the back stack its view is destroyed while the fragment remains. Observe data with <code>viewLifecycleOwner</code>, not the fragment itself, and clear view binding references in <code>onDestroyView</code> to avoid leaks.</p>`,
      },
      {
        title: 'Configuration changes',
        subtitle: 'Rotation, dark mode and language',
        content: `<h2>Recreation</h2>
<p>By default a configuration change destroys and recreates the activity so resources match the new configuration. Handling it yourself with <code>android:configChanges</code> is rarely the right answer; keep state in a ViewModel instead.</p>`,
      },
      {
        title: 'ViewModel',
        subtitle: 'State that survives recreation',
        content: `<h2>What it does</h2>
<p>A ViewModel is scoped to an activity, fragment or navigation graph and survives configuration changes. It holds UI state and starts work in <code>viewModelScope</code>, which is cancelled when the owner is finished for good.</p>
<p>Never hold a reference to an activity, fragment or view in a ViewModel: it would leak them.</p>`,
      },
      {
        title: 'Process death',
        subtitle: 'The case most candidates forget',
        content: `<h2>What happens</h2>
<p>In the background, the system may kill your process to reclaim memory. When the user returns, Android recreates the activity stack, but your ViewModels and in-memory data are gone.</p>
<p>Test it with "Don't keep activities" or by stopping the process from Android Studio while the app is in the background.</p>`,
      },
      {
        title: 'Saving state',
        subtitle: 'SavedStateHandle, saved instance state and storage',
        content: `<h2>Pick the right place</h2>
<ul>
<li>Small UI state (a query, a selected tab): <code>SavedStateHandle</code> or <code>rememberSaveable</code>.</li>
<li>User data: a database or DataStore.</li>
<li>Large objects: reload them from storage by id, never put them in the bundle.</li>
</ul>`,
      },
      {
        title: 'Lifecycle-aware components',
        subtitle: 'Collecting flows safely',
        content: `<h2>Stop work when not visible</h2>
<p>Collect flows with <code>repeatOnLifecycle(Lifecycle.State.STARTED)</code> or <code>collectAsStateWithLifecycle</code> in Compose, so collection stops in the background and resumes when the screen is visible again.</p>
<p>For location, camera or microphone, start in <code>onStart</code> and stop in <code>onStop</code>: a recording screen must release the microphone when it leaves the foreground.</p>`,
      },
      {
        title: 'Compose and the lifecycle',
        subtitle: 'Composition, remember and effects',
        content: `<h2>Composition lifecycle</h2>
<p>A composable enters the composition, recomposes when its state changes and leaves it. <code>remember</code> survives recomposition but not configuration changes; <code>rememberSaveable</code> survives both and process death.</p>
<p>Use <code>DisposableEffect</code> to register and unregister listeners tied to the composition.</p>`,
      },
      {
        title: 'Worked example: a recording screen',
        subtitle: 'Getting it right end to end',
        content: `<h2>Requirements</h2>
<p>Record a video answer; keep the question and timer on rotation; stop recording when the app goes to the background; never lose a finished recording.</p>
<h2>Design</h2>
<ul>
<li>Question and remaining time in a ViewModel with <code>SavedStateHandle</code>.</li>
<li>Camera bound to the lifecycle with CameraX, released automatically on stop.</li>
<li>Finished files written to app storage and uploaded by WorkManager, which survives process death.</li>
</ul>`,
      },
      {
        title: 'Practice questions',
        subtitle: 'Record your answers in Practice Interviews',
        content: `<h2>Try these</h2>
<ol>
<li>Walk me through what happens when the user rotates the device.</li>
<li>How do you keep a form's input across process death?</li>
<li>Why might a fragment observer fire twice, and how do you fix it?</li>
<li>Tell me about a lifecycle bug you shipped and how you found it.</li>
</ol>`,
      },
    ],
  },
  {
    slug: 'kotlin-coroutines-on-android',
    title: 'Kotlin coroutines on Android',
    description:
      'Structured concurrency, dispatchers, flows and cancellation for Android interviews',
    category: 'android',
    duration: 40,
    featured: false,
    updatedAt: '2025-03-05T09:00:00.000Z',
    steps: [
      {
        title: 'Why coroutines',
        subtitle: 'Asynchronous code that reads sequentially',
        content: `<h2>From callbacks to suspend</h2>
<p>Coroutines let you write asynchronous code as plain sequential code. A <code>suspend</code> function can pause without blocking its thread, so the main thread stays free for drawing and input.</p>`,
      },
      {
        title: 'Suspend functions',
        subtitle: 'What suspending means',
        content: `<h2>Suspending is not blocking</h2>
<p>When a suspend function waits (for a network call, a delay), it releases the thread; the coroutine resumes later, possibly on another thread of the same dispatcher.</p>
<p>A suspend function should be main-safe: if it does blocking work, it switches dispatcher itself with <code>withContext</code>.</p>`,
      },
      {
        title: 'Dispatchers',
        subtitle: 'Main, IO and Default',
        content: `<h2>Where code runs</h2>
<ul>
<li><code>Dispatchers.Main</code>: UI work.</li>
<li><code>Dispatchers.IO</code>: blocking I/O such as files and databases.</li>
<li><code>Dispatchers.Default</code>: CPU-heavy work such as parsing or sorting.</li>
</ul>
<p>Inject dispatchers rather than hard-coding them, so tests can replace them.</p>`,
      },
      {
        title: 'Structured concurrency',
        subtitle: 'Scopes own their coroutines',
        content: `<h2>Scopes</h2>
<p>Every coroutine runs in a scope. A scope waits for its children and cancels them when it is cancelled, so work cannot leak. On Android use <code>viewModelScope</code> and <code>lifecycleScope</code>; avoid <code>GlobalScope</code>.</p>`,
      },
      {
        title: 'launch and async',
        subtitle: 'Fire-and-forget versus a result',
        content: `<h2>Builders</h2>
<p><code>launch</code> starts a coroutine that returns a <code>Job</code>; <code>async</code> returns a <code>Deferred</code> whose result you <code>await</code>. Run independent requests in parallel with two <code>async</code> calls inside <code>coroutineScope</code>, then await both.</p>`,
      },
      {
        title: 'Cancellation',
        subtitle: 'Cooperative, and easy to break',
        content: `<h2>How it works</h2>
<p>Cancellation is cooperative: suspend functions from kotlinx check for it, but a tight CPU loop must call <code>ensureActive()</code> itself.</p>
<p>Catching <code>Exception</code> around a suspend call also catches <code>CancellationException</code>; rethrow it, or the coroutine keeps running after it should have stopped.</p>`,
      },
      {
        title: 'Exceptions',
        subtitle: 'Propagation and SupervisorJob',
        content: `<h2>Propagation</h2>
<p>A failing child cancels its parent and siblings. With a <code>SupervisorJob</code> (as in <code>viewModelScope</code>), children fail independently. Exceptions from <code>async</code> surface when you call <code>await</code>.</p>`,
      },
      {
        title: 'Flow basics',
        subtitle: 'Cold streams of values',
        content: `<h2>Flows</h2>
<p>A <code>Flow</code> is a cold stream: its code runs for each collector. Transform it with <code>map</code>, <code>filter</code> and <code>debounce</code>; change its context with <code>flowOn</code>.</p>
<p>A search box that queries as the user types is the classic example: <code>debounce</code>, then <code>distinctUntilChanged</code>, then <code>flatMapLatest</code> to cancel stale requests.</p>`,
      },
      {
        title: 'StateFlow and SharedFlow',
        subtitle: 'Hot streams for UI state and events',
        content: `<h2>Hot flows</h2>
<ul>
<li><code>StateFlow</code> always has a value and replays the latest: ideal for UI state.</li>
<li><code>SharedFlow</code> can broadcast events without a current value.</li>
<li><code>stateIn</code> turns a cold flow into a StateFlow scoped to the ViewModel.</li>
</ul>`,
      },
      {
        title: 'Testing coroutines',
        subtitle: 'runTest and test dispatchers',
        content: `<h2>Deterministic tests</h2>
<p><code>runTest</code> runs coroutines on a test scheduler that skips delays, so a test of a 30-second timeout runs instantly. Replace the main dispatcher with <code>Dispatchers.setMain</code> in ViewModel tests.</p>`,
      },
      {
        title: 'Practice questions',
        subtitle: 'Record your answers in Practice Interviews',
        content: `<h2>Try these</h2>
<ol>
<li>What is the difference between launch and async?</li>
<li>How do you make two network calls in parallel and combine the results?</li>
<li>Why should you not catch CancellationException?</li>
<li>Tell me about a concurrency bug you fixed.</li>
</ol>`,
      },
    ],
  },
];
