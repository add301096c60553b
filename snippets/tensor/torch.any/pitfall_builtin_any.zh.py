import torch

scores = torch.tensor([[0.1, 0.9],
                       [0.4, 0.2]])

print((scores > 0.8).any())   # 张量方法对所有元素归约
print(any(scores[0] > 0.8))   # 内置 any 对一维张量可用（逐元素迭代，较慢）
any(scores > 0.8)             # 二维：Python 逐行迭代，并要求每一行给出一个 bool
