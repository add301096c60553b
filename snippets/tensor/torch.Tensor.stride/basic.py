import torch

x = torch.zeros(2, 3, 4)
print(x.stride())                   # (12, 4, 1): row-major, counted in elements
print(x.stride(0), x.stride(-1))    # one dimension: an int

print(x.transpose(0, 2).stride())   # transpose only swaps strides
print(x[:, ::2].stride())           # a step of 2 doubles a stride
print(torch.zeros(1, 3).expand(4, 3).stride())   # expand: stride 0, no copy

# element (i, j, k) sits at offset i*s0 + j*s1 + k*s2 in the storage
i, j, k = 1, 2, 3
s0, s1, s2 = x.stride()
print(i * s0 + j * s1 + k * s2 == torch.arange(24).reshape(2, 3, 4)[i, j, k].item())
