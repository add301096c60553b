import torch
import torch.nn.functional as F

pred = torch.arange(4.0).unsqueeze(1)  # (N, 1) from a Linear(..., 1) head
target = torch.arange(4.0)  # (N,)

print(F.l1_loss(pred, target))  # only a UserWarning: (N, 1) - (N,) broadcasts to (N, N)
print(F.l1_loss(pred.squeeze(1), target))  # the intended value
