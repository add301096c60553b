import torch

print(torch.ones(2, 3))               # 各维大小作为单独的 int 传入
print(torch.ones((2, 3)).shape)       # 或者传一个元组 / torch.Size
print(torch.ones(3, dtype=torch.long), torch.ones(2, dtype=torch.bool))
print(torch.ones(()).shape)           # 0 维张量

# 典型用法：在 x 所在设备上创建全 1 的掩码或权重
device = "cuda" if torch.cuda.is_available() else "cpu"
x = torch.randn(4, 5, device=device)
mask = torch.ones(x.shape[0], dtype=torch.bool, device=x.device)
print(mask.device == x.device, mask.shape)
