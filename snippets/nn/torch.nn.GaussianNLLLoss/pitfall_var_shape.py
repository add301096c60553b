import torch

criterion = torch.nn.GaussianNLLLoss(reduction="none")

# a per-feature variance of shape (D,), D=2
var = torch.tensor([1.0, 4.0])
print(criterion(torch.zeros(2, 2), torch.ones(2, 2), var.unsqueeze(0)))  # (1, D): per feature, as intended
print(criterion(torch.zeros(2, 2), torch.ones(2, 2), var))  # N == D: silently used per sample
criterion(torch.zeros(3, 2), torch.ones(3, 2), var)          # N != D: rejected
