import { findSector } from '@oversight/shared/reference/sectors';
import {
  IconBallFootball,
  IconBolt,
  IconBuildingBridge2,
  IconBuildingHospital,
  IconBuildingStore,
  IconDroplet,
  IconFlask,
  IconGasStation,
  IconHeartHandshake,
  IconPick,
  IconPlane,
  IconPlant2,
  IconRoad,
  IconScale,
  IconSchool,
  IconShieldCheck,
  IconTrain,
  IconTrees,
  IconWifi,
  IconWoman,
  type Icon,
} from '@tabler/icons-react';

type Art = { icon: Icon; from: string; to: string; ink: string };

// One picture per sector (icon and colours), so cards of different kinds of project do not all look alike.
const ART: Record<string, Art> = {
  AGRICULTURE: { icon: IconPlant2, from: '#e9f5db', to: '#b5d99c', ink: '#3d6b21' },
  AVIATION: { icon: IconPlane, from: '#e7f0fb', to: '#a9c8ee', ink: '#1f4f8a' },
  EDUCATION: { icon: IconSchool, from: '#fff4db', to: '#f7d48a', ink: '#7a5204' },
  ENVIRONMENT: { icon: IconTrees, from: '#e3f4ea', to: '#9fd4b3', ink: '#1f6b3f' },
  HEALTH: { icon: IconBuildingHospital, from: '#fdecec', to: '#f3b3b3', ink: '#8a1f1f' },
  HUMANITARIAN_AFFAIRS: { icon: IconHeartHandshake, from: '#fcebf3', to: '#eeb0cd', ink: '#7d2050' },
  INFORMATION_AND_COMMUNICATION_TECHNOLOGY: {
    icon: IconWifi,
    from: '#ebeafc',
    to: '#b9b5f0',
    ink: '#3b3391',
  },
  JUSTICE: { icon: IconScale, from: '#f1ece4', to: '#d6c6aa', ink: '#5e4a26' },
  MINES_AND_STEEL: { icon: IconPick, from: '#eceff1', to: '#b8c2c9', ink: '#37474f' },
  OIL_AND_GAS: { icon: IconGasStation, from: '#f3ecdf', to: '#d9bf8f', ink: '#6b4b12' },
  POWER: { icon: IconBolt, from: '#fff8d6', to: '#f5dc6e', ink: '#6e5600' },
  SCIENCE_AND_TECHNOLOGY: { icon: IconFlask, from: '#e6f6f8', to: '#9fd8e0', ink: '#0d5c66' },
  SECURITY_AND_DEFENCE: { icon: IconShieldCheck, from: '#e8ecf3', to: '#a9b7d0', ink: '#2b3d5e' },
  TRADE_AND_INVESTMENT: { icon: IconBuildingStore, from: '#f6ecfb', to: '#d7b3ec', ink: '#5b2a7a' },
  TRANSPORT: { icon: IconTrain, from: '#e9eef5', to: '#b3c3d9', ink: '#2c4364' },
  WATER_RESOURCES: { icon: IconDroplet, from: '#e4f3fb', to: '#98cdea', ink: '#0f5479' },
  WOMEN_AFFAIRS: { icon: IconWoman, from: '#fdeef6', to: '#f2b5d3', ink: '#86224f' },
  WORKS_AND_HOUSING: { icon: IconRoad, from: '#eef0ec', to: '#c2c9b8', ink: '#3f4a33' },
  YOUTH_AND_SPORTS: { icon: IconBallFootball, from: '#eaf6ee', to: '#a9dbb9', ink: '#22603a' },
};
const DEFAULT_ART: Art = {
  icon: IconBuildingBridge2,
  from: 'var(--mantine-color-oversight-0)',
  to: 'var(--mantine-color-oversight-2)',
  ink: 'var(--mantine-color-oversight-7)',
};

/** The sector's picture: what a project without a photo of its own shows (decorative: the card says the rest). */
export function SectorArt({ sectors, size = 40 }: { sectors?: readonly string[]; size?: number }) {
  const key = sectors
    ?.map((sector) => findSector(sector)?.key)
    .find((found): found is string => !!found && found in ART);
  const art = key ? ART[key]! : DEFAULT_ART;
  const Icon = art.icon;
  return (
    <div
      data-sector={key ?? 'none'}
      aria-hidden
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: `linear-gradient(135deg, ${art.from}, ${art.to})`,
        color: art.ink,
      }}
    >
      <Icon size={size} stroke={1.3} />
    </div>
  );
}
