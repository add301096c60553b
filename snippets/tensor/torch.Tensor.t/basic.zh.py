import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(6, device=device).view(2, 3)
y = x.t()
print(y)
print(x.shape, x.stride(), "->", y.shape, y.stride())
print("contiguous:", y.is_contiguous())
print("shares storage:", y.data_ptr() == x.data_ptr())

y[0, 1] = 100  # 写入会反映到 x 上
print(x)

# 0 维和 1 维张量原样返回
v = torch.arange(3, device=device)
print(v.t().shape, torch.tensor(5.0, device=device).t().shape)
