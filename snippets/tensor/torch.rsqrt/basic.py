import torch

x = torch.tensor([4.0, 1.0, 0.25])
print(torch.rsqrt(x))                      # 1 / sqrt(x)

# the usual use: normalise by the standard deviation, with eps inside
h = torch.tensor([[1.0, 2.0, 3.0, 4.0]])
var = h.var(dim=-1, keepdim=True, unbiased=False)
print((h - h.mean(dim=-1, keepdim=True)) * torch.rsqrt(var + 1e-5))

print(torch.rsqrt(torch.tensor([4, 16])))  # integer input: float32 result
