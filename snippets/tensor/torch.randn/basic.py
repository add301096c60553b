import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
x = torch.randn(2, 3, device=device)   # standard normal: mean 0, std 1
print(x.shape, x.dtype, x.device.type == device.type)

# same seed, same device, same call -> same numbers
torch.manual_seed(0)
y = torch.randn(2, 3, device=device)
print(torch.equal(x, y))

# a large sample has mean close to 0 and std close to 1
big = torch.randn(100_000, device=device)
print(abs(big.mean().item()) < 0.02, abs(big.std().item() - 1) < 0.02)

# other dtypes and a scaled/shifted normal
h = torch.randn(4, dtype=torch.float16, device=device)
print(h.dtype)
w = 0.01 * torch.randn(3, 3, device=device) + 1.0    # N(1, 0.01^2)
print(w.shape)
