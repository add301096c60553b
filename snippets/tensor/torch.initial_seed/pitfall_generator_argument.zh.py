import torch

g = torch.Generator().manual_seed(123)
print(g.initial_seed())     # 这个方法属于生成器
torch.initial_seed(g)       # 这个函数只报告全局生成器的种子
