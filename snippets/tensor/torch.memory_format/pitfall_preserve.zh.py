import torch

x = torch.rand(2, 3, 4, 4).to(memory_format=torch.channels_last)

print(x.clone(memory_format=torch.preserve_format).stride())   # 没问题：clone、to、*_like
torch.empty(2, 3, 4, 4, memory_format=torch.preserve_format)   # 这里没有可保留的布局
