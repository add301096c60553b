import torch
from torch import nn
from torch.utils.checkpoint import checkpoint_sequential

torch.manual_seed(0)
model = nn.Sequential(*[nn.Sequential(nn.Linear(16, 16), nn.ReLU()) for _ in range(8)])
x = torch.randn(4, 16)

# 8 个块分成 2 段：只有段与段之间的激活被保留，
# 每段内部的激活在反向时重新计算
out = checkpoint_sequential(model, 2, x, use_reentrant=False)
out.sum().backward()
grad_ckpt = model[0][0].weight.grad.clone()

model.zero_grad()
model(x).sum().backward()
print(out.shape, torch.allclose(grad_ckpt, model[0][0].weight.grad))
