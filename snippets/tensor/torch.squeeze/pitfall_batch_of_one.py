import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import torch.nn.functional as F

logits = torch.tensor([[0.3]], device=device)  # model output, batch of ONE sample
target = torch.tensor([1.0], device=device)

print(logits.squeeze().shape)   # torch.Size([]) -- the batch dim is gone too
print(logits.squeeze(1).shape)  # torch.Size([1]) -- what was meant
F.binary_cross_entropy_with_logits(logits.squeeze(), target)
