import torch

torch.manual_seed(0)
print(torch.randint(0, 10, (3,)))      # 随机整数：用 randint
torch.rand(3, dtype=torch.long)        # rand 只生成浮点值
