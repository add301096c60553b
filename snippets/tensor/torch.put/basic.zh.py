import torch

x = torch.zeros(2, 3)

# 索引按 x 以行优先顺序展平后的位置计数
print(x.put(torch.tensor([0, 5]), torch.tensor([1.0, 2.0])))
print(torch.put(x, torch.tensor([-1]), torch.tensor([9.0])))      # -1 表示最后一个元素

# accumulate=True 时做加法，重复的索引会累加
print(x.put(torch.tensor([1, 1, 4]), torch.tensor([1.0, 2.0, 3.0]), accumulate=True))

# put 返回新张量；put_ 写入 x 本身
x.put_(torch.tensor([2]), torch.tensor([5.0]))
print(x)
