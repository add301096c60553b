import torch

param = torch.tensor([1.0, 1.0])
grad = torch.tensor([0.1, 0.1])
second_moment = torch.tensor([0.04, 0.0])   # a parameter that never got a gradient

print(param.addcdiv(grad, second_moment.sqrt(), value=-0.1))          # division by zero
print(param.addcdiv(grad, second_moment.sqrt() + 1e-8, value=-0.1))   # eps keeps it finite, but the step is huge
