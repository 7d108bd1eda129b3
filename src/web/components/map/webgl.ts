let answer: boolean | undefined;

/**
 * Whether this browser can draw a WebGL map (a software renderer counts). Asked once: a
 * canvas that gives no WebGL context means the plain drawing instead (some locked-down
 * browsers, and the tests' DOM).
 */
export function webglAvailable(): boolean {
  if (answer === undefined) {
    try {
      const canvas = document.createElement('canvas');
      answer = !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
    } catch {
      answer = false;
    }
  }
  return answer;
}
