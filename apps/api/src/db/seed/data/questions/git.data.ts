import type { ChoiceQuestionSeed } from '@rehearse/contracts/question-bank';

// Git: the object model and refs, branching, merge and rebase, conflicts, undoing changes,
// reflog, cherry-pick, stash, remotes, tags, bisect, hooks and team workflows.
export const gitQuestions: readonly ChoiceQuestionSeed[] = [
  // Difficulty 1
  {
    id: 'git-staging-area',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'You edited `a.ts` and `b.ts`, then ran `git add a.ts` and `git commit -m "Fix parser"`. What does the new commit contain?',
    options: [
      {
        id: 'a',
        text: 'The changes to both files, because `git commit` records every modified file.',
        correct: false,
        explanation:
          'Without `-a`, `git commit` records only what is staged in the index; unstaged edits stay in the working tree.',
      },
      {
        id: 'b',
        text: 'The staged change to `a.ts`; the edit to `b.ts` stays uncommitted in the working tree.',
        correct: true,
        explanation:
          '`git add` copies the current content of a file into the staging area (index), and a commit is a snapshot of the index. This lets you split work into focused commits.',
      },
      {
        id: 'c',
        text: 'Nothing; you must run `git push` before changes are committed.',
        correct: false,
        explanation:
          'Commits are created locally. `git push` only sends existing commits to a remote.',
      },
      {
        id: 'd',
        text: 'Only `b.ts`, because `git add` marks files to be excluded.',
        correct: false,
        explanation:
          '`git add` includes content in the next commit; excluding files is what `.gitignore` is for, and only for untracked files.',
      },
    ],
  },
  {
    id: 'git-branch-is-a-pointer',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt: 'What is a Git branch, internally?',
    options: [
      {
        id: 'a',
        text: "A full copy of the project's files in a separate folder.",
        correct: false,
        explanation:
          "Git does not copy files per branch. That is why creating a branch is instant, whatever the repository's size.",
      },
      {
        id: 'b',
        text: 'A list of diffs that is applied on top of `main`.',
        correct: false,
        explanation:
          'Git stores snapshots in commits, and a branch does not store changes at all; it only names a commit.',
      },
      {
        id: 'c',
        text: 'A lightweight, movable reference that points to a commit and advances when you commit on it.',
        correct: true,
        explanation:
          'A branch is essentially a file holding a commit hash (for example `refs/heads/main`). Its history is whatever is reachable by following parent links from that commit.',
      },
      {
        id: 'd',
        text: 'A tag that can never change after it is created.',
        correct: false,
        explanation:
          'Tags are meant to stay put on one commit; branches are meant to move forward as you commit.',
      },
    ],
  },
  {
    id: 'git-fetch-vs-pull',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 45,
    prompt: 'What is the difference between `git fetch` and `git pull`?',
    options: [
      {
        id: 'a',
        text: '`git fetch` downloads new commits and updates remote-tracking branches such as `origin/main` without touching your branch; `git pull` fetches and then merges (or rebases) into your current branch.',
        correct: true,
        explanation:
          'Fetching is always safe: you can inspect `origin/main` before integrating. Pull is fetch plus an integration step that can create merge commits or conflicts.',
      },
      {
        id: 'b',
        text: "`git fetch` uploads your commits; `git pull` downloads others' commits.",
        correct: false,
        explanation: 'Uploading is `git push`. Both `fetch` and `pull` only download.',
      },
      {
        id: 'c',
        text: 'They are identical; `pull` is an older alias.',
        correct: false,
        explanation: '`pull` does strictly more than `fetch`: it also changes your current branch.',
      },
      {
        id: 'd',
        text: '`git fetch` overwrites your working tree with the remote version.',
        correct: false,
        explanation: '`git fetch` never changes your working tree or your local branches.',
      },
    ],
  },
  {
    id: 'git-switch-create-branch',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 35,
    prompt:
      'Which command creates a new branch called `feature` at the current commit **and** switches to it?',
    options: [
      {
        id: 'a',
        text: '`git branch feature`',
        correct: false,
        explanation:
          'This creates the branch but leaves you on the current one, so your next commit would not go to `feature`.',
      },
      {
        id: 'b',
        text: '`git merge feature`',
        correct: false,
        explanation:
          '`git merge` integrates an existing branch into the current one; it does not create branches.',
      },
      {
        id: 'c',
        text: '`git commit -b feature`',
        correct: false,
        explanation: '`git commit` has no option for creating branches.',
      },
      {
        id: 'd',
        text: '`git switch -c feature`',
        correct: true,
        explanation:
          '`-c` (create) makes the branch and checks it out in one step; the older equivalent is `git checkout -b feature`.',
      },
    ],
  },
  {
    id: 'git-gitignore-tracked-file',
    kind: 'true-false',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'True or false: adding `config/local.env` to `.gitignore` makes Git stop tracking that file, even though it was committed earlier.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          '`.gitignore` only affects untracked files. A file that is already tracked keeps being tracked, and changes to it still show up.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          'Run `git rm --cached config/local.env` and commit to stop tracking it while keeping the local file. If it held secrets, rotate them: they remain in history.',
      },
    ],
  },
  {
    id: 'git-restore-discard-changes',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 1,
    timeGuideSeconds: 40,
    prompt:
      'You edited `notes.md` but have not staged it, and you want to throw away the edit and get back the last committed version. Which command does that?',
    options: [
      {
        id: 'a',
        text: '`git revert notes.md`',
        correct: false,
        explanation:
          '`git revert` takes commits, not files: it creates a new commit that undoes an earlier commit.',
      },
      {
        id: 'b',
        text: '`git restore notes.md`',
        correct: true,
        explanation:
          '`git restore` overwrites the working-tree file with the version from the index, which here matches the last commit. The edit is gone for good, since it was never stored in Git.',
      },
      {
        id: 'c',
        text: '`git rm notes.md`',
        correct: false,
        explanation:
          'This deletes the file and stages its removal, which is not the same as restoring it.',
      },
      {
        id: 'd',
        text: '`git stash drop notes.md`',
        correct: false,
        explanation:
          '`git stash drop` deletes a stash entry and does not take a file path; it does not touch working-tree changes.',
      },
    ],
  },
  // Difficulty 2
  {
    id: 'git-revert-pushed-commit',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'A bad commit was pushed to the shared `main` branch an hour ago, and teammates have already pulled it. What is the safest way to undo its changes?',
    options: [
      {
        id: 'a',
        text: '`git reset --hard HEAD~1` and then `git push --force`',
        correct: false,
        explanation:
          'This rewrites shared history. Teammates who already have the commit get diverged branches, and the force push can discard work pushed in the meantime.',
      },
      {
        id: 'b',
        text: 'Delete the commit with `git commit --amend`.',
        correct: false,
        explanation:
          '`--amend` replaces only the latest commit with a new one; it also rewrites history and needs a force push.',
      },
      {
        id: 'c',
        text: '`git revert <commit>` and push the new commit.',
        correct: true,
        explanation:
          'Revert adds a new commit that applies the inverse of the bad one, so history only moves forward and everyone can pull it normally.',
      },
      {
        id: 'd',
        text: '`git restore --source=HEAD~1 .` without committing.',
        correct: false,
        explanation:
          'This only changes your local working tree; nothing is shared until it is committed and pushed, and it would also undo any other changes in that range.',
      },
    ],
  },
  {
    id: 'git-fast-forward-merge',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 50,
    prompt:
      'You branched `feature` from `main` and made three commits on it. Nobody has committed to `main` since. What does `git merge feature` do while on `main` (with default settings)?',
    options: [
      {
        id: 'a',
        text: 'Creates a merge commit with two parents.',
        correct: false,
        explanation:
          'A merge commit is only needed when both branches have new commits. You can force one with `--no-ff` if you want the branch visible in history.',
      },
      {
        id: 'b',
        text: "Fast-forwards: moves `main` to point at `feature`'s latest commit, with no new commit.",
        correct: true,
        explanation:
          'Since `main` is an ancestor of `feature`, Git can just advance the pointer, which gives linear history.',
      },
      {
        id: 'c',
        text: 'Squashes the three commits into one new commit on `main`.',
        correct: false,
        explanation:
          'Squashing only happens with `git merge --squash` (or a squash-merge button on a hosting platform).',
      },
      {
        id: 'd',
        text: 'Copies the three commits onto `main` with new hashes.',
        correct: false,
        explanation:
          'That describes rebasing or cherry-picking. A fast-forward reuses the exact same commits.',
      },
    ],
  },
  {
    id: 'git-stash-untracked-default',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 50,
    prompt:
      'You have modified tracked files and also created a brand-new, untracked file `todo.md`. You run `git stash` with no options. What happens to `todo.md`?',
    options: [
      {
        id: 'a',
        text: 'It is stashed together with the other changes.',
        correct: false,
        explanation:
          'By default stash saves only changes to tracked files (both staged and unstaged).',
      },
      {
        id: 'b',
        text: 'It is deleted.',
        correct: false,
        explanation: '`git stash` does not delete untracked files; it simply ignores them.',
      },
      {
        id: 'c',
        text: 'It is staged automatically so it can be stashed next time.',
        correct: false,
        explanation: 'Stashing never stages new files for you.',
      },
      {
        id: 'd',
        text: 'It stays in the working tree untouched; use `git stash -u` to include untracked files.',
        correct: true,
        explanation:
          '`-u` (`--include-untracked`) adds untracked files to the stash, and `-a` also includes ignored files.',
      },
    ],
  },
  {
    id: 'git-mark-conflict-resolved',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 50,
    prompt:
      'A `git merge` stopped with a conflict in `app.ts`. You edited the file, removed the `<<<<<<<`, `=======` and `>>>>>>>` markers and kept the right code. What tells Git the conflict is resolved?',
    options: [
      {
        id: 'a',
        text: '`git add app.ts`, then `git commit` (or `git merge --continue`).',
        correct: true,
        explanation:
          'Staging the file records the resolved content in the index and clears its conflicted state; committing completes the merge.',
      },
      {
        id: 'b',
        text: 'Saving the file is enough; Git detects that the markers are gone.',
        correct: false,
        explanation:
          'Git tracks conflict state in the index, not by scanning for markers, so the file stays unmerged until you stage it.',
      },
      {
        id: 'c',
        text: '`git merge --abort`',
        correct: false,
        explanation:
          'This throws the merge away and returns to the pre-merge state, discarding your resolution.',
      },
      {
        id: 'd',
        text: '`git stash`',
        correct: false,
        explanation:
          'Stashing cannot save an index with unresolved entries, and it would not complete the merge anyway.',
      },
    ],
  },
  {
    id: 'git-tags-facts',
    kind: 'multiple',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 75,
    prompt: 'Which statements about Git tags are correct? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'An annotated tag (`git tag -a v1.2.0 -m "..."`) is a stored object with the tagger, date and message, and it can be signed.',
        correct: true,
        explanation:
          'That is why annotated tags are recommended for releases: they record who tagged what and when.',
      },
      {
        id: 'b',
        text: 'A plain `git push` also pushes all your local tags.',
        correct: false,
        explanation:
          'Tags must be pushed explicitly, with `git push origin v1.2.0`, `git push --tags`, or `git push --follow-tags` for annotated tags reachable from the pushed commits.',
      },
      {
        id: 'c',
        text: 'A lightweight tag is just a named reference to a commit, with no extra metadata.',
        correct: true,
        explanation: 'It is like a branch that never moves: only a name and a commit hash.',
      },
      {
        id: 'd',
        text: 'A tag moves forward automatically when you commit, like a branch.',
        correct: false,
        explanation:
          'Tags are meant to mark a fixed point such as a release; only the checked-out branch advances on commit.',
      },
    ],
  },
  {
    id: 'git-detached-head-commits',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 2,
    timeGuideSeconds: 60,
    prompt:
      'You ran `git switch --detach a1b2c3d` to look at an old commit, made two commits there, and now want to keep them. What should you do before switching back to `main`?',
    options: [
      {
        id: 'a',
        text: 'Nothing; they were added to `main` automatically.',
        correct: false,
        explanation:
          'In detached HEAD state, commits are not on any branch; `main` still points where it did.',
      },
      {
        id: 'b',
        text: 'Run `git push`; the remote will keep them.',
        correct: false,
        explanation:
          'With no branch checked out, there is no branch to push, so this pushes nothing useful.',
      },
      {
        id: 'c',
        text: 'Create a branch at the current commit, for example `git switch -c experiment`.',
        correct: true,
        explanation:
          'A branch makes the commits reachable. Otherwise, after you switch away they are findable only through the reflog until they expire and are garbage-collected.',
      },
      {
        id: 'd',
        text: 'Run `git stash`; it saves commits.',
        correct: false,
        explanation: 'Stash saves uncommitted changes, not commits.',
      },
    ],
  },
  // Difficulty 3
  {
    id: 'git-reset-soft-undo-commit',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      'You just made a local commit (not pushed) and want to undo the commit but keep all of its changes **staged**, ready to recommit. Which command does that?',
    options: [
      {
        id: 'a',
        text: '`git reset --hard HEAD~1`',
        correct: false,
        explanation:
          "`--hard` also resets the index and working tree, so the commit's changes are discarded from your files.",
      },
      {
        id: 'b',
        text: '`git reset HEAD~1`',
        correct: false,
        explanation:
          'The default `--mixed` mode moves the branch and resets the index, so the changes remain in your files but are unstaged.',
      },
      {
        id: 'c',
        text: '`git revert HEAD`',
        correct: false,
        explanation:
          'Revert keeps the commit and adds another one that undoes it; nothing ends up staged for recommitting.',
      },
      {
        id: 'd',
        text: '`git reset --soft HEAD~1`',
        correct: true,
        explanation:
          '`--soft` only moves the branch pointer back; the index and working tree are untouched, so the changes stay staged.',
      },
    ],
  },
  {
    id: 'git-merge-vs-rebase-facts',
    kind: 'multiple',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 90,
    prompt:
      'Your `feature` branch has diverged from `main`. Which statements about integrating with `git merge main` versus `git rebase main` are correct? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'Rebasing creates new commits with new hashes for each of your feature commits.',
        correct: true,
        explanation:
          "A commit's hash covers its parent; replaying commits on a new base gives them new parents and therefore new identities.",
      },
      {
        id: 'b',
        text: 'Merging keeps existing commits unchanged and records where the histories joined with a merge commit.',
        correct: true,
        explanation:
          'Merge is non-destructive, which makes it safe on shared branches, at the cost of a less linear history.',
      },
      {
        id: 'c',
        text: 'Rebasing is always safe on commits that teammates have already pulled, because the content does not change.',
        correct: false,
        explanation:
          "Others' work is built on the old commits; rewriting them forces a force push and leaves teammates with duplicated or diverged history.",
      },
      {
        id: 'd',
        text: 'A rebase may stop for conflicts several times, once for each replayed commit that conflicts.',
        correct: true,
        explanation:
          'Rebase applies commits one by one, so you may resolve conflicts per commit, whereas a merge resolves everything once.',
      },
    ],
  },
  {
    id: 'git-reflog-recover-reset',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 75,
    prompt:
      'You accidentally ran `git reset --hard HEAD~3` on your branch and lost three commits that were never pushed. How do you get them back?',
    options: [
      {
        id: 'a',
        text: 'They are gone; `--hard` deletes commits permanently.',
        correct: false,
        explanation:
          'Reset only moves the branch pointer. The commits still exist as objects and are recorded in the reflog for weeks before they can be garbage-collected.',
      },
      {
        id: 'b',
        text: 'Run `git reflog`, find the entry from before the reset (such as `HEAD@{1}`), and run `git reset --hard HEAD@{1}`.',
        correct: true,
        explanation:
          'The reflog records every position of `HEAD` and each branch, so the previous tip is easy to find. You could also create a branch there with `git branch rescue HEAD@{1}`.',
      },
      {
        id: 'c',
        text: '`git revert HEAD~3`',
        correct: false,
        explanation:
          'Revert creates a new commit undoing an existing commit; it does not bring back commits that are no longer on the branch.',
      },
      {
        id: 'd',
        text: '`git pull`, since the remote has a copy.',
        correct: false,
        explanation: 'The commits were never pushed, so the remote does not have them.',
      },
    ],
  },
  {
    id: 'git-cherry-pick-new-commit',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt:
      'You are on `release-2.4` and run `git cherry-pick 9f8e7d6`, a bug-fix commit from `main`. What happens?',
    options: [
      {
        id: 'a',
        text: 'Git applies the changes introduced by `9f8e7d6` onto `release-2.4` as a new commit with a different hash, leaving `main` unchanged.',
        correct: true,
        explanation:
          "Cherry-pick replays one commit's diff (relative to its parent) on the current branch. The new commit has the same message and author but a new parent, so a new hash.",
      },
      {
        id: 'b',
        text: 'Git moves commit `9f8e7d6` from `main` to `release-2.4`.',
        correct: false,
        explanation:
          'Commits are immutable and cannot be moved; `main` still contains the original.',
      },
      {
        id: 'c',
        text: 'Git merges all of `main` up to `9f8e7d6` into `release-2.4`.',
        correct: false,
        explanation:
          "That is what merging the commit would do. Cherry-pick brings only that one commit's changes, not its ancestors.",
      },
      {
        id: 'd',
        text: 'Git makes `release-2.4` point to `9f8e7d6`.',
        correct: false,
        explanation:
          "That would be a reset, which would throw away the release branch's own history.",
      },
    ],
  },
  {
    id: 'git-status-ahead-behind-offline',
    kind: 'true-false',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 45,
    prompt:
      "True or false: when `git status` says `Your branch is up to date with 'origin/main'`, Git has just checked the remote server and confirmed nobody has pushed new commits.",
    options: [
      {
        id: 'a',
        text: 'True',
        correct: false,
        explanation:
          '`git status` works offline and compares with the remote-tracking branch `origin/main`, which is only as recent as your last fetch.',
      },
      {
        id: 'b',
        text: 'False',
        correct: true,
        explanation:
          "Run `git fetch` first to update `origin/main`; only then do 'ahead' and 'behind' reflect the current state of the remote.",
      },
    ],
  },
  {
    id: 'git-trunk-based-development',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 3,
    timeGuideSeconds: 60,
    prompt: 'Which description best matches **trunk-based development**?',
    options: [
      {
        id: 'a',
        text: 'Long-lived `develop`, `release` and `hotfix` branches, with features merged into `develop` and periodically promoted to `main`.',
        correct: false,
        explanation:
          'That is Git Flow, which suits scheduled releases but adds long-lived branches and merge overhead.',
      },
      {
        id: 'b',
        text: 'Each developer keeps a personal branch for weeks and merges it when the whole feature is finished.',
        correct: false,
        explanation:
          'Long-lived branches cause painful merges and late integration, exactly what trunk-based development avoids.',
      },
      {
        id: 'c',
        text: 'Everyone integrates small changes into `main` at least daily, via very short-lived branches or direct commits, using feature flags to hide unfinished work.',
        correct: true,
        explanation:
          'Frequent integration keeps `main` releasable and conflicts small; it relies on good CI and on decoupling deployment from feature release.',
      },
      {
        id: 'd',
        text: 'Contributors fork the repository and send changes from their forks.',
        correct: false,
        explanation:
          'That is the forking workflow, common in open source; it says how changes arrive, not how often they are integrated.',
      },
    ],
  },
  // Difficulty 4
  {
    id: 'git-object-model',
    kind: 'multiple',
    skills: ['git'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 100,
    prompt: "Which statements about Git's object model are correct? Select all that apply.",
    options: [
      {
        id: 'a',
        text: "A blob stores a file's content but not its name.",
        correct: true,
        explanation:
          'Names live in trees. Identical content is stored once, however many paths or commits use it.',
      },
      {
        id: 'b',
        text: 'A tree lists entries with names and modes that point to blobs and other trees.',
        correct: true,
        explanation:
          'A tree is a snapshot of one directory; nesting trees gives the whole project layout.',
      },
      {
        id: 'c',
        text: 'A commit stores the diff from its parent commit.',
        correct: false,
        explanation:
          'A commit points to a complete snapshot (a root tree). Diffs are computed when you ask for them; packfiles use deltas for storage, but that is a compression detail.',
      },
      {
        id: 'd',
        text: 'Renaming a file without changing its content creates a new blob.',
        correct: false,
        explanation:
          'The content is unchanged, so it is the same blob; only the tree changes. Git detects renames afterwards by comparing content.',
      },
      {
        id: 'e',
        text: 'A commit records its root tree, its parent commit(s), author, committer and message.',
        correct: true,
        explanation:
          "All of these feed into the commit's hash, which is why changing any of them, including the parent, produces a different commit.",
      },
    ],
  },
  {
    id: 'git-force-with-lease',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      'You rebased your already-pushed `feature` branch onto the latest `main`, and a colleague sometimes pushes to `feature` too. Which push is the safest way to publish your rebased branch?',
    options: [
      {
        id: 'a',
        text: '`git push --force`',
        correct: false,
        explanation:
          'This overwrites the remote branch unconditionally, silently discarding any commit your colleague pushed since you last fetched.',
      },
      {
        id: 'b',
        text: '`git push`',
        correct: false,
        explanation:
          'A normal push is rejected because the rebased branch is not a fast-forward of the remote one.',
      },
      {
        id: 'c',
        text: '`git push --force-with-lease`',
        correct: true,
        explanation:
          'It overwrites the remote only if it still points where your `origin/feature` says, so unseen commits make it fail. Tools that fetch in the background can update `origin/feature` and weaken this; `--force-if-includes` adds protection.',
      },
      {
        id: 'd',
        text: 'Delete the remote branch and push again.',
        correct: false,
        explanation:
          "This is just a force push with extra steps: it discards the colleague's commits and may close open pull requests.",
      },
    ],
  },
  {
    id: 'git-double-dot-range',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 75,
    prompt: 'What does `git log main..feature` list?',
    options: [
      {
        id: 'a',
        text: 'Commits reachable from `feature` but not from `main`, that is, what merging `feature` would bring into `main`.',
        correct: true,
        explanation:
          "`A..B` means 'reachable from B, excluding anything reachable from A'. It is the standard way to see what a branch adds.",
      },
      {
        id: 'b',
        text: 'Commits reachable from `main` but not from `feature`.',
        correct: false,
        explanation:
          'That is `git log feature..main`; the range excludes the left side and shows the right side.',
      },
      {
        id: 'c',
        text: 'Commits on either branch but not on both.',
        correct: false,
        explanation: 'That symmetric difference is the three-dot form, `git log main...feature`.',
      },
      {
        id: 'd',
        text: 'All commits created between the dates of the two branch tips.',
        correct: false,
        explanation: 'Ranges are defined by reachability in the commit graph, not by dates.',
      },
    ],
  },
  {
    id: 'git-hooks-no-verify',
    kind: 'true-false',
    skills: ['git'],
    roles: ['software-engineer', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 60,
    prompt:
      'True or false: `git commit --no-verify` skips the `pre-commit` and `commit-msg` hooks, so client-side hooks cannot be relied on to enforce policy such as tests or commit-message rules.',
    options: [
      {
        id: 'a',
        text: 'True',
        correct: true,
        explanation:
          'Client-side hooks are also not cloned with the repository (`.git/hooks` is local, and `core.hooksPath` needs opting in). They are a convenience; enforce rules in CI or server-side checks.',
      },
      {
        id: 'b',
        text: 'False',
        correct: false,
        explanation:
          '`--no-verify` does bypass these hooks, and developers can also simply remove them, since the hooks live in their own clone.',
      },
    ],
  },
  {
    id: 'git-fixup-autosquash',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      'On your unpushed branch, you notice a typo in a file changed three commits ago, in commit `abc1234`. You want the fix folded into that commit, not added as a separate one. What is the idiomatic way?',
    options: [
      {
        id: 'a',
        text: '`git commit --amend`',
        correct: false,
        explanation:
          '`--amend` changes only the latest commit, so the fix would go into the wrong commit.',
      },
      {
        id: 'b',
        text: '`git revert abc1234`, then recommit everything.',
        correct: false,
        explanation:
          'Revert adds an undo commit; it does not edit the original and makes the history noisier.',
      },
      {
        id: 'c',
        text: '`git cherry-pick abc1234` after staging the fix.',
        correct: false,
        explanation:
          "Cherry-pick would apply that commit's changes again as a new commit, not combine your fix into it.",
      },
      {
        id: 'd',
        text: 'Stage the fix, run `git commit --fixup=abc1234`, then `git rebase -i --autosquash abc1234~1`.',
        correct: true,
        explanation:
          'The fixup commit is automatically moved next to its target and marked `fixup` in the rebase todo list, so it is melded into `abc1234`. This rewrites the later commits, which is fine because they are unpushed.',
      },
    ],
  },
  {
    id: 'git-squash-merge-branch-delete',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 4,
    timeGuideSeconds: 90,
    prompt:
      "Your pull request was squash-merged into `main` and the remote `feature` branch was deleted. After `git switch main` and `git pull --prune`, `git branch -d feature` refuses with 'not fully merged'. Why?",
    options: [
      {
        id: 'a',
        text: "The squash commit is a new commit with only `main` as its parent, so `feature`'s original commits are not reachable from `main`.",
        correct: true,
        explanation:
          '`-d` checks reachability, not content. After confirming the change landed, `git branch -D feature` is the usual step; continuing to work on that branch tends to cause conflicts later.',
      },
      {
        id: 'b',
        text: 'Squash merges are only recorded on the hosting platform, not in Git.',
        correct: false,
        explanation:
          "The squash commit is a normal Git commit on `main`; it just carries no link back to the branch's commits.",
      },
      {
        id: 'c',
        text: 'Git refuses to delete any branch that was ever pushed.',
        correct: false,
        explanation:
          'Pushed branches can be deleted; `-d` checks that the branch is merged into its upstream, or into `HEAD` when the upstream is missing.',
      },
      {
        id: 'd',
        text: 'You must run `git gc` first.',
        correct: false,
        explanation:
          'Garbage collection has nothing to do with branch deletion; it only removes unreachable objects.',
      },
    ],
  },
  // Difficulty 5
  {
    id: 'git-ours-theirs-during-rebase',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'frontend', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 100,
    prompt:
      'On `feature`, you run `git rebase main` and hit a conflict in `api.ts`. You want the version from **your feature commit** being replayed. Which command gives you that file?',
    options: [
      {
        id: 'a',
        text: '`git checkout --ours api.ts`',
        correct: false,
        explanation:
          "During a rebase, 'ours' is the branch being built on, which starts as `main` plus the commits already replayed, so this picks the upstream side.",
      },
      {
        id: 'b',
        text: '`git checkout --theirs api.ts`',
        correct: true,
        explanation:
          "Rebase replays your commits onto `main`, so your commit is the one being applied, 'theirs'. The sides are swapped compared with `git merge`, where 'ours' is your current branch.",
      },
      {
        id: 'c',
        text: '`git checkout feature -- api.ts`',
        correct: false,
        explanation:
          'During a rebase `feature` still points at your old tip, so this takes the file as of your last commit, not the commit currently being replayed, which can bring in later changes too early.',
      },
      {
        id: 'd',
        text: '`git restore --staged api.ts`',
        correct: false,
        explanation: 'This only changes what is staged; it does not choose a side of the conflict.',
      },
    ],
  },
  {
    id: 'git-revert-merge-then-remerge',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      '`feature` was merged into `main` and caused a bug, so the merge was reverted with `git revert -m 1 <merge>`. The team then fixed the bug with new commits on `feature` and merged `feature` into `main` again. Now `main` contains only the fix commits, not the original feature. Why, and what is the fix?',
    options: [
      {
        id: 'a',
        text: 'The second merge failed silently; repeat `git merge feature`.',
        correct: false,
        explanation:
          'The merge worked as designed; merging again does nothing because the branch is already merged.',
      },
      {
        id: 'b',
        text: "`-m 1` deleted the feature's commits from the repository; cherry-pick them again from a backup.",
        correct: false,
        explanation:
          'Revert never deletes commits. `-m 1` only chooses which parent is the mainline to undo changes relative to.',
      },
      {
        id: 'c',
        text: "The revert commit is still in `main`'s history; rebase `main` to remove it.",
        correct: false,
        explanation:
          'Rewriting shared `main` would disrupt everyone. The history is fine; the problem is what the revert means to later merges.',
      },
      {
        id: 'd',
        text: 'The original commits are already reachable from `main`, so the second merge only brought the new commits, while the revert still undoes the feature; revert the revert commit.',
        correct: true,
        explanation:
          'Reverting a merge undoes its data but not its history. Reverting the revert restores the original changes, and the later merge supplies the fixes.',
      },
    ],
  },
  {
    id: 'git-merge-strategy-ours-vs-x-ours',
    kind: 'multiple',
    skills: ['git'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'Compare `git merge -s ours other` with `git merge -X ours other`. Which statements are correct? Select all that apply.',
    options: [
      {
        id: 'a',
        text: "`-s ours` records a merge but keeps the current branch's tree exactly, discarding every change from `other`.",
        correct: true,
        explanation:
          'The `ours` strategy marks `other` as merged without taking any of its content, which is useful to supersede an old branch.',
      },
      {
        id: 'b',
        text: '`-X ours` runs a normal merge and takes changes from `other`, resolving only conflicting hunks in favour of the current branch.',
        correct: true,
        explanation:
          'It is an option to the default `ort` strategy: non-conflicting changes from both sides are still merged.',
      },
      {
        id: 'c',
        text: 'The two commands always produce the same result.',
        correct: false,
        explanation:
          'They differ whenever `other` has non-conflicting changes: `-X ours` keeps them, `-s ours` drops them.',
      },
      {
        id: 'd',
        text: "Git also has a `-s theirs` strategy that keeps only `other`'s tree.",
        correct: false,
        explanation:
          'There is no built-in `theirs` strategy, only the `-X theirs` option for conflicting hunks.',
      },
    ],
  },
  {
    id: 'git-what-reflog-can-recover',
    kind: 'multiple',
    skills: ['git'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'Which statements about recovering lost work in Git are correct? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'A commit that became unreachable after a `git reset --hard` can usually be found with `git reflog`.',
        correct: true,
        explanation:
          'The reflog keeps previous positions of `HEAD` and branches, so the commit hash is still recorded.',
      },
      {
        id: 'b',
        text: 'Edits that were never staged or committed and were overwritten by `git reset --hard` can be recovered from the reflog.',
        correct: false,
        explanation:
          "Git never stored that content, so Git cannot recover it; only an editor's history or a backup can.",
      },
      {
        id: 'c',
        text: 'Content that was staged with `git add` but never committed may be recoverable as a dangling blob with `git fsck --lost-found`.',
        correct: true,
        explanation:
          'Staging writes a blob into the object database, so the content exists even if no commit or tree refers to it, though without its file name.',
      },
      {
        id: 'd',
        text: 'The reflog is pushed with your branches, so a teammate can recover your lost commits from their clone.',
        correct: false,
        explanation:
          'Reflogs are local to each repository and are never transferred by push or fetch.',
      },
      {
        id: 'e',
        text: 'Reflog entries expire, after which `git gc` can prune unreachable commits for good.',
        correct: true,
        explanation:
          'By default entries for unreachable commits expire after 30 days and others after 90 days, so recovery is time-limited.',
      },
    ],
  },
  {
    id: 'git-bisect-automation',
    kind: 'multiple',
    skills: ['git'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      'A regression appeared somewhere in the last 2,000 commits of `main`, which merges many feature branches, and some intermediate feature commits do not build. Which statements about `git bisect` are correct? Select all that apply.',
    options: [
      {
        id: 'a',
        text: 'With `git bisect run ./check.sh`, exit code 0 marks a commit good, 125 skips it, and other codes from 1 to 127 mark it bad.',
        correct: true,
        explanation:
          'Returning 125 from the script when the build fails lets bisect step around untestable commits automatically.',
      },
      {
        id: 'b',
        text: '`git bisect start --first-parent` follows only the first parent of merges, so it tests commits on `main` itself and finds the merge that introduced the regression.',
        correct: true,
        explanation:
          'This avoids testing broken commits inside feature branches; you can then bisect within the culprit branch if needed.',
      },
      {
        id: 'c',
        text: 'Bisect needs a linear history without merges.',
        correct: false,
        explanation:
          'Bisect works on any commit graph, choosing commits that split the remaining candidates roughly in half.',
      },
      {
        id: 'd',
        text: 'About 2,000 / 2 = 1,000 test runs are needed in the worst case.',
        correct: false,
        explanation:
          'Each step halves the candidates, so about log2(2,000) ≈ 11 tests are enough, plus a few if commits have to be skipped.',
      },
    ],
  },
  {
    id: 'git-cherry-pick-then-merge',
    kind: 'single',
    skills: ['git'],
    roles: ['software-engineer', 'backend'],
    difficulty: 5,
    timeGuideSeconds: 120,
    prompt:
      "Commit `C` on `feature` was cherry-picked onto `main` as `C'`. Neither branch touched those lines again. Later, `feature` is merged into `main`. What happens to `C`'s change?",
    options: [
      {
        id: 'a',
        text: 'It is applied twice, duplicating the change in the file.',
        correct: false,
        explanation:
          'A three-way merge compares both sides with the merge base; it does not replay commits one by one.',
      },
      {
        id: 'b',
        text: 'The merge always conflicts because the same lines were changed on both branches.',
        correct: false,
        explanation:
          'Identical changes on both sides are not a conflict; conflicts arise only when the two sides changed the same region differently.',
      },
      {
        id: 'c',
        text: "The three-way merge sees the same change on both sides relative to the merge base and takes it once without conflict; history then contains both `C` and `C'`.",
        correct: true,
        explanation:
          'The file ends up correct, but the duplicate commits remain in history, and conflicts can still appear if either side later edits those lines again.',
      },
      {
        id: 'd',
        text: "Git recognises `C'` as a cherry-pick of `C` and leaves `C` out of the merge.",
        correct: false,
        explanation:
          'Merge does not compare individual commits. Patch-based skipping of already-applied changes is something `git rebase` does, not `git merge`.',
      },
    ],
  },
];
