type Tool = 'heatmap' | 'ab_testing' | 'product_tour' | 'scheduling';
export declare const TOOLS_ORIGIN: string;
export declare const TOOL_FILES: Record<Tool, string>;
export declare const TOOL_PROJECT_IDS: Record<'applicant' | 'company', Record<Tool, string>>;
export declare function toolEnvironment(): Record<string, string>;
