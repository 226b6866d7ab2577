import styled from 'styled-components';
import type { PageBlock } from '@ssb/api-client';

const Body = styled.div`
  max-width: 820px;
  h2 {
    font-size: ${({ theme }) => theme.type.h3.size}px;
    line-height: ${({ theme }) => theme.type.h3.line}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    margin: ${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[2]}px;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    margin: ${({ theme }) => theme.space[3]}px 0;
  }
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
    padding: ${({ theme }) => theme.space[2]}px;
    text-align: left;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

/** A rich body of the API: headings, paragraphs, lists, tables and links, all plain text. */
export function Blocks({ blocks }: { blocks: readonly PageBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <Body>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return <h2 key={i}>{block.text}</h2>;
          case 'paragraph':
            return <p key={i}>{block.text}</p>;
          case 'list':
            return (
              <ul key={i}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'table':
            return (
              <table key={i}>
                <thead>
                  <tr>
                    {block.columns.map((c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {block.rows.map((row, r) => (
                    <tr key={r}>
                      {row.map((cell, c) => (
                        <td key={c}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            );
          case 'links':
            return (
              <ul key={i} data-testid="links">
                {block.items.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.title}
                    </a>
                  </li>
                ))}
              </ul>
            );
          default:
            return null;
        }
      })}
    </Body>
  );
}
