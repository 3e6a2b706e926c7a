import { screens } from '@console/app/screens/registry';

/** Storybook's story id: the title and export name, lower-cased, non-alphanumerics as dashes. */
function storyId(title: string, name: string): string {
  const slug = (text: string) =>
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${slug(title)}--${slug(name)}`;
}

/**
 * The whole product on one page for reviewers: every route of the console's route tree (the same
 * registry a unit test checks against the router), its status and a link to its story.
 */
export function ScreensTable() {
  const rows = Object.entries(screens);
  const built = rows.filter(([, screen]) => screen.status === 'built').length;
  return (
    <>
      <p>
        {rows.length} screens: {built} built, {rows.length - built} not built yet.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Screen</th>
            <th scope="col">Route</th>
            <th scope="col">Area</th>
            <th scope="col">Status</th>
            <th scope="col">Story</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, screen]) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              <td>
                <code>{screen.path.replace('$locale', '{locale}')}</code>
              </td>
              <td>{screen.area}</td>
              <td>{screen.status === 'built' ? 'built' : `not built yet (issue #${'issue' in screen ? screen.issue : '?'})`}</td>
              <td>
                <a href={`./?path=/story/${storyId(screen.storyTitle, screen.storyExport)}`} target="_top">
                  {screen.storyTitle} / {screen.storyExport}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
