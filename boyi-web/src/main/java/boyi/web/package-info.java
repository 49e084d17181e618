/** The web app of {@code boyi serve}: a Javalin server and static pages served from the jar. */
package boyi.web;
