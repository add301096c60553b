import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

steps = torch.tensor([0, 1, 2], device=device)  # int64

print(torch.exp(steps))  # out-of-place: float32 result
steps.exp_()             # in place: the float result cannot go back into int64
