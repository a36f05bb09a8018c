// The id of a question's section on the feedback screen, which the overview's chips link to.
export const questionAnchor = (position: number) => `question-${position + 1}`;
