import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

i = torch.tensor([1, 2], device=device)             # int64
f = torch.tensor([0.5, 0.5], device=device)         # float32

# 逐元素运算会提升到共同的 dtype
print((i + f).dtype, (i / 2).dtype, (i // 2).dtype, (i * 1.5).dtype)
print(torch.promote_types(torch.int64, torch.float32))

# Python 标量不会把 float16 张量升级为 float64
h = torch.ones(2, dtype=torch.float16, device=device)
print((h + 1.0).dtype)

# 显式转换
print(i.float().dtype, i.to(torch.float64).dtype, f.to(i.dtype))
