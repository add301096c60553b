import torch

A = torch.tensor([[1.0, 2.0],
                  [3.0, 4.0]])
print(torch.trace(A))                 # 1 + 4
print(A.trace())

# 与 sum 一样，整数输入以 int64 累加
counts = torch.tensor([[200, 3],
                       [1, 100]], dtype=torch.uint8)   # 比如混淆矩阵
print(counts.trace())
print(counts.trace() / counts.sum())   # 由混淆矩阵算出准确率

# 可微：梯度是单位矩阵
W = torch.eye(2, requires_grad=True)
torch.trace(W).backward()
print(W.grad)
