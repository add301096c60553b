import torch

x = torch.tensor([4.0, 2.0, 8.0])
print(x.kthvalue(1))              # k=1 就是最小值
x.kthvalue(0)                     # 不存在“第 0 小”
