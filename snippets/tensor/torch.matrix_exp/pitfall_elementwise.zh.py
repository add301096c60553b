import torch

G = torch.tensor([[0.0, 1.0],
                  [-1.0, 0.0]])
# 不会报错：exp() 是逐元素运算
print(G.exp())
print(G.matrix_exp())
