import torch

torch.manual_seed(0)
print(torch.empty(6, dtype=torch.int64).random_(10))       # 只给一个参数时它是终点：[0, 10)
print(torch.empty(6, dtype=torch.int64).random_(-3, 3))    # [from, to)
print(torch.empty(4, dtype=torch.uint8).random_())         # 不给范围：整个数据类型的范围
print(torch.empty(4, dtype=torch.bool).random_())          # True / False

g = torch.Generator().manual_seed(0)
print(torch.empty(3).random_(0, 6, generator=g) + 1)      # 掷骰子，以浮点存储
