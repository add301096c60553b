import torch

torch.manual_seed(0)
proj = torch.nn.Linear(4, 12)
qkv = proj(torch.randn(2, 4))
q, k, v = qkv.chunk(3, dim=-1)
q = q * 0.5  # 非原地操作
(q * k).sum().backward()
print(q.shape, proj.weight.grad.shape)
