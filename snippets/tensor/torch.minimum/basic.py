import torch

pred = torch.tensor([0.2, 1.4, 0.9])
upper = torch.tensor([1.0, 1.0, 0.5])            # per-element caps

print(torch.minimum(pred, upper))
print(pred.minimum(torch.tensor(1.0)))           # one cap for all, as a 0-D tensor
print(torch.minimum(torch.tensor([1.0, float("nan")]), torch.tensor([0.0, 0.0])))  # NaN propagates
print(torch.fmin(torch.tensor([1.0, float("nan")]), torch.tensor([0.0, 0.0])))     # fmin ignores NaN
