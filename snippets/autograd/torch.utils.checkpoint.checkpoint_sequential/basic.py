import torch
from torch import nn
from torch.utils.checkpoint import checkpoint_sequential

torch.manual_seed(0)
model = nn.Sequential(*[nn.Sequential(nn.Linear(16, 16), nn.ReLU()) for _ in range(8)])
x = torch.randn(4, 16)

# 8 blocks in 2 segments: only the segment boundaries keep their activations,
# the inside of each segment is recomputed during backward
out = checkpoint_sequential(model, 2, x, use_reentrant=False)
out.sum().backward()
grad_ckpt = model[0][0].weight.grad.clone()

model.zero_grad()
model(x).sum().backward()
print(out.shape, torch.allclose(grad_ckpt, model[0][0].weight.grad))
