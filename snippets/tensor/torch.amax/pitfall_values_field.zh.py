import torch

scores = torch.tensor([[1.0, 5.0, 3.0],
                       [7.0, 2.0, 4.0]])

print(scores.max(dim=1).values)         # max 返回结果中的一个字段
print(scores.amax(dim=1))               # amax 返回的本身就是值
scores.amax(dim=1).values()             # Tensor.values() 是稀疏张量的方法
