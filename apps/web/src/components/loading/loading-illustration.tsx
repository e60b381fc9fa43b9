/** The loading screen's animated image: a graduation cap floating above an open book, with an orbiting dot. */
export function LoadingIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 160 160" className={className} aria-hidden focusable="false">
      <circle cx="80" cy="80" r="72" fill="var(--color-primary-50)" />
      <g className="origin-center animate-orbit" style={{ transformBox: 'view-box' }}>
        <circle
          cx="80"
          cy="80"
          r="62"
          fill="none"
          stroke="var(--color-primary-200)"
          strokeWidth="2"
          strokeDasharray="4 10"
        />
        <circle cx="80" cy="18" r="6" fill="var(--color-accent-400)" />
      </g>
      {/* open book */}
      <path d="M40 104c13-5 26-4 40 4v18c-14-8-27-9-40-4z" fill="var(--color-primary-700)" />
      <path d="M120 104c-13-5-26-4-40 4v18c14-8 27-9 40-4z" fill="var(--color-primary-500)" />
      {/* floating cap */}
      <g className="animate-float">
        <path d="M80 44 122 62 80 80 38 62z" fill="var(--color-primary-900)" />
        <path d="M56 70v14c0 6 11 11 24 11s24-5 24-11V70L80 80z" fill="var(--color-primary-800)" />
        <path d="M116 65v19" stroke="var(--color-accent-500)" strokeWidth="3" strokeLinecap="round" />
        <circle cx="116" cy="88" r="4" fill="var(--color-accent-400)" />
      </g>
    </svg>
  );
}
