import torch

total = torch.tensor([10, 6])
count = torch.tensor([2, 0])      # 一个空桶

print(total / count)              # 真除法：得到浮点数，空桶处为 inf
print(total // count.clamp(min=1))  # 整数除法时先保护除数
total // count                    # 整数除以零会抛出异常
