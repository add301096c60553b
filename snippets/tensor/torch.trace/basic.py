import torch

A = torch.tensor([[1.0, 2.0],
                  [3.0, 4.0]])
print(torch.trace(A))                 # 1 + 4
print(A.trace())

# integer input is accumulated as int64, like sum
counts = torch.tensor([[200, 3],
                       [1, 100]], dtype=torch.uint8)   # e.g. a confusion matrix
print(counts.trace())
print(counts.trace() / counts.sum())   # accuracy from a confusion matrix

# differentiable: the gradient is the identity
W = torch.eye(2, requires_grad=True)
torch.trace(W).backward()
print(W.grad)
