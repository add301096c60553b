import torch

scores = torch.tensor([[1.0, 2.0],
                       [3.0, 4.0]])

diag = scores.diagonal()
diag += 10                    # 本意是修改一份局部副本
print(scores)                 # 矩阵也跟着变了

fresh = torch.tensor([[1.0, 2.0],
                      [3.0, 4.0]])
copy = fresh.diagonal().clone()
copy += 10
print(fresh)                  # 未受影响
