import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.zeros(2, 3, device=device)             # sizes as separate ints
b = torch.zeros((2, 3), device=device)           # ... or one tuple / torch.Size
c = torch.zeros(a.shape, dtype=torch.int64, device=device)
print(a)
print(a.dtype, b.shape == a.shape, c.dtype)
print(torch.zeros(0, 4, device=device).shape)   # zero-sized dimensions are allowed

# zeros_like copies shape, dtype and device from another tensor
x = torch.ones(2, 2, dtype=torch.float16, device=device)
z = torch.zeros_like(x)
print(z.dtype, z.device == x.device)
