export { loadProjects, findProject, defaultProjectsPath, type Project } from './loadProjects'
