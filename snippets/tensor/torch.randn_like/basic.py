import torch

torch.manual_seed(0)
x = torch.zeros(2, 3, dtype=torch.float64)

noise = torch.randn_like(x)              # shape, dtype and device of x
print(noise.shape, noise.dtype)
print(torch.randn_like(x, dtype=torch.float16).dtype)

# a typical use: add Gaussian noise with standard deviation 0.1
noisy = x + 0.1 * torch.randn_like(x)
print(noisy.shape)

# a private generator gives the same noise regardless of the global stream
g = torch.Generator().manual_seed(42)
a = torch.randn_like(x, generator=g)
g.manual_seed(42)
print(torch.equal(a, torch.randn_like(x, generator=g)))
