export * from './copilot'
export {}
