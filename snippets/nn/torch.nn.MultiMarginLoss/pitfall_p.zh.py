import torch

scores = torch.tensor([[0.1, 0.2, 0.4, 0.8]])
target = torch.tensor([3])

print(torch.nn.MultiMarginLoss(p=2)(scores, target))
torch.nn.MultiMarginLoss(p=3)  # p 是合页项的指数，只能是 1 或 2
