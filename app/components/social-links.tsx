import { useSettings, useTexts } from "~/lib/root-data";
import { commonMessages } from "~/texts/pages/common";
import { FacebookIcon, InstagramIcon, YouTubeIcon } from "./icons";

export function SocialLinks({ className = "" }: { className?: string }) {
  const { social } = useSettings();
  const m = useTexts(commonMessages).social;
  const links = [
    { href: social.facebook, label: m.facebook, Icon: FacebookIcon },
    { href: social.instagram, label: m.instagram, Icon: InstagramIcon },
    { href: social.youtube, label: m.youtube, Icon: YouTubeIcon },
  ];
  return (
    <ul className={`flex gap-3 ${className}`}>
      {links.map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            href={href}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-flex items-center gap-2 rounded p-1 hover:text-red-700 focus-visible:outline-2"
          >
            <Icon className="h-6 w-6" />
            <span>{label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
