import torch

scores = torch.tensor([[0.2, 0.9, 0.5],
                       [0.7, 0.1, 0.4]])
best = scores.argmax(dim=1)                      # shape (2,), the dim is gone
print(scores.take_along_dim(best.unsqueeze(1), dim=1))
torch.take_along_dim(scores, best, dim=1)
