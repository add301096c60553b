import torch

g = torch.Generator(device="cpu").manual_seed(42)   # 可行：通过 manual_seed 设种子
print(g.initial_seed())
torch.Generator(device="cpu", seed=42)               # 构造函数不接受 seed 参数
