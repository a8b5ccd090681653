import { ESLint, type Linter } from 'eslint';

// The project's own lint config, run on a snippet as if it were the file at `filePath`: the
// architecture tests show each rule failing this way.
const eslint = new ESLint({ cwd: process.cwd() });

export async function lintSnippet(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}
