import torch

a = torch.tensor([5.0, 3.0])
b = torch.tensor([1.0, 2.0])

print(torch.sub(a, b), a - b)          # 同一个运算
print(torch.sub(a, b, alpha=2))        # a - 2 * b
print(a - torch.ones(3, 1))            # 广播：(2,) - (3, 1) -> (3, 2)

w = torch.tensor([1.0, 1.0])
w.sub_(0.1 * b)                        # 原地操作，如同手写的 SGD 更新步
print(w)
