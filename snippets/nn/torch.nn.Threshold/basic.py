import torch
import torch.nn.functional as F

x = torch.tensor([-1.0, 0.1, 0.5, 0.6, 2.0])
print(torch.nn.Threshold(0.5, -9.0)(x))  # x if x > 0.5 else -9; 0.5 itself is replaced
print(torch.equal(torch.nn.Threshold(0.0, 0.0)(x), torch.relu(x)))
F.threshold_(x, 0.5, 0.0)  # in place
print(x)
