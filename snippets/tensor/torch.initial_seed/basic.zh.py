import torch

torch.manual_seed(42)
print(torch.initial_seed())          # 最近一次设置的种子
torch.rand(1000)
print(torch.initial_seed())          # 生成随机数不会改变它

torch.manual_seed(-1)                # 负数种子按 2**64 取模后存储
print(torch.initial_seed(), torch.initial_seed() == 2**64 - 1)

seed = torch.seed()                  # 一个新的非确定性种子……
print(seed == torch.initial_seed())  # ……initial_seed 会返回它，方便记录到日志

g = torch.Generator().manual_seed(7)
print(g.initial_seed())              # 独立的生成器有自己的种子
