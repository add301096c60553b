import torch

g = torch.Generator().manual_seed(0)
torch.rand(3, generator=g)  # 让随机流前进一点

# clone_state：新生成器处在同一位置，之后两者各自前进
twin = g.clone_state()
print(twin is g, twin.device)
print(torch.rand(2, generator=g))
print(torch.rand(2, generator=twin))
print(torch.rand(2, generator=g))

# CPU 生成器（梅森旋转算法）没有偏移量：get_offset/set_offset 用于
# 基于计数器的（Philox）生成器，例如 CUDA 的
print(g.get_state().shape)
