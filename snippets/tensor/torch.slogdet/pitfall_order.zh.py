import torch

A = torch.tensor([[4.0, 7.0],
                  [2.0, 6.0]])
logabsdet, sign = torch.slogdet(A)           # 解包顺序写反了
# 不会报错：“logabsdet” 里装的是符号
print(logabsdet, sign)
print(torch.slogdet(A).logabsdet)            # 用字段名访问
