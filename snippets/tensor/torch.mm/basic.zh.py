import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.arange(6.0, device=device).view(2, 3)   # (n=2, m=3)
b = torch.ones(3, 4, device=device)               # (m=3, p=4)
out = torch.mm(a, b)
print(out)
print(out.shape, out.dtype)
print(torch.equal(out, a @ b))

# 只要两边都是 int64，整数矩阵在 CPU 上也能相乘
i = torch.tensor([[1, 2], [3, 4]])
print(torch.mm(i, i))
