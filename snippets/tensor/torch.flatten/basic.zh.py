import torch

x = torch.zeros(8, 3, 4, 4)                 # N, C, H, W
print(torch.flatten(x).shape)               # 全部展平：(384,)
print(x.flatten(1).shape)                   # 保留批次维度：(8, 48)
print(x.flatten(0, 1).shape)                # 合并 N 和 C：(24, 4, 4)
print(x.flatten(-2).shape)                  # 合并 H 和 W：(8, 3, 16)
print(torch.nn.Flatten()(x).shape)          # 该层从第 1 维开始展平

# unflatten 把一个维度重新拆成多个（-1 会自动推算）
print(x.flatten(1).unflatten(1, (3, -1)).shape)

print(torch.tensor(5.0).flatten().shape)    # 0 维变成一维
print(x.ravel().shape)                      # ravel：总是完全展平
