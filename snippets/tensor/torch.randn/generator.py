import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# a private generator leaves the global RNG state alone
g = torch.Generator(device=device).manual_seed(42)
a = torch.randn(3, generator=g, device=device)
g.manual_seed(42)
b = torch.randn(3, generator=g, device=device)
print(torch.equal(a, b))
