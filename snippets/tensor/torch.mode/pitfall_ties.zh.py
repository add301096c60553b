import torch

x = torch.tensor([3, 1, 3, 1])          # 3 和 1 都出现了两次
# 不会报错：并列时取较小的值
print(x.mode())
# 想看到所有并列的值，就自己计数
values, counts = x.unique(return_counts=True)
print(values[counts == counts.max()])
