/** Part 2 of the benchmark: to be filled. */
export async function benchApplicants() {}
