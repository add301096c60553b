import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
x = torch.randn(2, 3, device=device)   # 标准正态分布：均值 0，标准差 1
print(x.shape, x.dtype, x.device.type == device.type)

# 相同的种子、相同的设备、相同的调用 -> 相同的数
torch.manual_seed(0)
y = torch.randn(2, 3, device=device)
print(torch.equal(x, y))

# 大样本的均值接近 0，标准差接近 1
big = torch.randn(100_000, device=device)
print(abs(big.mean().item()) < 0.02, abs(big.std().item() - 1) < 0.02)

# 其他 dtype，以及缩放/平移后的正态分布
h = torch.randn(4, dtype=torch.float16, device=device)
print(h.dtype)
w = 0.01 * torch.randn(3, 3, device=device) + 1.0    # N(1, 0.01^2)
print(w.shape)
