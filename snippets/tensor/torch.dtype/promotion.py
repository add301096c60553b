import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

i = torch.tensor([1, 2], device=device)             # int64
f = torch.tensor([0.5, 0.5], device=device)         # float32

# element-wise ops promote to a common dtype
print((i + f).dtype, (i / 2).dtype, (i // 2).dtype, (i * 1.5).dtype)
print(torch.promote_types(torch.int64, torch.float32))

# a Python scalar does not upgrade a float16 tensor to float64
h = torch.ones(2, dtype=torch.float16, device=device)
print((h + 1.0).dtype)

# explicit conversion
print(i.float().dtype, i.to(torch.float64).dtype, f.to(i.dtype))
