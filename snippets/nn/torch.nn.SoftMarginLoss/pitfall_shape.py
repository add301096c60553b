import torch

torch.manual_seed(0)
logits = torch.nn.Linear(4, 1)(torch.randn(3, 4))  # (N, 1)
target = torch.tensor([1.0, -1.0, 1.0])            # (N,)

criterion = torch.nn.SoftMarginLoss()
print(criterion(logits.squeeze(1), target))  # (N,) and (N,): works
criterion(logits, target)                    # (N, 1) and (N,): fails
