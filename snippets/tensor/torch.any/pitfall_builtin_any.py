import torch

scores = torch.tensor([[0.1, 0.9],
                       [0.4, 0.2]])

print((scores > 0.8).any())   # the tensor method reduces every element
print(any(scores[0] > 0.8))   # built-in any works on 1-D (slowly, element by element)
any(scores > 0.8)             # 2-D: Python iterates rows and asks each row for a bool
