import torch

torch.manual_seed(0)
for step in range(3):
    torch.rand(1)                        # 训练过程会消耗随机数
logged_seed = torch.initial_seed()       # 在第 3 步记录下来，“以便之后恢复”
next_value = torch.rand(1)

torch.manual_seed(logged_seed)           # “恢复”
print(logged_seed, torch.equal(next_value, torch.rand(1)))   # 回到了第 0 步，而不是第 3 步
