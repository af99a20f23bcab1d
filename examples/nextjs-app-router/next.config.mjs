// The deployment the app talks to is NEXT_PUBLIC_AIRLOCK_CONFIG (JSON: projectId, modalUrl,
// services, customRpcUrls), inlined into the client bundle at build time. EXAMPLE_BASE_PATH serves
// the app under a path (the test suite serves every example under one allowed origin).
/** @type {import('next').NextConfig} */
const nextConfig = { reactStrictMode: true, basePath: process.env.EXAMPLE_BASE_PATH || undefined }
export default nextConfig
